import Crypto
import Foundation

/// The keys a store uses, derived with HKDF-SHA256 from one input key (the key file's 32 bytes,
/// or scrypt of the passphrase) and the header's salt: one key seals items, one authenticates
/// the whole file, and a check value tells a wrong key from a damaged file.
package struct StoreKeys: Sendable {
    static let keyByteCount = 32

    // Bytes, not SymmetricKey (which is not Sendable): a key is rebuilt from them where used.
    private let itemKeyBytes: [UInt8]
    private let fileKeyBytes: [UInt8]
    /// Stored in the header; derived one way, so it reveals nothing of the keys.
    let check: [UInt8]

    package init(inputKey: SymmetricKey, salt: [UInt8]) {
        func derive(_ purpose: String) -> [UInt8] {
            HKDF<SHA256>.deriveKey(inputKeyMaterial: inputKey, salt: salt, info: Array("podium secret store/1 \(purpose)".utf8),
                                   outputByteCount: Self.keyByteCount).withUnsafeBytes { Array($0) }
        }
        itemKeyBytes = derive("item")
        fileKeyBytes = derive("file")
        check = derive("check")
    }

    var itemKey: SymmetricKey { SymmetricKey(data: itemKeyBytes) }
    private var fileKey: SymmetricKey { SymmetricKey(data: fileKeyBytes) }

    /// Whether `stored` is this key's check value, compared in constant time.
    func opens(check stored: [UInt8]) -> Bool {
        guard stored.count == check.count else { return false }
        return zip(stored, check).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    package func authenticate(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: bytes, using: fileKey))
    }

    func isAuthentic(_ bytes: ArraySlice<UInt8>, code: ArraySlice<UInt8>) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: bytes, using: fileKey)
    }
}
