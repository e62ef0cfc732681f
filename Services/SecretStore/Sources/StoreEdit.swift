import Foundation
import SecretStoreContract

/// A store's items being changed under the writer's lock, with the keys to seal and open them.
struct StoreEdit {
    /// Service, account and label are stored with a 16-bit length; real ones are far shorter.
    static let maximumNameBytes = 4096

    let header: StoreFormat.Header
    let digest: [UInt8]
    let keys: StoreKeys
    var items: [StoreFormat.SealedItem]
    let path: String
    /// The change's time: creation or modification date.
    let now: Date

    static func validate(service: String, account: String, label: String?) throws(SecretStoreError) {
        for (name, value) in [("service", service), ("account", account), ("label", label ?? "")] {
            guard value.utf8.count <= maximumNameBytes else {
                throw .invalidAttribute(name: name, detail: "it is \(value.utf8.count) bytes long; the limit is \(maximumNameBytes)")
            }
        }
        guard !service.isEmpty else { throw .invalidAttribute(name: "service", detail: "it is empty") }
    }

    func index(service: String, account: String) -> Int? {
        items.firstIndex { $0.service == service && $0.account == account }
    }

    /// A new item, kept in order of service, then account: `list` needs no sort, and equal stores are equal files.
    mutating func insert(_ secret: Secret, service: String, account: String, label: String?) throws(SecretStoreError) {
        let item = try seal(service, account, ItemContents(label: label, created: now, modified: now, secret: secret.bytes))
        let position = items.firstIndex { ($0.service, $0.account) > (service, account) } ?? items.count
        items.insert(item, at: position)
    }

    /// A new secret for an existing item; its label too when one is given. Created stays.
    mutating func replace(at index: Int, secret: Secret, label: String?) throws(SecretStoreError) {
        let item = items[index]
        let old = try ItemContents.open(item, keys: keys, storeDigest: digest, path: path)
        items[index] = try seal(item.service, item.account, ItemContents(label: label ?? old.label, created: old.created, modified: now, secret: secret.bytes))
    }

    private func seal(_ service: String, _ account: String, _ contents: ItemContents) throws(SecretStoreError) -> StoreFormat.SealedItem {
        do {
            return StoreFormat.SealedItem(service: service, account: account,
                                          sealed: try contents.sealed(service: service, account: account, keys: keys, storeDigest: digest))
        } catch {
            throw .io(path: path, operation: "seal an item for", detail: "\(error)")
        }
    }
}
