import Crypto
import Foundation
import SecretStoreContract

/// An item's sealed part — label, dates, secret — and the ChaChaPoly seal around it.
package struct ItemContents: Equatable {
    var label: String?
    var created: Date
    var modified: Date
    var secret: [UInt8]

    /// Associated data: the store's header digest, the service and the account. Moving a sealed
    /// item to another (service, account), or into another store, makes it fail to open.
    static func associatedData(service: String, account: String, storeDigest: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.append(bytes: Array("podium secret item/1".utf8))
        writer.append(bytes: storeDigest)
        writer.appendShortText(service)
        writer.appendShortText(account)
        return writer.bytes
    }

    func sealed(service: String, account: String, keys: StoreKeys, storeDigest: [UInt8]) throws -> [UInt8] {
        var writer = ByteWriter(capacity: secret.count + 64)
        writer.append(UInt8(label == nil ? 0 : 1))
        writer.appendShortText(label ?? "")
        writer.append(created.timeIntervalSince1970.bitPattern)
        writer.append(modified.timeIntervalSince1970.bitPattern)
        writer.appendBlock(secret)
        let box = try ChaChaPoly.seal(writer.bytes, using: keys.itemKey,
                                      authenticating: Self.associatedData(service: service, account: account, storeDigest: storeDigest))
        return Array(box.combined)
    }

    /// Opens a sealed item of the store at `path`; one that fails authentication or does not
    /// parse is `corrupted`, naming the item.
    package static func open(_ item: StoreFormat.SealedItem, keys: StoreKeys, storeDigest: [UInt8], path: String) throws(SecretStoreError) -> ItemContents {
        guard let contents = open(item, keys: keys, storeDigest: storeDigest) else {
            throw .corrupted(path: path, detail: "the item for \(SecretItemID(service: item.service, account: item.account)) failed authentication")
        }
        return contents
    }

    private static func open(_ item: StoreFormat.SealedItem, keys: StoreKeys, storeDigest: [UInt8]) -> ItemContents? {
        let associated = associatedData(service: item.service, account: item.account, storeDigest: storeDigest)
        guard let box = try? ChaChaPoly.SealedBox(combined: item.sealed),
              let plain = try? ChaChaPoly.open(box, using: keys.itemKey, authenticating: associated) else { return nil }
        var reader = ByteReader(Array(plain))
        do {
            let hasLabel = try reader.uint8() == 1
            let label = try reader.shortText()
            let created = Date(timeIntervalSince1970: Double(bitPattern: try reader.uint64()))
            let modified = Date(timeIntervalSince1970: Double(bitPattern: try reader.uint64()))
            let secret = try reader.block()
            guard reader.isAtEnd else { return nil }
            return ItemContents(label: hasLabel ? label : nil, created: created, modified: modified, secret: secret)
        } catch {
            return nil
        }
    }
}
