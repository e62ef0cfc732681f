import Foundation

/// Why a secret-store call failed. Each case says what and where; none carries a secret.
public enum SecretStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no item for (service, account): an answer, not a failure.
    case itemNotFound(service: String, account: String)
    case duplicateItem(service: String, account: String)
    /// The passphrase does not open the store.
    case wrongPassphrase(path: String)
    /// The store is locked by a passphrase and none was given.
    case passphraseRequired(path: String)
    /// A passphrase was given, but the store is opened by its key file.
    case passphraseNotUsed(path: String, keyFile: String)
    /// The key file does not open the store (it was replaced), or it is missing while the store exists.
    case keyFileMismatch(keyFile: String, detail: String)
    /// The file failed authentication or is cut short: tampered with, damaged or truncated.
    case corrupted(path: String, detail: String)
    /// A store written by a newer Podium.
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// Key-derivation parameters a store must not ask for (they would take minutes or gigabytes).
    case unsafeParameters(path: String, detail: String)
    /// Others may read or change the file or directory (as ssh does, the store refuses it).
    case permissionsTooOpen(path: String, mode: Int, expected: Int)
    case io(path: String, operation: String, detail: String)
    /// A service, account or label the store cannot hold (empty service, or too long).
    case invalidAttribute(name: String, detail: String)

    public var description: String {
        switch self {
        case .itemNotFound(let service, let account):
            "no secret for \(SecretItemID(service: service, account: account))"
        case .duplicateItem(let service, let account):
            "a secret for \(SecretItemID(service: service, account: account)) already exists"
        case .wrongPassphrase(let path):
            "the passphrase does not open \(path)"
        case .passphraseRequired(let path):
            "\(path) is locked with a passphrase; set PODIUM_SECRETS_PASSPHRASE or run in a terminal to type it"
        case .passphraseNotUsed(let path, let keyFile):
            "\(path) is opened by its key file \(keyFile), not by a passphrase; unset PODIUM_SECRETS_PASSPHRASE"
        case .keyFileMismatch(let keyFile, let detail):
            "the key file \(keyFile) does not open the store: \(detail)"
        case .corrupted(let path, let detail):
            "\(path) is corrupted: \(detail)"
        case .unsupportedVersion(let path, let found, let supported):
            "\(path) has format version \(found); this Podium reads version \(supported)"
        case .unsafeParameters(let path, let detail):
            "\(path) asks for unsafe key-derivation parameters: \(detail)"
        case .permissionsTooOpen(let path, let mode, let expected):
            "\(path) has mode \(Self.octal(mode)), so others can reach it; run chmod \(Self.octal(expected)) \(path)"
        case .io(let path, let operation, let detail):
            "cannot \(operation) \(path): \(detail)"
        case .invalidAttribute(let name, let detail):
            "the \(name) cannot be stored: \(detail)"
        }
    }

    private static func octal(_ mode: Int) -> String {
        "0" + String(mode, radix: 8)
    }
}
