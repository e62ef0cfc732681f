import Crypto
import Foundation
import SecretStoreContract

/// The store file, version 1. All integers big-endian.
///
///     "PODIUMSS"  version:UInt16  headerLength:UInt32  header  SHA-256(everything before it)
///     itemCount:UInt32  { service  account  sealed }…  HMAC-SHA256(file key, everything before it)
///
/// The first five fields are the same in every version, so a damaged file (digest mismatch)
/// is told apart from a newer one (digest fine, version unknown). The header holds the key
/// derivation, its salt and the key's check value; the digest covers it against damage and the
/// check value against a wrong key. Service and account are stored in the clear (they are
/// what `list` shows and what a lookup needs, like a keychain's attributes); each item's label,
/// dates and secret are sealed with ChaChaPoly, with the header digest, service and account as
/// associated data, so a sealed item cannot be moved to another item or another store. The
/// HMAC trailer makes a dropped, reordered or truncated item an authentication failure.
/// `package` where the secret-store fuzz target (scripts/FuzzTargets) reads a file directly.
package enum StoreFormat {
    static let magic = Array("PODIUMSS".utf8)
    static let version: UInt16 = 1
    static let maximumHeaderLength = 1024
    static let saltByteCount = 32
    package static let digestByteCount = 32

    package struct Header: Equatable {
        var derivation: KeyDerivation
        package var salt: [UInt8]
        var keyCheck: [UInt8]

        func encoded() -> [UInt8] {
            var writer = ByteWriter()
            switch derivation {
            case .keyFile:
                writer.append(UInt8(1))
            case .scrypt(let parameters):
                writer.append(UInt8(2))
                writer.append(parameters.logN)
                writer.append(parameters.r)
                writer.append(parameters.p)
            }
            writer.append(bytes: salt)
            writer.append(bytes: keyCheck)
            return writer.bytes
        }
    }

    /// An item as stored: who it is for, and the sealed rest.
    package struct SealedItem: Equatable {
        let service: String
        let account: String
        let sealed: [UInt8]
    }

    /// The header and what follows it, checked for damage and version but not yet for the key.
    package struct Opened {
        package let header: Header
        /// SHA-256 of the prefix: names this store in every item's associated data.
        package let digest: [UInt8]
        /// Where the items start.
        let bodyOffset: Int
    }

    static func encode(header: Header, items: [SealedItem], keys: StoreKeys) -> [UInt8] {
        var writer = ByteWriter(capacity: 128 + items.reduce(0) { $0 + $1.sealed.count + 64 })
        writer.append(bytes: prefix(header))
        writer.append(UInt32(items.count))
        for item in items {
            writer.appendShortText(item.service)
            writer.appendShortText(item.account)
            writer.appendBlock(item.sealed)
        }
        var bytes = writer.bytes
        bytes += keys.authenticate(bytes[...])
        return bytes
    }

    /// Magic, version, length, header and the digest of all four.
    static func prefix(_ header: Header) -> [UInt8] {
        var writer = ByteWriter()
        let body = header.encoded()
        writer.append(bytes: magic)
        writer.append(version)
        writer.append(UInt32(body.count))
        writer.append(bytes: body)
        writer.append(bytes: SHA256.hash(data: writer.bytes))
        return writer.bytes
    }

    static func digest(of header: Header) -> [UInt8] {
        Array(prefix(header).suffix(digestByteCount))
    }

    /// Reads the prefix: damage is `corrupted`, a newer format `unsupportedVersion`, parameters
    /// no store should ask for `unsafeParameters` — all before any key is derived.
    package static func open(_ bytes: [UInt8], path: String) throws(SecretStoreError) -> Opened {
        func corrupted(_ detail: String) -> SecretStoreError { .corrupted(path: path, detail: detail) }
        var reader = ByteReader(bytes)
        let headerBytes: ArraySlice<UInt8>
        let version: UInt16
        do {
            guard try reader.take(magic.count).elementsEqual(magic) else { throw corrupted("it is not a Podium secret store (wrong signature)") }
            version = try reader.uint16()
            let length = Int(try reader.uint32())
            guard length <= maximumHeaderLength else { throw corrupted("the header length \(length) is over \(maximumHeaderLength)") }
            headerBytes = try reader.take(length)
            let digestEnd = reader.offset
            let stored = try reader.take(digestByteCount)
            guard stored.elementsEqual(SHA256.hash(data: bytes[..<digestEnd])) else { throw corrupted("the header failed its checksum") }
        } catch let error as SecretStoreError {
            throw error
        } catch {
            throw corrupted("the file ends inside its header (\(bytes.count) bytes)")
        }
        guard version == Self.version else { throw .unsupportedVersion(path: path, found: Int(version), supported: Int(Self.version)) }
        let header = try decodeHeader(headerBytes, path: path)
        if case .scrypt(let parameters) = header.derivation, let refusal = parameters.refusal {
            throw .unsafeParameters(path: path, detail: refusal)
        }
        return Opened(header: header, digest: Array(bytes[reader.offset - digestByteCount..<reader.offset]), bodyOffset: reader.offset)
    }

    /// The items after the prefix, once the trailer proves the file is whole and made with `keys`.
    package static func items(_ bytes: [UInt8], after opened: Opened, keys: StoreKeys, path: String) throws(SecretStoreError) -> [SealedItem] {
        func corrupted(_ detail: String) -> SecretStoreError { .corrupted(path: path, detail: detail) }
        guard bytes.count >= opened.bodyOffset + 4 + digestByteCount else { throw corrupted("the file ends before its items (\(bytes.count) bytes)") }
        let trailerStart = bytes.count - digestByteCount
        guard keys.isAuthentic(bytes[..<trailerStart], code: bytes[trailerStart...]) else {
            throw corrupted("the items failed authentication (changed, reordered or cut short)")
        }
        var reader = ByteReader(Array(bytes[..<trailerStart]), from: opened.bodyOffset)
        do {
            let count = Int(try reader.uint32())
            var items: [SealedItem] = []
            items.reserveCapacity(min(count, 100_000))
            for _ in 0..<count {
                items.append(SealedItem(service: try reader.shortText(), account: try reader.shortText(), sealed: try reader.block()))
            }
            guard reader.isAtEnd else { throw corrupted("bytes follow the last item") }
            return items
        } catch let error as SecretStoreError {
            throw error
        } catch {
            throw corrupted("an item is cut short")
        }
    }

    /// The items' names after the prefix, read without the key (service and account are in the
    /// clear); the trailer is not checked, which needs the key.
    package static func names(_ bytes: [UInt8], after opened: Opened, path: String) throws(SecretStoreError) -> [SecretItemID] {
        guard bytes.count >= opened.bodyOffset + 4 + digestByteCount else {
            throw .corrupted(path: path, detail: "the file ends before its items (\(bytes.count) bytes)")
        }
        var reader = ByteReader(Array(bytes[..<(bytes.count - digestByteCount)]), from: opened.bodyOffset)
        do {
            let count = Int(try reader.uint32())
            var names: [SecretItemID] = []
            names.reserveCapacity(min(count, 10_000))
            for _ in 0..<count {
                let service = try reader.shortText(), account = try reader.shortText()
                _ = try reader.block()
                names.append(SecretItemID(service: service, account: account))
            }
            guard reader.isAtEnd else { throw SecretStoreError.corrupted(path: path, detail: "bytes follow the last item") }
            return names
        } catch let error as SecretStoreError {
            throw error
        } catch {
            throw .corrupted(path: path, detail: "an item is cut short")
        }
    }

    private static func decodeHeader(_ bytes: ArraySlice<UInt8>, path: String) throws(SecretStoreError) -> Header {
        var reader = ByteReader(Array(bytes))
        do {
            let derivation: KeyDerivation
            switch try reader.uint8() {
            case 1: derivation = .keyFile
            case 2: derivation = .scrypt(ScryptParameters(logN: try reader.uint8(), r: try reader.uint32(), p: try reader.uint32()))
            case let other: throw SecretStoreError.corrupted(path: path, detail: "unknown key derivation \(other)")
            }
            let header = Header(derivation: derivation, salt: Array(try reader.take(saltByteCount)),
                                keyCheck: Array(try reader.take(StoreKeys.keyByteCount)))
            guard reader.isAtEnd else { throw SecretStoreError.corrupted(path: path, detail: "the header is longer than its fields") }
            return header
        } catch let error as SecretStoreError {
            throw error
        } catch {
            throw .corrupted(path: path, detail: "the header is shorter than its fields")
        }
    }
}
