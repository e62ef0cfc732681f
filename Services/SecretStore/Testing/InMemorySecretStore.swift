import Foundation
import SecretStoreContract

/// A secret store in memory with the real one's semantics, for tests of what uses secrets; with
/// `failure`, every call fails that way (a locked or damaged store) — except reading the items'
/// names, which a locked store still allows and only a corrupted one refuses.
public actor InMemorySecretStore: SecretStoring {
    private struct Key: Hashable, Comparable {
        let service: String, account: String
        static func < (left: Key, right: Key) -> Bool { (left.service, left.account) < (right.service, right.account) }
    }

    private var items: [Key: SecretItem] = [:]
    private let failure: SecretStoreError?
    /// Every (service, account) read, in order.
    public private(set) var reads: [String] = []

    public init(_ secrets: [String: String] = [:], service: String = "feed", failure: SecretStoreError? = nil) {
        self.failure = failure
        for (account, value) in secrets {
            items[Key(service: service, account: account)] = Self.item(Secret(value), service: service, account: account, label: nil, created: .now)
        }
    }

    public func add(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {
        if let failure { throw failure }
        let key = Key(service: service, account: account)
        guard items[key] == nil else { throw .duplicateItem(service: service, account: account) }
        items[key] = Self.item(secret, service: service, account: account, label: label, created: .now)
    }

    public func update(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {
        if let failure { throw failure }
        let key = Key(service: service, account: account)
        guard let old = items[key] else { throw .itemNotFound(service: service, account: account) }
        items[key] = Self.item(secret, service: service, account: account, label: label ?? old.attributes.label, created: old.attributes.created)
    }

    public func set(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) -> SecretWrite {
        if let failure { throw failure }
        if items[Key(service: service, account: account)] != nil {
            try await update(secret, service: service, account: account, label: label)
            return .updated
        }
        try await add(secret, service: service, account: account, label: label)
        return .added
    }

    public func read(service: String, account: String) async throws(SecretStoreError) -> SecretItem {
        reads.append("\(service)/\(account)")
        if let failure { throw failure }
        guard let item = items[Key(service: service, account: account)] else { throw .itemNotFound(service: service, account: account) }
        return item
    }

    public func secretIfPresent(service: String, account: String) async throws(SecretStoreError) -> Secret? {
        do {
            return try await read(service: service, account: account).secret
        } catch .itemNotFound {
            return nil
        }
    }

    public func delete(service: String, account: String) async throws(SecretStoreError) {
        if let failure { throw failure }
        guard items.removeValue(forKey: Key(service: service, account: account)) != nil else {
            throw .itemNotFound(service: service, account: account)
        }
    }

    public func list(service: String?) async throws(SecretStoreError) -> [SecretItemAttributes] {
        if let failure { throw failure }
        return items.keys.sorted().filter { service == nil || $0.service == service }.compactMap { items[$0]?.attributes }
    }

    public func itemNames(service: String?) async throws(SecretStoreError) -> [SecretItemID] {
        if let failure, case .corrupted = failure { throw failure }
        return items.keys.sorted().filter { service == nil || $0.service == service }.map { SecretItemID(service: $0.service, account: $0.account) }
    }

    private static func item(_ secret: Secret, service: String, account: String, label: String?, created: Date) -> SecretItem {
        SecretItem(attributes: SecretItemAttributes(service: service, account: account, label: label, created: created, modified: .now),
                   secret: secret)
    }
}
