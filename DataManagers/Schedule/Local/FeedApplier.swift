import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// Applies a feed inside one write transaction: compares every incoming entity with the
/// stored one and writes only the differences, so an unchanged feed writes nothing.
///
/// Full-text rows are written last, together (`SearchRows`). SQLite opens a statement
/// savepoint for every upsert, and FTS5 flushes its pending index at each savepoint once it has
/// joined the transaction: interleaved, 5,000 sessions made 5,000 tiny index segments (and
/// merges), which cost about two thirds of the whole apply.
struct FeedApplier {
    let db: Database
    /// The zone days are counted in: the feed's, else the one the store last used.
    let timeZone: TimeZone
    let time: Date
    /// How the feed was read; stored with it, so a change of zone or address is seen.
    let source: FeedSource
    /// Sessions share a handful of start times: each one's day is worked out once.
    private let days = DayCache()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    func apply(_ feed: ScheduleFeed, validators: FeedValidators, shrink: ShrinkPolicy) throws -> ScheduleApplyOutcome {
        let incoming = Set(feed.sessions.map(\.id))
        let storedIDs = try String.fetchAll(db, sql: "SELECT id FROM session")
        let removed = storedIDs.count - storedIDs.filter(incoming.contains).count
        if shrink == .holdLargeRemovals, ScheduleShrink.isLarge(removing: removed, of: storedIDs.count) {
            // Held back until the feed has said the same for hours (or the person accepts it);
            // a different shrink starts the clock again.
            let fingerprint = Self.fingerprint(of: incoming)
            var since = try ScheduleMeta.value(.heldShrinkSince, db).flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
            if try ScheduleMeta.value(.heldShrink, db) != fingerprint || since == nil {
                try ScheduleMeta.set(.heldShrink, fingerprint, db)
                try ScheduleMeta.set(.heldShrinkSince, String(time.timeIntervalSince1970), db)
                since = time
            }
            let held = ScheduleShrink(stored: storedIDs.count, incoming: incoming.count, removed: removed, heldSince: since)
            if let appliesAt = held.appliesAt, time < appliesAt { return .heldBack(held) }
        }
        try ScheduleMeta.set(.heldShrink, nil, db)
        try ScheduleMeta.set(.heldShrinkSince, nil, db)
        return .applied(try apply(feed, validators: validators))
    }

    /// Which sessions a feed has, as a stable text (FNV-1a over the sorted ids): two feeds
    /// with the same sessions agree on what the schedule is.
    static func fingerprint(of ids: Set<String>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for id in ids.sorted() {
            for byte in id.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return "\(ids.count)-\(String(hash, radix: 16))"
    }

    private func apply(_ feed: ScheduleFeed, validators: FeedValidators) throws -> ScheduleApplyReport {
        let writtenBefore = db.totalChangesCount
        let statements = try Statements(db)
        // What search finds a session by, besides its own text: its speakers' names and tag lines.
        let peopleText = Dictionary(uniqueKeysWithValues: feed.speakers.map { speaker in
            (speaker.id, [speaker.fullName, speaker.tagLine].compactMap { $0 }.joined(separator: " "))
        })
        let fullNames = Dictionary(uniqueKeysWithValues: feed.speakers.map { ($0.id, $0.fullName) })
        let existingSessions = Dictionary(uniqueKeysWithValues: try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns, parts: .whole).map { ($0.id, $0) })
        // Formatting is compared as stored: lists of sessions are read without it.
        let storedRows = try Row.fetchAll(db, sql: "SELECT id, descriptionRich, searchRow, searchPeople FROM session")
        let existingRich = Dictionary(uniqueKeysWithValues: storedRows.map { ($0[0] as String, $0[1] as String?) })
        let searchRows = Dictionary(uniqueKeysWithValues: storedRows.map { row in
            (row[0] as String, (row[2] as Int64?).map { (row: $0, people: (row[3] as String?) ?? "") })
        })
        // Read again in another zone, every time moves: that is a correction, not news.
        let hadSchedule = !existingSessions.isEmpty && !source.isRereading(db)
        let timeZoneChanged = try ScheduleMeta.value(.timeZone, db) != timeZone.identifier

        try applyRooms(feed.rooms)
        try applyCategories(feed.categories)
        var speakerSearch = try SearchRows(db, index: "speakerSearch")
        let peopleChanged = try applySpeakers(feed.speakers, statements: statements, search: &speakerSearch)

        var changes: [ScheduleChange] = []
        var search = try SearchRows(db, index: "sessionSearch")
        let incoming = Set(feed.sessions.map(\.id))
        // A talk whose slot came back under a new id (pretalx gives a talk scheduled twice new
        // guids) is the same talk: its change is said against the slot it had, never "removed".
        let successors = TalkSuccession.pairs(vanished: existingSessions.values.filter { !incoming.contains($0.id) },
                                              arrived: feed.sessions.filter { existingSessions[$0.id] == nil }, in: feed.sessions)
        let succeeded = Set(successors.values.map(\.id))
        for incomingSession in feed.sessions {
            let old = existingSessions[incomingSession.id]
            let rich = RichTextColumn.encode(incomingSession.richDescription)
            var session = incomingSession
            session.richDescription = nil
            let speakerTextChanged = session.speakers.contains { peopleChanged.contains($0.id) }
            if old == session && existingRich[session.id] == rich && !speakerTextChanged {
                if timeZoneChanged { try updateDay(of: session) }
                continue
            }
            // Its full-text row is replaced only when the words it holds changed (not a new time or room).
            let people = session.speakers.compactMap { peopleText[$0.id] }.joined(separator: " ")
            let words = SessionSearchRow.columns(of: session, people: people)
            let stored = searchRows[session.id] ?? nil
            var searchRow = stored?.row
            let storedWords = old.flatMap { old in stored.map { SessionSearchRow.columns(of: old, people: $0.people) } }
            if storedWords != words {
                if let stored, let storedWords { search.remove(stored.row, columns: storedWords) }
                searchRow = search.add(StatementArguments(texts: words))
            }
            try write(session, rich: rich, speakerNames: Session.speakerNames(session.speakers.compactMap { fullNames[$0.id] }),
                      search: (searchRow, people), isNew: old == nil, statements: statements)
            if hadSchedule { changes += ScheduleChange.between(old ?? successors[session.id], session, at: time) }
        }
        for (id, old) in existingSessions where !incoming.contains(id) {
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id])
            if let stored = searchRows[id] ?? nil { search.remove(stored.row, columns: SessionSearchRow.columns(of: old, people: stored.people)) }
            if !succeeded.contains(id) { changes += ScheduleChange.between(old, nil, at: time) }
        }
        try deleteVanished(table: "speaker", keeping: feed.speakers.map(\.id))
        try deleteVanished(table: "room", keeping: feed.rooms.map { String($0.id) })
        try deleteVanished(table: "categoryItem", keeping: feed.categories.flatMap(\.items).map { String($0.id) })
        try deleteVanished(table: "category", keeping: feed.categories.map { String($0.id) })

        try search.write(remove: statements.deleteSearch, insert: statements.insertSearch)
        try speakerSearch.write(remove: statements.deleteSpeakerSearch, insert: statements.insertSpeakerSearch)
        // The newest changes only: a history that grows without end slows every screen that reads it.
        for change in changes.suffix(ScheduleHistory.maximumCount) {
            try statements.insertChange.execute(arguments: [change.sessionID, change.kind.rawValue, try change.before.map(bounded).map(json),
                                                            try change.after.map(bounded).map(json), change.detectedAt.timeIntervalSince1970])
        }
        if !changes.isEmpty { try pruneHistory() }
        try ScheduleMeta.set(.timeZone, timeZone.identifier, db)
        try ScheduleMeta.set(.etag, validators.etag, db)
        try ScheduleMeta.set(.lastModified, validators.lastModified, db)
        try ScheduleMeta.set(.digest, validators.digest, db)
        try ScheduleMeta.set(.format, feed.conference.format.rawValue, db)
        try ScheduleMeta.set(.feedTitle, feed.conference.title, db)
        try ScheduleMeta.set(.generator, feed.conference.generator, db)
        try source.record(db)
        if db.totalChangesCount > writtenBefore { try ScheduleMeta.set(.revision, UUID().uuidString, db) }

        return ScheduleApplyReport(sessions: feed.sessions.count, speakers: feed.speakers.count, rooms: feed.rooms.count,
                                   categories: feed.categories.count, changes: changes,
                                   rowsWritten: db.totalChangesCount - writtenBefore,
                                   succession: ScheduleSuccession(sessions: feed.sessions, arrived: incoming.subtracting(existingSessions.keys),
                                                                  vanished: existingSessions.values.filter { !incoming.contains($0.id) }))
    }

    // MARK: Parts

    private func applyRooms(_ rooms: [Room]) throws {
        let stored = Dictionary(uniqueKeysWithValues: try ScheduleReader.rooms(db).map { ($0.id, $0) })
        for room in rooms where stored[room.id] != room {
            try db.cachedStatement(sql: """
                INSERT INTO room (id, name, sort) VALUES (?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, sort = excluded.sort
                """).execute(arguments: [room.id, room.name, room.sort])
        }
    }

    private func applyCategories(_ categories: [Category]) throws {
        let stored = Dictionary(uniqueKeysWithValues: try ScheduleReader.categories(db).map { ($0.id, $0) })
        for category in categories where stored[category.id] != category {
            try db.cachedStatement(sql: """
                INSERT INTO category (id, title, appliesTo, sort) VALUES (?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET title = excluded.title, appliesTo = excluded.appliesTo, sort = excluded.sort
                """).execute(arguments: [category.id, category.title, category.appliesTo.rawValue, category.sort])
            let storedItems = Set(stored[category.id]?.items ?? [])
            for item in category.items where !storedItems.contains(item) {
                try db.cachedStatement(sql: """
                    INSERT INTO categoryItem (id, categoryId, name, sort) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET categoryId = excluded.categoryId, name = excluded.name, sort = excluded.sort
                    """).execute(arguments: [item.id, category.id, item.name, item.sort])
            }
        }
    }

    /// Writes changed speakers and notes their search rows; returns those whose text in their
    /// sessions' search rows (name, tag line) changed.
    private func applySpeakers(_ speakers: [Speaker], statements: Statements, search: inout SearchRows) throws -> Set<String> {
        let stored = Dictionary(uniqueKeysWithValues: try ScheduleReader.speakers(db, whole: true).map { ($0.id, $0) })
        let searchRows = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, searchRow FROM speaker").map {
            ($0[0] as String, $0[1] as Int64?)
        })
        var textChanged: Set<String> = []
        for speaker in speakers {
            let old = stored[speaker.id]
            guard old != speaker else { continue }
            if old != nil && (old?.fullName != speaker.fullName || old?.tagLine != speaker.tagLine) { textChanged.insert(speaker.id) }
            var searchRow = searchRows[speaker.id] ?? nil
            // Worked out once: folding a name that is not ASCII is Foundation's, and costly.
            let sortKey = speaker.sortKey, fullName = speaker.fullName
            if old?.fullName != fullName || old?.tagLine != speaker.tagLine || old?.bio != speaker.bio || old?.sortKey != sortKey {
                if old != nil, let searchRow { search.remove(searchRow) }
                searchRow = search.add([speaker.id, sortKey, fullName, speaker.tagLine ?? "", speaker.bio ?? ""])
            }
            let columns: StatementArguments = [
                speaker.firstName, speaker.lastName, speaker.displayName, speaker.tagLine, speaker.bio,
                speaker.photoURL?.absoluteString, speaker.isTopSpeaker, JSONList.links(speaker.links),
                JSONList.numbers(speaker.categoryItems.map(\.id)), JSONList.strings(speaker.sessionIDs), sortKey, searchRow,
            ]
            try (old == nil ? statements.insertSpeaker : statements.updateSpeaker).execute(arguments: columns + [speaker.id])
        }
        let incoming = Set(speakers.map(\.id))
        for id in stored.keys where !incoming.contains(id) {
            if let row = searchRows[id] ?? nil { search.remove(row) }
        }
        return textChanged
    }

    /// `search`: the number of the session's full-text row, and the people text it was given.
    private func write(_ session: Session, rich: String?, speakerNames: String, search: (row: Int64?, people: String), isNew: Bool,
                       statements: Statements) throws {
        let columns: StatementArguments = [
            session.title, session.description, session.startsAt?.timeIntervalSince1970,
            session.endsAt?.timeIntervalSince1970, day(of: session), session.room?.id, session.isServiceSession,
            session.isPlenumSession, session.liveURL?.absoluteString, session.recordingURL?.absoluteString, session.status,
            session.subtitle, session.pageURL?.absoluteString, JSONList.links(session.links), session.programmeDay?.description,
            session.doNotRecord, rich, speakerNames, search.row, search.people,
        ]
        try (isNew ? statements.insertSession : statements.updateSession).execute(arguments: columns + [session.id])
        if !isNew {
            try statements.deleteSessionSpeakers.execute(arguments: [session.id])
            try statements.deleteSessionItems.execute(arguments: [session.id])
        }
        // A session's speakers, and its items, in one statement each (see `Statements`).
        if !session.speakers.isEmpty {
            try statements.insertSessionSpeakers.execute(arguments: [session.id, JSONList.strings(session.speakers.map(\.id))])
        }
        if !session.categoryItems.isEmpty {
            try statements.insertSessionItems.execute(arguments: [session.id, JSONList.numbers(session.categoryItems.map(\.id))])
        }
    }

    private func updateDay(of session: Session) throws {
        try db.execute(sql: "UPDATE session SET day = ? WHERE id = ?", arguments: [day(of: session), session.id])
    }

    private func day(of session: Session) -> String? {
        guard let startsAt = session.startsAt else { return nil }
        return session.programmeDay?.description ?? days.day(of: startsAt, in: timeZone)
    }

    private func deleteVanished(table: String, keeping ids: [String]) throws {
        try db.execute(sql: "DELETE FROM \(table) WHERE CAST(id AS TEXT) NOT IN (SELECT value FROM json_each(?))",
                       arguments: [JSONList.strings(ids)])
    }

    private func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
