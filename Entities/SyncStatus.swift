import Foundation

/// Where synchronisation stands, for the status line.
public struct SyncStatus: Sendable, Hashable, Codable {
    public var lastSuccess: Date?
    public var lastAttempt: Date?
    /// What went wrong last time, said for a person; nil after a success.
    public var lastError: String?
    /// What kind of trouble `lastError` is, so the status line can say "offline" only when
    /// waiting will help.
    public var lastErrorKind: SyncFailureKind?
    public var nextAttempt: Date?
    public var isSyncing: Bool
    /// A feed held back because it would remove most of the schedule; applied when the person
    /// accepts it or the next feed agrees.
    public var heldBack: ScheduleShrink?
    /// What the last applied feed had wrong but could drop ("sessions[3].roomId: room 9 does
    /// not exist; dropped"), for `?`.
    public var warnings: [String]

    public init(lastSuccess: Date? = nil, lastAttempt: Date? = nil, lastError: String? = nil, lastErrorKind: SyncFailureKind? = nil,
                nextAttempt: Date? = nil, isSyncing: Bool = false, heldBack: ScheduleShrink? = nil, warnings: [String] = []) {
        self.lastSuccess = lastSuccess
        self.lastAttempt = lastAttempt
        self.lastError = lastError
        self.lastErrorKind = lastError == nil ? nil : lastErrorKind ?? .unreachable
        self.nextAttempt = nextAttempt
        self.isSyncing = isSyncing
        self.heldBack = heldBack
        self.warnings = warnings
    }

    public var isOffline: Bool { lastError != nil }
}

/// Why a sync failed, as far as the person is concerned.
public enum SyncFailureKind: String, Sendable, Hashable, Codable, Comparable {
    /// The feed could not be reached (no network, a timeout, a server error): waiting helps.
    case unreachable
    /// The feed arrived but was refused (malformed, a wrong page, too large): the last good
    /// schedule stays until the conference fixes it.
    case feedRejected
    /// Only the person can fix it: a locked secret store, a read-only or full disk, a feed
    /// address that is gone.
    case needsAction

    public static func < (left: SyncFailureKind, right: SyncFailureKind) -> Bool {
        let order: [SyncFailureKind] = [.unreachable, .feedRejected, .needsAction]
        return order.firstIndex(of: left)! < order.firstIndex(of: right)!
    }
}
