import AttendeeStore
import StoreContract

/// Borrows the SQLite store's helper instead of the shared rules: the two stores drift.
public struct PostgresAttendeeStore: HealthReporting {
    public init() {}
    public func isHealthy() async -> Bool { !AttendeeStore.digest("x").isEmpty }
}
