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
    /// How My schedule stands with each sync partner (the conference's podium-server, the
    /// event's pretalx); empty when it has none.
    public var favorites: [FavoritesSyncStatus]

    public init(lastSuccess: Date? = nil, lastAttempt: Date? = nil, lastError: String? = nil, lastErrorKind: SyncFailureKind? = nil,
                nextAttempt: Date? = nil, isSyncing: Bool = false, heldBack: ScheduleShrink? = nil, warnings: [String] = [],
                favorites: [FavoritesSyncStatus] = []) {
        self.favorites = favorites
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

/// My schedule's last exchange with one sync partner.
public struct FavoritesSyncStatus: Sendable, Hashable, Codable {
    /// Who ("pretalx at https://pretalx.example/democon/").
    public var partner: String
    /// Whether a sign-in is kept (signed out, favorites stay on this device only).
    public var isSignedIn: Bool
    public var lastSuccess: Date?
    /// Why the last attempt failed, said for a person; nil after a success.
    public var lastError: String?
    /// Choices sent by the last exchange, and favorites it added or removed here.
    public var sent: Int
    public var changedHere: Int
    /// The partner's answer would take most of My schedule out and was not adopted (`lastError`
    /// says how much); the person may accept it.
    public var heldBack: Bool

    public init(partner: String, isSignedIn: Bool, lastSuccess: Date? = nil, lastError: String? = nil, sent: Int = 0, changedHere: Int = 0,
                heldBack: Bool = false) {
        self.partner = partner
        self.isSignedIn = isSignedIn
        self.lastSuccess = lastSuccess
        self.lastError = lastError
        self.sent = sent
        self.changedHere = changedHere
        self.heldBack = heldBack
    }
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
