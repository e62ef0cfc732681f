import Foundation

/// Where synchronisation stands, for the status line.
public struct SyncStatus: Sendable, Hashable, Codable {
    public var lastSuccess: Date?
    public var lastAttempt: Date?
    /// What went wrong last time, said for a person; nil after a success.
    public var lastError: String?
    public var nextAttempt: Date?
    public var isSyncing: Bool

    public init(lastSuccess: Date? = nil, lastAttempt: Date? = nil, lastError: String? = nil,
                nextAttempt: Date? = nil, isSyncing: Bool = false) {
        self.lastSuccess = lastSuccess
        self.lastAttempt = lastAttempt
        self.lastError = lastError
        self.nextAttempt = nextAttempt
        self.isSyncing = isSyncing
    }

    public var isOffline: Bool { lastError != nil }
}
