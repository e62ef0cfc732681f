import Foundation
import GRDB

/// One session an attendee put in or took out of My schedule, and when (milliseconds since 1970
/// on the server's clock once merged). A removal is kept as a choice, so that a device that still
/// has the favorite learns it was removed rather than adding it back.
public struct FavoriteChoice: Sendable, Hashable {
    public var sessionID: String
    public var isFavorite: Bool
    public var setAt: Int64

    public init(sessionID: String, isFavorite: Bool, setAt: Int64) {
        self.sessionID = sessionID
        self.isFavorite = isFavorite
        self.setAt = setAt
    }

    /// Whether this choice replaces `stored`: it was made later, or at the same moment and it is
    /// a removal (so two devices that chose differently at the same millisecond agree).
    public func wins(over stored: FavoriteChoice) -> Bool {
        setAt > stored.setAt || (setAt == stored.setAt && !isFavorite && stored.isFavorite)
    }
}

/// The rules of a merge, as API/openapi.yaml states them.
public enum FavoriteRules {
    /// Choices one request may carry.
    public static let maxChoicesPerRequest = 200
    /// Choices the server keeps per attendee (a conference has a few thousand sessions at most).
    public static let maxChoicesPerAttendee = 5_000
    public static let maxSessionIDLength = 200
    /// A device clock this far from the server's is taken to be wrong, and its times are moved.
    public static let clockSkewTolerance: Int64 = 10_000
    /// The latest moment the document allows (9999-12-31T23:59:59.999Z).
    public static let latestMillisecond: Int64 = 253_402_300_799_999

    /// What is wrong with a session id, or nil.
    public static func problem(withSessionID id: String) -> String? {
        let length = id.unicodeScalars.count
        if length == 0 || length > maxSessionIDLength { return "a session id is 1–\(maxSessionIDLength) characters" }
        if id.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "a session id has no control characters" }
        return nil
    }

    /// The choices on the server's clock: moved by the difference between the two clocks when the
    /// device's is clearly wrong, and never later than `now`.
    public static func onServerClock(_ choices: [FavoriteChoice], sentAt: Int64, now: Int64) -> [FavoriteChoice] {
        let skew = now - sentAt
        let shift = abs(skew) > clockSkewTolerance ? skew : 0
        // Both clocks are within the document's range (under 2^48), so the sum cannot overflow.
        return choices.map { choice in
            var moved = choice
            moved.setAt = min(now, max(0, choice.setAt + shift))
            return moved
        }
    }
}

/// Which attendee's set, at which version, of which store: what a favorites tag names. The owner
/// is a short digest of the attendee's id, so a device signed in as someone else never reads its
/// old version as theirs. The epoch is the store's own, random, made anew in every backup copy:
/// a store restored from a copy has rewound its version numbers, and a tag from before the
/// restore (whose number the restored set may reach again with other choices) names another
/// epoch, so it is answered the whole set, never a 304 or a part.
public struct FavoriteVersion: Sendable, Hashable {
    public var owner: String
    public var epoch: String
    public var number: Int64

    public init(owner: String, epoch: String, number: Int64) {
        self.owner = owner
        self.epoch = epoch
        self.number = number
    }

    /// The same attendee's set in the same store (at any version).
    public func isSameSet(as other: FavoriteVersion) -> Bool { owner == other.owner && epoch == other.epoch }
}

/// An attendee's choices as an answer: all of them or what changed since a version, and the
/// version of the whole set they belong to.
public struct FavoriteAnswer: Sendable, Hashable {
    public var choices: [FavoriteChoice]
    /// The set's version after this answer: what its tag names.
    public var version: FavoriteVersion
    /// False when `choices` holds only what changed since the version asked about.
    public var isComplete: Bool

    public init(choices: [FavoriteChoice], version: FavoriteVersion, isComplete: Bool) {
        self.choices = choices
        self.version = version
        self.isComplete = isComplete
    }
}

/// A merge as both stores make it: which incoming choices change the stored set, and what the
/// answer holds.
public enum FavoriteMerge {
    /// The incoming choices that win over what is stored (the later per session), by session id.
    public static func changes(_ incoming: [FavoriteChoice], over stored: [String: FavoriteChoice]) -> [String: FavoriteChoice] {
        var changed: [String: FavoriteChoice] = [:]
        for choice in incoming {
            if let current = changed[choice.sessionID] ?? stored[choice.sessionID], !choice.wins(over: current) { continue }
            changed[choice.sessionID] = choice
        }
        return changed
    }

    /// Whether the set would hold more than the server keeps after these changes.
    public static func exceedsLimit(stored: [String: FavoriteChoice], changed: [String: FavoriteChoice]) -> Bool {
        stored.count + changed.keys.filter { stored[$0] == nil }.count > FavoriteRules.maxChoicesPerAttendee
    }

    /// Whether a device holding `since` may be answered only what changed: it is this set's
    /// version, and one the set had (not one from a store restored from an older copy).
    public static func answersChanges(since: FavoriteVersion?, set version: FavoriteVersion, before: Int64) -> FavoriteVersion? {
        guard let since, since.isSameSet(as: version), since.number <= before else { return nil }
        return since
    }

    /// The answer: every choice, or those sent and those changed after the device's version.
    public static func answer(_ stored: [String: FavoriteChoice], version: FavoriteVersion, sent: [FavoriteChoice],
                              changedSince: Set<String>?) -> FavoriteAnswer {
        guard let changedSince else {
            return FavoriteAnswer(choices: stored.values.sorted { $0.sessionID < $1.sessionID }, version: version, isComplete: true)
        }
        let sent = Set(sent.map(\.sessionID))
        let answered = stored.values.filter { sent.contains($0.sessionID) || changedSince.contains($0.sessionID) }
        return FavoriteAnswer(choices: answered.sorted { $0.sessionID < $1.sessionID }, version: version, isComplete: false)
    }
}

extension FavoriteVersion {
    /// The owner part of an attendee's tag: a short digest of their id.
    public static func owner(ofAttendee id: String) -> String {
        Secrets.digest("favorites\u{0}" + id).prefix(4).map { String(format: "%02x", $0) }.joined()
    }
}

extension AttendeeStore {
    /// Every choice the attendee has made, by session id, and the set's version.
    public func favoriteSet(of seq: Int64) async throws -> FavoriteAnswer {
        try await pool.read { db in
            FavoriteAnswer(choices: try Self.choices(of: seq, in: db), version: try Self.favoritesVersion(of: seq, in: db), isComplete: true)
        }
    }

    /// Merges a device's choices (the later per session wins, on the server's clock) in one
    /// transaction, committed before this returns. Answers every choice after it — or, when the
    /// device holds version `since` (no newer than the set's), only the choices changed after it
    /// and every session it sent. A merge that changes something bumps the set's version. Throws
    /// `.tooManyFavorites` when the attendee would have more than the server keeps, before
    /// anything is written.
    public func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date,
                                     since: FavoriteVersion? = nil) async throws -> FavoriteAnswer {
        let nowMilliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let choices = FavoriteRules.onServerClock(incoming, sentAt: sentAt, now: nowMilliseconds)
        return try await pool.write { db in
            var stored = Dictionary(try Self.choices(of: seq, in: db).map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
            let changed = FavoriteMerge.changes(choices, over: stored)
            guard !FavoriteMerge.exceedsLimit(stored: stored, changed: changed) else { throw AttendeeStoreError.tooManyFavorites }
            var version = try Self.favoritesVersion(of: seq, in: db)
            let before = version.number
            if !changed.isEmpty {
                version.number += 1
                try db.execute(sql: "UPDATE attendee SET favoritesVersion = ? WHERE seq = ?", arguments: [version.number, seq])
            }
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO favoriteChoice (attendeeSeq, sessionId, isFavorite, setAt, version) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (attendeeSeq, sessionId) DO UPDATE SET isFavorite = excluded.isFavorite, setAt = excluded.setAt,
                    version = excluded.version
                """)
            for choice in changed.values {
                try upsert.execute(arguments: [seq, choice.sessionID, choice.isFavorite, choice.setAt, version.number])
                stored[choice.sessionID] = choice
            }
            let newer = try FavoriteMerge.answersChanges(since: since, set: version, before: before).map { since in
                Set(try String.fetchAll(db, sql: "SELECT sessionId FROM favoriteChoice WHERE attendeeSeq = ? AND version > ?",
                                        arguments: [seq, since.number]))
            }
            return FavoriteMerge.answer(stored, version: version, sent: choices, changedSince: newer)
        }
    }

    private static func favoritesVersion(of seq: Int64, in db: Database) throws -> FavoriteVersion {
        let row = try Row.fetchOne(db, sql: "SELECT id, favoritesVersion FROM attendee WHERE seq = ?", arguments: [seq])
        let id: String = row?["id"] ?? ""
        return FavoriteVersion(owner: FavoriteVersion.owner(ofAttendee: id), epoch: try String.fetchOne(db, sql: "SELECT value FROM storeEpoch") ?? "",
                               number: row?["favoritesVersion"] ?? 0)
    }

    private static func choices(of seq: Int64, in db: Database) throws -> [FavoriteChoice] {
        try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite, setAt FROM favoriteChoice WHERE attendeeSeq = ? ORDER BY sessionId",
                         arguments: [seq]).map { FavoriteChoice(sessionID: $0[0], isFavorite: $0[1], setAt: $0[2]) }
    }
}
