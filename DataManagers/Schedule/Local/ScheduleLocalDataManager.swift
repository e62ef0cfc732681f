import Entities
import FeedFetcherContract
import Foundation
import GRDB
import LiveData
import ScheduleDataContract
import StoreFiles

/// The schedule's local store: SQLite through GRDB in WAL mode, so screens read while the
/// synchronizer writes (what the practice's two Core Data contexts did).
///
/// Two files: the schedule, which any feed can rebuild, and the person's own data (favorites,
/// what they last looked at), which nothing can. A damaged schedule file is moved aside and
/// rebuilt by the next sync; the favorites are in the other file and come back with it.
public struct ScheduleLocalDataManager: ScheduleLocalDataManaging {
    private let schedule: StoreConnection
    let user: StoreConnection
    /// The name the person gave the conference (nil: the feed's, else `fallbackName`).
    private let conferenceName: String?
    private let fallbackName: String
    private let source: FeedSource
    let broadcaster = ChangeBroadcaster<ScheduleDataChange>()
    /// What the person hid from every view, which list reads leave out.
    private let hidden: HiddenCache

    /// The person's own data for the store at `path`: `<store>-user.sqlite`, beside it.
    public static func userDataPath(forStoreAt path: String) -> String {
        (path as NSString).deletingPathExtension + "-user.sqlite"
    }

    /// Opens (creating, checking, then migrating) the schedule at `path` and the person's data
    /// at `userDataPath` (by default beside it).
    ///
    /// `conferenceName`: the name the person gave it, which wins over the feed's title (nil: the
    /// feed's, else `fallbackName`). `timeZone`: the zone the person set, which the feed's
    /// times are read in (nil: the feed's own). `feedAddress`: where the feed comes from. When
    /// the zone or the address differ from those the stored feed was read with, the next sync
    /// reads the feed again whole; so does `ignoringOffsets` (the feed's clock times read as
    /// written) when it changes.
    public init(path: String, userDataPath: String? = nil, conferenceName: String?, fallbackName: String = "Conference",
                timeZone: TimeZone?, feedAddress: String? = nil, ignoringOffsets: Bool = false) throws {
        let user = try StoreFile.open(path: userDataPath ?? Self.userDataPath(forStoreAt: path), role: "favorites store",
                                      migrator: UserDataSchema.migrator)
        schedule = try StoreFile.open(path: path, role: "schedule store", migrator: ScheduleSchema.migrator) { writer in
            // Stores from before the split: their favorites move over before their table goes.
            if try !writer.read({ try ScheduleSchema.migrator.appliedIdentifiers($0) }).contains(ScheduleSchema.favoritesMovedOut) {
                try ScheduleSchema.migrator.migrate(writer, upTo: ScheduleSchema.beforeFavoritesMovedOut)
                try UserDataSchema.adoptFavorites(from: writer, into: user)
            }
            try ScheduleSchema.migrator.migrate(writer)
        }
        self.user = user
        hidden = HiddenCache(try user.readNow { db in try HiddenCache.read(db) })
        self.conferenceName = conferenceName
        self.fallbackName = fallbackName
        source = FeedSource(configuredZone: timeZone, address: feedAddress, ignoresOffsets: ignoringOffsets)
    }

    /// What opening had to repair, one line each ("the schedule store … was damaged …; it was
    /// moved to … and a new one was made").
    public var recoveries: [StoreRecovery] { [user.recovery, schedule.recovery].compactMap { $0 } }
    /// Whether the schedule was moved aside and starts empty: nothing should be published from
    /// it (a calendar, say) before a sync has filled it again.
    public var scheduleWasRecreated: Bool { schedule.recovery != nil }
    /// Whether the person's own file (favorites, marks) was damaged, moved aside and made anew:
    /// My schedule starts empty, and its calendar may be the last copy of the favorites.
    public var favoritesWereRecreated: Bool { user.recovery != nil }

    /// Puts sessions back into My schedule after the favorites file was rebuilt, as chosen at
    /// `time` (the copy's own age, so a newer choice on another device still wins). Returns
    /// how many came back.
    public func restoreFavorites(_ sessionIDs: [String], chosenAt time: Date) throws -> Int {
        let restored = try user.writeNow { db -> Int in
            for id in sessionIDs {
                try db.execute(sql: "INSERT OR IGNORE INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?)",
                               arguments: [id, time.timeIntervalSince1970])
            }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM favoriteChoice WHERE isFavorite = 1") ?? 0
        }
        if restored > 0 { broadcaster.publish(.favorites) }
        return restored
    }

    /// Why the files cannot be written (a read-only or full disk), one line each: reading still works.
    public var unwritableNotes: [String] { Array(Set([schedule.unwritableNote, user.unwritableNote].compactMap { $0 })).sorted() }

    public func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome {
        let source = source
        let (outcome, stored) = try await schedule.write { db in
            // What was there before, for the favorites to follow their talks (`TalkSuccession`).
            let stored = try Row.fetchAll(db, sql: "SELECT id, pageURL FROM session").map { row in
                (id: row[0] as String, page: (row[1] as String?).flatMap(URL.init(string:)))
            }
            // Days are counted in the feed's zone; a feed with no times keeps the store's.
            let storedZone = try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:))
            let zone = feed.conference.timeZone ?? storedZone ?? source.configuredZone ?? TimeZone(identifier: "UTC")!
            let outcome = try FeedApplier(db: db, timeZone: zone, time: time, source: source).apply(feed, validators: validators, shrink: shrink)
            if case .applied = outcome { try ScheduleMeta.set(.lastSync, String(time.timeIntervalSince1970), db) }
            return (outcome, stored)
        }
        if case .applied(let report) = outcome, report.rowsWritten > 0 { broadcaster.publish(.schedule) }
        if case .applied = outcome { try await carryFavorites(to: feed, from: stored, at: time) }
        return outcome
    }

    /// The favorites after a new version of the feed: each follows its talk to new slots
    /// (`TalkSuccession`), and each one still in the schedule is remembered as it now is.
    private func carryFavorites(to feed: ScheduleFeed, from stored: [(id: String, page: URL?)], at time: Date) async throws {
        let storedIDs = Set(stored.map(\.id))
        let arrived = Set(feed.sessions.map(\.id)).subtracting(storedIDs)
        let talkOfStored = Dictionary(stored.compactMap { session in TalkIdentity.key(session.page).map { (session.id, $0) } }) { first, _ in first }
        let changed = try await user.write { db -> Bool in
            let choices = try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite FROM favoriteChoice").map { (id: $0[0] as String, on: $0[1] as Bool) }
            let favorites = Set(choices.filter(\.on).map(\.id))
            guard !favorites.isEmpty else { return false }
            let left = favorites.subtracting(feed.sessions.map(\.id))
            var talkOfLeft = try FavoriteSnapshots.read(Array(left), db).compactMapValues(\.talk)
            talkOfLeft.merge(talkOfStored.filter { left.contains($0.key) }) { _, stored in stored }
            let carried = TalkSuccession.carry(favorites: favorites, chosen: Set(choices.map(\.id)), talkOfLeft: talkOfLeft,
                                               feed: feed.sessions, arrived: arrived)
            for id in carried.starred.sorted() {
                try db.execute(sql: "INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?) ON CONFLICT(sessionId) DO NOTHING",
                               arguments: [id, time.timeIntervalSince1970])
            }
            for id in carried.letGo.sorted() {
                try db.execute(sql: "UPDATE favoriteChoice SET isFavorite = 0, setAt = ? WHERE sessionId = ? AND isFavorite = 1",
                               arguments: [time.timeIntervalSince1970, id])
            }
            let kept = favorites.union(carried.starred)
            try FavoriteSnapshots.write(feed.sessions.lazy.filter { kept.contains($0.id) }, db)
            return !carried.starred.isEmpty || !carried.letGo.isEmpty
        }
        if changed { broadcaster.publish(.favorites) }
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
        try user.checkStillThere()
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
        ScheduleReader.narrow(&sql, &arguments, by: filter, hiding: hidden.value)
        return (sql + " ORDER BY s.startsAt, r.sort, s.title", arguments)
    }

    public func nowAndNext(at instant: Date, matching filter: SessionFilter) async throws -> NowAndNext {
        let (configuredZone, hidden) = (source.configuredZone, hidden.value)
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
        let hidden = hidden.value
        return try await schedule.read { db in
            try ScheduleReader.sessions(db, orderedIDs: try Self.sessionIDs(db, matching: text, limit: limit, hiding: hidden))
        }
    }

    nonisolated(nonsending) public func search(_ text: String, limit: Int, readingFirst firstCount: Int) async throws -> SessionSearch {
        // One synchronous read on the caller's actor: an async read's three thread hops cost as
        // much as this bounded read (200 rows chosen, `firstCount` sessions) on two shared cores.
        let hidden = hidden.value
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

    /// The person's favorites, each marked when its session is not (or no longer) in the schedule.
    public func favorites() async throws -> [Favorite] {
        let saved = try await user.read { db in
            try Row.fetchAll(db, sql: "SELECT sessionId, addedAt FROM favorite ORDER BY addedAt, sessionId").map { row in
                (id: row[0] as String, addedAt: Date(timeIntervalSince1970: row[1]))
            }
        }
        guard !saved.isEmpty else { return [] }
        let scheduled = try await schedule.read { db in
            Set(try String.fetchAll(db, sql: "SELECT id FROM session WHERE id IN (SELECT value FROM json_each(?))",
                                    arguments: [JSONList.strings(saved.map(\.id))]))
        }
        let removed = saved.map(\.id).filter { !scheduled.contains($0) }
        let lastKnown = removed.isEmpty ? [:] : try await user.read { db in try FavoriteSnapshots.read(removed, db) }
        return saved.map { favorite in
            Favorite(sessionID: favorite.id, addedAt: favorite.addedAt, sessionRemoved: !scheduled.contains(favorite.id),
                     lastKnown: lastKnown[favorite.id]?.snapshot)
        }
    }

    /// The favorites whose session is still in the schedule.
    public func favoriteSessionIDs() async throws -> Set<String> {
        Set(try await favorites().filter { !$0.sessionRemoved }.map(\.sessionID))
    }

    /// A choice only when it changes something: adding a favorite again keeps when it was added.
    /// A removal stays as a choice (to be sent to the person's other devices).
    public func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws {
        let changed = try await user.write { db -> Bool in
            if isFavorite {
                try db.execute(sql: """
                    INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?)
                    ON CONFLICT(sessionId) DO UPDATE SET isFavorite = 1, setAt = excluded.setAt WHERE isFavorite = 0
                    """, arguments: [sessionID, time.timeIntervalSince1970])
            } else {
                try db.execute(sql: "UPDATE favoriteChoice SET isFavorite = 0, setAt = ? WHERE sessionId = ? AND isFavorite = 1",
                               arguments: [time.timeIntervalSince1970, sessionID])
            }
            return db.changesCount > 0
        }
        // Remembered as it is now, so that it can be shown if its session leaves the schedule.
        if changed, isFavorite, let session = try await session(id: sessionID) {
            try await user.write { db in try FavoriteSnapshots.write([session], db) }
        }
        if changed { broadcaster.publish(.favorites) }
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

    public func lastLooked() async throws -> Date? {
        try await user.read { db in
            try Double.fetchOne(db, sql: "SELECT at FROM mark WHERE key = ?", arguments: [Self.changesLookedAt])
                .map(Date.init(timeIntervalSince1970:))
        }
    }

    public func setLastLooked(_ time: Date) async throws {
        try await user.write { db in
            try db.execute(sql: "INSERT INTO mark (key, at) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET at = excluded.at",
                           arguments: [Self.changesLookedAt, time.timeIntervalSince1970])
        }
    }

    /// One insert decides, whichever process makes it first; rows a week past are let go.
    public func claimReminder(sessionID: String, startsAt: Date, at time: Date) async throws -> Bool {
        try await user.write { db in
            try db.execute(sql: "DELETE FROM reminderGiven WHERE startsAt < ?", arguments: [time.timeIntervalSince1970 - 7 * 86_400])
            try db.execute(sql: "INSERT INTO reminderGiven (sessionId, startsAt, givenAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [sessionID, startsAt.timeIntervalSince1970, time.timeIntervalSince1970])
            return db.changesCount == 1
        }
    }

    public func releaseReminder(sessionID: String, startsAt: Date) async throws {
        try await user.write { db in
            try db.execute(sql: "DELETE FROM reminderGiven WHERE sessionId = ? AND startsAt = ?", arguments: [sessionID, startsAt.timeIntervalSince1970])
        }
    }

    public func hiddenOptions() async throws -> HiddenOptions {
        hidden.value
    }

    public func setCategoryItem(_ id: Int, hidden isHidden: Bool) async throws {
        try await setHidden(kind: "item", id: id, isHidden)
    }

    public func setRoom(_ id: Int, hidden isHidden: Bool) async throws {
        try await setHidden(kind: "room", id: id, isHidden)
    }

    public func showEverything() async throws {
        try await user.write { db in try db.execute(sql: "DELETE FROM hidden") }
        hidden.set(.none)
        broadcaster.publish(.schedule)   // every list shows something else now
    }

    private func setHidden(kind: String, id: Int, _ isHidden: Bool) async throws {
        let now = try await user.write { db -> HiddenOptions in
            if isHidden {
                try db.execute(sql: "INSERT INTO hidden (kind, id) VALUES (?, ?) ON CONFLICT DO NOTHING", arguments: [kind, id])
            } else {
                try db.execute(sql: "DELETE FROM hidden WHERE kind = ? AND id = ?", arguments: [kind, id])
            }
            return try HiddenCache.read(db)
        }
        hidden.set(now)
        broadcaster.publish(.schedule)
    }

    public func changeEvents() -> AsyncStream<ScheduleDataChange> {
        broadcaster.subscribe()
    }

    private static let changesLookedAt = "myScheduleChanges"
}
