import Foundation
import StoreContract

/// The SQLite store is the contract's embedded store.
extension AttendeeStore: AttendeeStoring {
    public var location: String { path }
    public func storageProblem(in error: any Error) -> String? { Self.storageFailure(error) }
    public func storeBytes() async -> Int { bytesOnDisk() }
}
