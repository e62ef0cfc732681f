import Foundation

/// A keychain-like store of generic passwords: items keyed by (service, account), each with a
/// label, creation and modification dates and the secret bytes — the semantics of the
/// Keychain's `kSecClassGenericPassword`, for a terminal on Linux.
///
/// Every call is atomic with respect to other threads and processes using the same store.
public protocol SecretStoring: Sendable {
    /// Adds an item; `duplicateItem` when (service, account) already has one.
    func add(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError)
    /// Replaces an item's secret (and its label, when one is given); `itemNotFound` when there is none.
    func update(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError)
    /// Adds or updates in one step under the store's lock (never check-then-act); whether it added.
    @discardableResult
    func set(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) -> SecretWrite
    /// The item with its secret; `itemNotFound` when there is none.
    func read(service: String, account: String) async throws(SecretStoreError) -> SecretItem
    /// The secret of (service, account), or nil when there is no such item; every other failure throws.
    func secretIfPresent(service: String, account: String) async throws(SecretStoreError) -> Secret?
    /// Removes an item; `itemNotFound` when there is none.
    func delete(service: String, account: String) async throws(SecretStoreError)
    /// The items of one service (all services when nil), without their secrets, by service then account.
    func list(service: String?) async throws(SecretStoreError) -> [SecretItemAttributes]
    /// Which items exist (service and account), read without the key, as a keychain's attributes
    /// are: a locked store still says whether it holds something for a feed. Not authenticated
    /// (that needs the key), so it answers "is there an item?", never "is this item genuine?".
    func itemNames(service: String?) async throws(SecretStoreError) -> [SecretItemID]
}

/// An item's name: the service and the account within it. Said to a person, in errors and
/// command output alike, as "service 'mail'" or "service 'feed', account 'example.org'".
public struct SecretItemID: Sendable, Hashable, CustomStringConvertible {
    public let service: String
    public let account: String

    public init(service: String, account: String) {
        self.service = service
        self.account = account
    }

    public var description: String {
        account.isEmpty ? "service '\(service)'" : "service '\(service)', account '\(account)'"
    }
}

/// What `set` did.
public enum SecretWrite: Sendable, Equatable {
    case added
    case updated
}
