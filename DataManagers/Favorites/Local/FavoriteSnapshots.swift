import Entities
import Foundation
import GRDB

/// Each favorite's session as last seen in the schedule, in the person's own file: what a
/// favorite whose session left is shown by, and the talk it follows to new slots.
enum FavoriteSnapshots {
    static func write(_ sessions: some Sequence<Session>, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO favoriteSnapshot (sessionId, title, startsAt, endsAt, roomName, talk) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(sessionId) DO UPDATE SET title = excluded.title, startsAt = excluded.startsAt, endsAt = excluded.endsAt,
                roomName = excluded.roomName, talk = excluded.talk
            """)
        for session in sessions {
            try statement.execute(arguments: [session.id, session.title, session.startsAt?.timeIntervalSince1970,
                                              session.endsAt?.timeIntervalSince1970, session.room?.name, TalkIdentity.key(session.pageURL)])
        }
    }

    /// The snapshots of `ids` (a person's favorites: a few thousand at most, so the table is
    /// read whole and the rest dropped).
    static func read(_ ids: [String], _ db: Database) throws -> [String: (snapshot: ScheduleChange.Snapshot, talk: String?)] {
        let wanted = Set(ids)
        var found: [String: (snapshot: ScheduleChange.Snapshot, talk: String?)] = [:]
        guard !wanted.isEmpty else { return found }
        let rows = try Row.fetchCursor(db, sql: "SELECT sessionId, title, startsAt, endsAt, roomName, talk FROM favoriteSnapshot")
        while let row = try rows.next() {
            let id: String = row[0]
            guard wanted.contains(id) else { continue }
            let snapshot = ScheduleChange.Snapshot(title: row[1], startsAt: (row[2] as Double?).map(Date.init(timeIntervalSince1970:)),
                                                   endsAt: (row[3] as Double?).map(Date.init(timeIntervalSince1970:)), roomName: row[4])
            found[id] = (snapshot, row[5])
        }
        return found
    }
}
