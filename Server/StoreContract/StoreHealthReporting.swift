import Foundation

/// Health and metrics: whether the store answers and can write, and what it holds.
public protocol StoreHealthReporting: Sendable {
    /// Where the store is, for the organiser's log: a path, or an address without a password.
    var location: String { get }
    /// Whether the store answers and can write.
    func health(now: Date) async -> StoreHealth
    /// Tells health that a request's write failed for want of storage.
    func recordStorageFailure(_ reason: String, now: Date)
    /// Why a write failed when it is the storage's doing (a full disk, a read-only file), in
    /// words; nil for any other error.
    func storageProblem(in error: any Error) -> String?
    /// Tokens that sign someone in now.
    func liveTokenCount(now: Date) async throws -> Int
    /// The bytes the store takes where it keeps them.
    func storeBytes() async -> Int
}
