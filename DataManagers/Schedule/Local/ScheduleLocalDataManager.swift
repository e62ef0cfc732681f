import Entities
import FeedFetcherContract
import Foundation
import GRDB
import LiveData
import FavoritesDataContract
import ScheduleDataContract
import StoreFiles

/// The schedule's local store: SQLite through GRDB in WAL mode, so screens read while the
/// synchronizer writes (what the practice's two Core Data contexts did).
///
/// It holds only what a feed can rebuild: a damaged schedule file is moved aside and rebuilt by
/// the next sync. The person's own data (favorites, what is hidden, marks) is the favorites
/// store's, in a file of its own; what is hidden reaches every list read through `hiding`.
public struct ScheduleLocalDataManager: ScheduleLocalDataManaging {
    private let schedule: StoreConnection
    /// The name the person gave the conference (nil: the feed's, else `fallbackName`).
    private let conferenceName: String?
    private let fallbackName: String
    private let source: FeedSource
    let broadcaster = ChangeBroadcaster<ScheduleDataChange>()
    /// What the person hid from every view, which list reads leave out.
    private let hiding: (any HiddenOptionsProviding)?

    /// Opens (creating, checking, then migrating) the schedule at `path`.
    ///
    /// `conferenceName`: the name the person gave it, which wins over the feed's title (nil: the
    /// feed's, else `fallbackName`). `timeZone`: the zone the person set, which the feed's
    /// times are read in (nil: the feed's own). `feedAddress`: where the feed comes from. When
    /// the zone or the address differ from those the stored feed was read with, the next sync
    /// reads the feed again whole; so does `ignoringOffsets` (the feed's clock times read as
    /// written) when it changes. `hiding`: what the person hid (the favorites store), left out of
    /// every list. `handingOverFavorites`: where a store from before favorites had a file of
    /// their own hands them over, once, before its table of them goes.
    public init(path: String, conferenceName: String?, fallbackName: String = "Conference", timeZone: TimeZone?, feedAddress: String? = nil,
                ignoringOffsets: Bool = false, hiding: (any HiddenOptionsProviding)? = nil,
                handingOverFavorites: (([FavoriteChoice]) throws -> Void)? = nil) throws {
        schedule = try StoreFile.open(path: path, role: "schedule store", migrator: ScheduleSchema.migrator) { writer in
            if try !writer.read({ try ScheduleSchema.migrator.appliedIdentifiers($0) }).contains(ScheduleSchema.favoritesMovedOut) {
                try ScheduleSchema.migrator.migrate(writer, upTo: ScheduleSchema.beforeFavoritesMovedOut)
                try handingOverFavorites?(try ScheduleSchema.legacyFavorites(writer))
            }
            try ScheduleSchema.migrator.migrate(writer)
        }
        self.hiding = hiding
        self.conferenceName = conferenceName
        self.fallbackName = fallbackName
        source = FeedSource(configuredZone: timeZone, address: feedAddress, ignoresOffsets: ignoringOffsets)
    }

    /// What opening had to repair, one line ("the schedule store … was damaged …; it was moved to
    /// … and a new one was made").
    public var recovery: StoreRecovery? { schedule.recovery }
    /// Whether the schedule was moved aside and starts empty: nothing should be published from
    /// it (a calendar, say) before a sync has filled it again.
    public var scheduleWasRecreated: Bool { schedule.recovery != nil }

    private var hidden: HiddenOptions { hiding?.hiddenNow ?? .none }

    /// The address the store was opened with, for what is found from it.
    var feedAddress: String? { source.address }

    /// A read of the schedule file, for this type's extensions.
    func readSchedule<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        try await schedule.read(body)
    }

    /// Why the file cannot be written (a read-only or full disk): reading still works.
    public var unwritableNote: String? { schedule.unwritableNote }

    public func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome {
        let source = source
        let outcome = try await schedule.write { db in
            // Days are counted in the feed's zone; a feed with no times keeps the store's.
            let storedZone = try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:))
            let zone = feed.conference.timeZone ?? storedZone ?? source.configuredZone ?? TimeZone(identifier: "UTC")!
            let outcome = try FeedApplier(db: db, timeZone: zone, time: time, source: source).apply(feed, validators: validators, shrink: shrink)
            if case .applied = outcome { try ScheduleMeta.set(.lastSync, String(time.timeIntervalSince1970), db) }
            return outcome
        }
        if case .applied(let report) = outcome, report.rowsWritten > 0 { broadcaster.publish(.schedule) }
        return outcome
    }

    public func noteUnchanged(at time: Date) async throws {
        try await schedule.write { db in try ScheduleMeta.set(.lastSync, String(time.timeIntervalSince1970), db) }
    }

    public func summary() async throws -> ScheduleStoreSummary {
        try await schedule.read { db in
            let days = try String.fetchAll(db, sql: "SELECT DISTINCT day FROM session WHERE day IS NOT NULL ORDER BY day").compactMap { LocalDate($0) }
            return ScheduleStoreSummary(
                format: try ScheduleMeta.value(.format, db).flatMap(ScheduleFormat.init(rawValue:)),
                title: try ScheduleMeta.value(.feedTitle, db),
                timeZone: try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:)),
                days: days,
                sessions: try Int.fetchOne(db, sql: "SELECT count(*) FROM session") ?? 0,
                lastSync: try ScheduleMeta.value(.lastSync, db).flatMap(Double.init).map(Date.init(timeIntervalSince1970:)))
        }
    }

    public func validators() async throws -> FeedValidators? {
        // The first thing every sync asks: a conference removed meanwhile is noticed here.
        try schedule.checkStillThere()
        let source = source
        return try await schedule.read { db in
            guard try ScheduleMeta.value(.heldShrink, db) == nil, try !source.differs(db) else { return nil }
            let validators = FeedValidators(etag: try ScheduleMeta.value(.etag, db), lastModified: try ScheduleMeta.value(.lastModified, db))
            return validators.isEmpty ? nil : validators
        }
    }

    /// The conference as stored: its days, in the zone they were counted in, and its name.
    public func conference() async throws -> Conference? {
        let (days, zone, title) = try await schedule.read { db in
            (try String.fetchAll(db, sql: "SELECT DISTINCT day FROM session WHERE day IS NOT NULL ORDER BY day"),
             try ScheduleMeta.value(.timeZone, db), try ScheduleMeta.value(.feedTitle, db))
        }
        // Never synced: nil. Synced, with no session that has a time: a conference of no days
        // (a schedule not published yet), which screens say as such.
        guard !days.isEmpty || zone != nil else { return nil }
        let timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? source.configuredZone ?? TimeZone(identifier: "UTC")!
        return Conference(name: conferenceName ?? title ?? fallbackName, timeZone: timeZone, days: days.compactMap { LocalDate($0) })
    }

    public func counts() async throws -> ScheduleCounts {
        try await schedule.read { db in
            func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
            return ScheduleCounts(sessions: try count("session"), speakers: try count("speaker"), rooms: try count("room"),
                                  categories: try count("category"))
        }
    }

    public func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        let (sql, arguments) = daySQL(ScheduleReader.sessionColumns, day, filter)
        return try await schedule.read { db in try ScheduleReader.sessions(db, sql: sql, arguments: arguments, withLinks: false) }
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
                                                            withLinks: true).first else {
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
                arguments: [speakerID], withLinks: false)
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
        return try ScheduleReader.inTimeOrder(db, searchRows: chosen, hiding: hidden)
    }

    public func speakers() async throws -> [Speaker] {
        try await schedule.read { db in try ScheduleReader.speakers(db, withLinks: false) }
    }

    public func speakers(first limit: Int) async throws -> SpeakerListStart {
        try await schedule.read { db in
            SpeakerListStart(speakers: try ScheduleReader.speakers(db, sql: ScheduleReader.speakerColumns + ScheduleReader.speakerOrder + " LIMIT ?",
                                                                   arguments: [max(0, limit)], withLinks: false),
                             total: try Int.fetchOne(db, sql: "SELECT count(*) FROM speaker") ?? 0)
        }
    }

    public func speaker(id: String) async throws -> Speaker? {
        try await schedule.read { db in
            try ScheduleReader.speakers(db, sql: ScheduleReader.speakerColumns + " WHERE sp.id = ?", arguments: [id], withLinks: true).first
        }
    }

    public func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch {
        guard let queries = SearchQuery.fts(text, tiers: SearchQuery.speakerTiers), limit > 0 else { return SpeakerSearch() }
        return try await schedule.read { db in try Self.speakers(db, matching: queries, limit: limit) }
    }

    nonisolated(nonsending) public func searchSpeakersNow(_ text: String, limit: Int) async throws -> SpeakerSearch {
        guard let queries = SearchQuery.fts(text, tiers: SearchQuery.speakerTiers), limit > 0 else { return SpeakerSearch() }
        return try schedule.readNow { db in try Self.speakers(db, matching: queries, limit: limit) }
    }

    private static func speakers(_ db: Database, matching queries: [String], limit: Int) throws -> SpeakerSearch {
        // Names found, the first `limit` of them A–Z (the index sorts them by the key it keeps).
        let byName = try String.fetchAll(try db.cachedStatement(sql: """
            SELECT speakerId FROM speakerSearch WHERE speakerSearch MATCH ? ORDER BY sortKey, speakerId LIMIT ?
            """), arguments: [queries[0], limit])
        // Then what the other text finds, in the index's order and only as far as needed
        // (a bio's words match most speakers: sorting them all cost more than a keystroke);
        // those are put A–Z when read.
        let named = Set(byName)
        var others: [String] = []
        let rows = try String.fetchCursor(try db.cachedStatement(sql: "SELECT speakerId FROM speakerSearch WHERE speakerSearch MATCH ? LIMIT ?"),
                                          arguments: [queries[1], limit])
        while others.count < limit - byName.count, let id = try rows.next() {
            if !named.contains(id) { others.append(id) }
        }
        return SpeakerSearch(byName: try ScheduleReader.speakers(db, ids: byName, inListOrder: true),
                             byOtherText: try ScheduleReader.speakers(db, ids: others, inListOrder: false))
    }

    public func rooms() async throws -> [Room] {
        try await schedule.read { db in try ScheduleReader.rooms(db) }
    }

    public func sessionCounts() async throws -> SessionCounts {
        try await schedule.read { db in
            func counts(_ sql: String) throws -> [Int: Int] {
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: sql).map { ($0[0] as Int, $0[1] as Int) })
            }
            return SessionCounts(byCategoryItem: try counts("SELECT itemId, count(*) FROM sessionCategoryItem GROUP BY itemId"),
                                 byRoom: try counts("SELECT roomId, count(*) FROM session WHERE roomId IS NOT NULL GROUP BY roomId"))
        }
    }

    public func categories() async throws -> [Category] {
        try await schedule.read { db in try ScheduleReader.categories(db) }
    }

    public func filterNames() async throws -> FilterNames {
        let hidden = hidden
        return try await schedule.read { db in
            FilterNames(categories: try ScheduleReader.categories(db), rooms: try ScheduleReader.rooms(db), hidden: hidden)
        }
    }

    public func changes(since time: Date) async throws -> [ScheduleChange] {
        try await schedule.read { db in
            let decoder = JSONDecoder()
            // A row written by a build from before the cap may hold a megabyte of title: SQLite
            // cuts it before Swift decodes or a screen lays it out.
            return try Row.fetchAll(db, sql: """
                SELECT sessionId, kind, detectedAt, \(Self.boundedSnapshot("before")) AS before, \(Self.boundedSnapshot("after")) AS after
                FROM scheduleChange WHERE detectedAt >= ? ORDER BY detectedAt DESC, id DESC LIMIT ?
                """, arguments: [time.timeIntervalSince1970, ScheduleHistory.maximumCount]).map { row in
                ScheduleChange(
                    sessionID: row["sessionId"], kind: ScheduleChange.Kind(rawValue: row["kind"]) ?? .added,
                    before: try (row["before"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    after: try (row["after"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    detectedAt: Date(timeIntervalSince1970: row["detectedAt"]))
            }
        }
    }

    /// A change's snapshot column as JSON whose title and room are at most
    /// `ScheduleHistory.maximumText` characters (the rest an ellipsis).
    static func boundedSnapshot(_ column: String) -> String {
        let limit = ScheduleHistory.maximumText
        func cut(_ key: String) -> String {
            let text = "json_extract(\(column), '$.\(key)')"
            return "CASE WHEN length(\(text)) > \(limit) THEN substr(\(text), 1, \(limit - 1)) || '…' ELSE \(text) END"
        }
        return """
            CASE WHEN \(column) IS NULL OR NOT json_valid(\(column)) THEN \(column) ELSE json_object('title', \(cut("title")),
            'startsAt', json_extract(\(column), '$.startsAt'), 'endsAt', json_extract(\(column), '$.endsAt'), 'roomName', \(cut("roomName"))) END
            """
    }

    /// The schedule's own changes, and what is hidden changing as a change of the schedule (what
    /// every list shows changed).
    public func changeEvents() -> AsyncStream<ScheduleDataChange> {
        guard let hiding else { return broadcaster.subscribe() }
        return ChangeBroadcaster.merging(broadcaster.subscribe(), hiding.changeEvents()) { $0 == .hidden ? .schedule : nil }
    }
}
