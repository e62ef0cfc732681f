import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// The schedule's local store: SQLite through a GRDB DatabasePool in WAL mode, so screens read
/// while the synchronizer writes (what the practice's two Core Data contexts did).
public struct ScheduleLocalDataManager: ScheduleLocalDataManaging {
    private let pool: DatabasePool
    private let conferenceName: String
    private let timeZone: TimeZone
    private let broadcaster = ChangeBroadcaster()

    /// Opens (creating, then migrating) the store at `path`.
    public init(path: String, conferenceName: String, timeZone: TimeZone) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        pool = try DatabasePool(path: path, configuration: configuration)
        try ScheduleSchema.migrator.migrate(pool)
        self.conferenceName = conferenceName
        self.timeZone = timeZone
    }

    public func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date) async throws -> ScheduleApplyReport {
        let timeZone = timeZone
        let report = try await pool.write { db in
            try FeedApplier(db: db, timeZone: timeZone, time: time).apply(feed, validators: validators)
        }
        if report.rowsWritten > 0 { broadcaster.publish(.schedule) }
        return report
    }

    public func validators() async throws -> FeedValidators? {
        try await pool.read { db in
            let etag = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'etag'")
            let lastModified = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'lastModified'")
            let validators = FeedValidators(etag: etag, lastModified: lastModified)
            return validators.isEmpty ? nil : validators
        }
    }

    public func conference() async throws -> Conference? {
        let days = try await pool.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT day FROM session WHERE day IS NOT NULL ORDER BY day")
        }
        guard !days.isEmpty else { return nil }
        return Conference(name: conferenceName, timeZone: timeZone, days: days.compactMap(Self.localDate))
    }

    public func counts() async throws -> ScheduleCounts {
        try await pool.read { db in
            func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
            return ScheduleCounts(sessions: try count("session"), speakers: try count("speaker"), rooms: try count("room"),
                                  categories: try count("category"))
        }
    }

    public func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        try await pool.read { db in
            var sql = ScheduleReader.sessionColumns + " WHERE s.day = ?"
            var arguments: StatementArguments = [day.description]
            if !filter.roomIDs.isEmpty {
                sql += " AND s.roomId IN (SELECT value FROM json_each(?))"
                _ = arguments.append(contentsOf: [JSONList.numbers(Array(filter.roomIDs))])
            }
            if !filter.categoryItemIDs.isEmpty {
                sql += " AND s.id IN (SELECT sessionId FROM sessionCategoryItem WHERE itemId IN (SELECT value FROM json_each(?)))"
                _ = arguments.append(contentsOf: [JSONList.numbers(Array(filter.categoryItemIDs))])
            }
            sql += " ORDER BY s.startsAt, r.sort, s.title"
            return try ScheduleReader.sessions(db, sql: sql, arguments: arguments)
        }
    }

    public func session(id: String) async throws -> Session? {
        try await pool.read { db in
            try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns + " WHERE s.id = ?", arguments: [id]).first
        }
    }

    public func sessions(ids: [String]) async throws -> [Session] {
        try await pool.read { db in
            try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns
                + " WHERE s.id IN (SELECT value FROM json_each(?)) ORDER BY s.startsAt IS NULL, s.startsAt, r.sort",
                arguments: [JSONList.strings(ids)])
        }
    }

    public func sessions(ofSpeaker speakerID: String) async throws -> [Session] {
        try await pool.read { db in
            try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns
                + " WHERE s.id IN (SELECT sessionId FROM sessionSpeaker WHERE speakerId = ?) ORDER BY s.startsAt IS NULL, s.startsAt, r.sort",
                arguments: [speakerID])
        }
    }

    public func search(_ text: String, limit: Int) async throws -> [Session] {
        guard let query = SearchQuery.fts(text) else { return [] }
        return try await pool.read { db in
            // Ranks by row number alone, then reads the session ids of the few that made the
            // cut: reading the id column of every match cost as much as ranking them.
            let ranked = try String.fetchAll(try db.cachedStatement(sql: """
                SELECT s.sessionId FROM (
                    SELECT rowid AS hit, bm25(sessionSearch, 0.0, 10.0, 1.0, 5.0) AS score
                    FROM sessionSearch WHERE sessionSearch MATCH ? ORDER BY score LIMIT ?
                ) JOIN sessionSearch s ON s.rowid = hit ORDER BY score
                """), arguments: [query, limit])
            let sessions = try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns + " WHERE s.id IN (SELECT value FROM json_each(?))",
                                                       arguments: [JSONList.strings(ranked)])
            let byID = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0) })
            return ranked.compactMap { byID[$0] }
        }
    }

    public func speakers() async throws -> [Speaker] {
        try await pool.read { db in try ScheduleReader.speakers(db) }.sorted { $0.sortKey < $1.sortKey }
    }

    public func speaker(id: String) async throws -> Speaker? {
        try await pool.read { db in try ScheduleReader.speakers(db, sql: "SELECT * FROM speaker WHERE id = ?", arguments: [id]).first }
    }

    public func rooms() async throws -> [Room] {
        try await pool.read { db in try ScheduleReader.rooms(db) }
    }

    public func categories() async throws -> [Category] {
        try await pool.read { db in try ScheduleReader.categories(db) }
    }

    public func favorites() async throws -> [Favorite] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM favorite ORDER BY addedAt").map { row in
                Favorite(sessionID: row["sessionId"], addedAt: Date(timeIntervalSince1970: row["addedAt"]), sessionRemoved: row["sessionRemoved"])
            }
        }
    }

    public func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws {
        let changed = try await pool.write { db -> Bool in
            if isFavorite {
                try db.execute(sql: """
                    INSERT INTO favorite (sessionId, addedAt, sessionRemoved)
                    VALUES (?, ?, NOT EXISTS (SELECT 1 FROM session WHERE id = ?)) ON CONFLICT(sessionId) DO NOTHING
                    """, arguments: [sessionID, time.timeIntervalSince1970, sessionID])
            } else {
                try db.execute(sql: "DELETE FROM favorite WHERE sessionId = ?", arguments: [sessionID])
            }
            return db.changesCount > 0
        }
        if changed { broadcaster.publish(.favorites) }
    }

    public func changes(since time: Date) async throws -> [ScheduleChange] {
        try await pool.read { db in
            let decoder = JSONDecoder()
            return try Row.fetchAll(db, sql: "SELECT * FROM scheduleChange WHERE detectedAt >= ? ORDER BY detectedAt DESC, id DESC",
                                    arguments: [time.timeIntervalSince1970]).map { row in
                ScheduleChange(
                    sessionID: row["sessionId"], kind: ScheduleChange.Kind(rawValue: row["kind"]) ?? .added,
                    before: try (row["before"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    after: try (row["after"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    detectedAt: Date(timeIntervalSince1970: row["detectedAt"]))
            }
        }
    }

    public func changeEvents() -> AsyncStream<ScheduleDataChange> {
        broadcaster.subscribe()
    }

    private static func localDate(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? LocalDate(year: parts[0], month: parts[1], day: parts[2]) : nil
    }
}
