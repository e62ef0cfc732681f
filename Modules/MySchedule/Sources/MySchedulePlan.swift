import Entities
import FavoritesDataContract
import Foundation

/// My schedule as the Interactor works it out from the store: which favorites collide, what
/// changed about each, which changes the person has not seen. The Presenter puts it into words.
struct MySchedulePlan: Equatable {
    struct Entry: Equatable {
        let session: Session
        /// The other favorites it overlaps, earliest first.
        var overlapping: [Session] = []
        /// The newest change to it since it was favorited (other than being added).
        var change: ScheduleChange?
    }

    /// A favorite whose session left the schedule; its title as it was, when a change kept it.
    struct Removed: Equatable {
        let sessionID: String
        let title: String?
    }

    var conferenceTimeZone: TimeZone
    /// Whether the person has any favorite at all (a removed one counts).
    var hasFavorites: Bool
    /// The favorites' sessions that still exist, in time order.
    var entries: [Entry]
    var removed: [Removed]
    /// Changes to favorites the person has not looked at yet, newest first.
    var unseenChanges: [ScheduleChange]
    /// The sync partners the picks are kept with, and when each last agreed.
    var syncedWith: [(name: String, lastSynced: Date?)] = []

    static func == (left: MySchedulePlan, right: MySchedulePlan) -> Bool {
        left.conferenceTimeZone == right.conferenceTimeZone && left.hasFavorites == right.hasFavorites && left.entries == right.entries
            && left.removed == right.removed && left.unseenChanges == right.unseenChanges
            && left.syncedWith.map(\.name) == right.syncedWith.map(\.name) && left.syncedWith.map(\.lastSynced) == right.syncedWith.map(\.lastSynced)
    }
}

/// The rules that make a plan out of what the store holds.
enum MySchedulePlanning {
    /// Everything the store says about the favorites, as read.
    struct Reading: Sendable {
        var conferenceTimeZone: TimeZone
        var favorites: [Favorite]
        /// The favorites' sessions that still exist, in time order.
        var sessions: [Session]
        /// Changes to favorited sessions since each was favorited, newest first.
        var changes: [ScheduleChange]
        /// The newest change the person has already seen (kept in the store, so it survives a restart).
        var lastLooked: Date?
        /// Whom the picks are synced with.
        var syncedWith: [FavoritesSyncState] = []
    }

    static func plan(_ reading: Reading) -> MySchedulePlan {
        let overlapping = Session.overlaps(among: reading.sessions)
        let entries = reading.sessions.map { session in
            MySchedulePlan.Entry(
                session: session,
                overlapping: (overlapping[session.id] ?? []).sorted { ($0.startsAt ?? .distantPast, $0.id) < ($1.startsAt ?? .distantPast, $1.id) },
                change: reading.changes.first { $0.sessionID == session.id && $0.kind != .added })
        }
        // A favorite whose session the schedule no longer has (or not yet: a pick made elsewhere).
        let present = Set(reading.sessions.map(\.id))
        let removed = reading.favorites.filter { !present.contains($0.sessionID) }.map { favorite in
            MySchedulePlan.Removed(sessionID: favorite.sessionID,
                                   title: favorite.lastKnown?.title
                                       ?? reading.changes.first { $0.sessionID == favorite.sessionID && $0.kind == .removed }?.before?.title)
        }
        return MySchedulePlan(conferenceTimeZone: reading.conferenceTimeZone, hasFavorites: !reading.favorites.isEmpty, entries: entries,
                              removed: removed, unseenChanges: unseen(reading.changes, lastLooked: reading.lastLooked),
                              syncedWith: reading.syncedWith.map { ($0.partner.name, $0.lastSynced) })
    }

    static func unseen(_ changes: [ScheduleChange], lastLooked: Date?) -> [ScheduleChange] {
        changes.filter { change in lastLooked.map { change.detectedAt > $0 } ?? true }
    }
}
