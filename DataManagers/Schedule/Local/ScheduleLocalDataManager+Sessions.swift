import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// Sessions: a day's (whole, or as outlines), what is on now and next, one or some by id, a
/// speaker's, and search.
extension ScheduleLocalDataManager {
    public func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        try await sessions(on: day, matching: filter, parts: .withoutLinks)
    }

    public func listedSessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        try await sessions(on: day, matching: filter, parts: .listed)
    }

    private func sessions(on day: LocalDate, matching filter: SessionFilter, parts: SessionParts) async throws -> [Session] {
        let (sql, arguments) = daySQL(ScheduleReader.sessionColumns, day, filter)
        return try await schedule.read { db in try ScheduleReader.sessions(db, sql: sql, arguments: arguments, parts: parts) }
    }

    public func outlines(on day: LocalDate, matching filter: SessionFilter) async throws -> [SessionOutline] {
        let (sql, arguments) = daySQL(ScheduleReader.outlineColumns, day, filter)
        return try await schedule.read { db in try ScheduleReader.outlines(db, sql: sql, arguments: arguments) }
    }

    /// A day's rows of `columns` through a filter, leaving out what the person hid, in time order.
    private func daySQL(_ columns: String, _ day: LocalDate, _ filter: SessionFilter) -> (String, StatementArguments) {
        var sql = columns + " WHERE s.day = ?"
        var arguments: StatementArguments = [day.description]
        ScheduleReader.narrow(&sql, &arguments, by: filter, hiding: hidden)
        return (sql + " ORDER BY s.startsAt, r.sort, s.title", arguments)
    }

    public func nowAndNext(at instant: Date, matching filter: SessionFilter) async throws -> NowAndNext {
        let (configuredZone, hidden) = (source.configuredZone, hidden)
        return try await schedule.read { db in
            let zone = try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:)) ?? configuredZone ?? .gmt
            return try NowAndNextQuery.read(db, at: instant, in: zone, matching: filter, hiding: hidden)
        }
    }

    public func session(id: String) async throws -> Session? {
        try await schedule.read { db in
            guard var session = try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns + " WHERE s.id = ?", arguments: [id],
                                                            parts: .whole).first else {
                return nil
            }
            // The one session a screen shows whole carries its formatting.
            session.richDescription = RichTextColumn.decode(try String.fetchOne(db, sql: "SELECT descriptionRich FROM session WHERE id = ?",
                                                                                 arguments: [id]))
            return session
        }
    }

    public func sessions(ids: [String]) async throws -> [Session] {
        try await schedule.read { db in try ScheduleReader.sessions(db, ids: ids) }
    }

    public func sessions(ofSpeaker speakerID: String) async throws -> [Session] {
        try await schedule.read { db in
            try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns
                + " WHERE s.id IN (SELECT sessionId FROM sessionSpeaker WHERE speakerId = ?)" + ScheduleReader.timeOrder,
                arguments: [speakerID], parts: .withoutLinks)
        }
    }

    public func search(_ text: String, limit: Int) async throws -> [Session] {
        let hidden = hidden
        return try await schedule.read { db in
            try ScheduleReader.sessions(db, orderedIDs: try Self.sessionIDs(db, matching: text, limit: limit, hiding: hidden))
        }
    }

    nonisolated(nonsending) public func search(_ text: String, limit: Int, readingFirst firstCount: Int) async throws -> SessionSearch {
        // One synchronous read on the caller's actor: an async read's three thread hops cost as
        // much as this bounded read (200 rows chosen, `firstCount` sessions) on two shared cores.
        let hidden = hidden
        return try schedule.readNow { db in
            let ids = try Self.sessionIDs(db, matching: text, limit: limit, hiding: hidden)
            return SessionSearch(first: try ScheduleReader.sessions(db, orderedIDs: Array(ids.prefix(firstCount))),
                                 restIDs: Array(ids.dropFirst(firstCount)))
        }
    }

    /// The best tier's matches first, each tier read in the index's own order and only as far
    /// as needed; then in time order. Ranking every match with bm25 cost 5–15 ms for a
    /// one-letter prefix that matches the whole programme: more than a keystroke may take. The
    /// tiers are read by row number alone and only the chosen rows' session ids are looked up:
    /// reading the id column of every match doubled a tier's cost.
    private static func sessionIDs(_ db: Database, matching text: String, limit: Int, hiding hidden: HiddenOptions) throws -> [String] {
        guard let queries = SearchQuery.fts(text), limit > 0 else { return [] }
        let chosen = try SearchQuery.matches([Int]()) { try searchRows(db, matching: queries, limit: limit) }
        return try ScheduleReader.inTimeOrder(db, searchRows: chosen, hiding: hidden)
    }

    /// The search index's rows of the first `limit` matches, the best tier's first.
    private static func searchRows(_ db: Database, matching queries: [String], limit: Int) throws -> [Int] {
        var chosen: [Int] = []
        var seen = Set<Int>()
        let matching = try db.cachedStatement(sql: "SELECT rowid FROM sessionSearch WHERE sessionSearch MATCH ? LIMIT ?")
        for query in queries where chosen.count < limit {
            // At most `chosen.count` of a tier's first `limit` rows were chosen before, so those
            // rows hold every new one still needed.
            let rows = try Int.fetchCursor(matching, arguments: [query, limit])
            while chosen.count < limit, let row = try rows.next() {
                if seen.insert(row).inserted { chosen.append(row) }
            }
        }
        return chosen
    }
}
