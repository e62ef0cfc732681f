import Entities
import Foundation
import GRDB

/// The store's ways to read what is on now (`NowAndNext.reading` decides which day): a day's
/// sessions are scanned by id and time only (a FOSDEM day is 500 of them); only the few on show
/// are read whole.
enum NowAndNextQuery {
    static func read(_ db: Database, at instant: Date, in zone: TimeZone, matching filter: SessionFilter,
                     hiding hidden: HiddenOptions) throws -> NowAndNext {
        try NowAndNext.reading(at: instant, in: zone, timings: { try timings(db, in: $0, filter, hidden) },
                               nextStart: { try nextStart(db, after: $0, filter, hidden) },
                               sessions: { try ScheduleReader.sessions(db, ids: $0) }, rooms: { try ScheduleReader.rooms(db) })
    }

    /// Every session that touches a window (a programme day, and any still running into it), by start.
    private static func timings(_ db: Database, in window: DateInterval, _ filter: SessionFilter,
                                _ hidden: HiddenOptions) throws -> [NowAndNext.Timing] {
        // A session touching the window started at most the longest session's length before it.
        let longest = try Double.fetchOne(db.cachedStatement(sql: "SELECT max(coalesce(endsAt, startsAt) - startsAt) FROM session")) ?? 0
        var sql = """
            SELECT s.id, s.roomId, s.startsAt, coalesce(s.endsAt, s.startsAt) FROM session s
            WHERE s.startsAt >= ? AND s.startsAt < ? AND coalesce(s.endsAt, s.startsAt) > ?
            """
        var arguments: StatementArguments = [window.start.timeIntervalSince1970 - max(0, longest), window.end.timeIntervalSince1970,
                                             window.start.timeIntervalSince1970]
        ScheduleReader.narrow(&sql, &arguments, by: filter, hiding: hidden)
        sql += " ORDER BY s.startsAt, s.id"
        var found: [NowAndNext.Timing] = []
        let rows = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            found.append(NowAndNext.Timing(id: row[0], roomID: row[1], start: Date(timeIntervalSince1970: row[2]),
                                           end: Date(timeIntervalSince1970: row[3])))
        }
        return found
    }

    private static func nextStart(_ db: Database, after instant: Date, _ filter: SessionFilter, _ hidden: HiddenOptions) throws -> Date? {
        var sql = "SELECT min(s.startsAt) FROM session s WHERE s.startsAt > ?"
        var arguments: StatementArguments = [instant.timeIntervalSince1970]
        ScheduleReader.narrow(&sql, &arguments, by: filter, hiding: hidden)
        return try Double.fetchOne(db, sql: sql, arguments: arguments).map(Date.init(timeIntervalSince1970:))
    }
}
