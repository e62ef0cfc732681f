import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// Applies a feed inside one write transaction: compares every incoming entity with the
/// stored one and writes only the differences, so an unchanged feed writes nothing.
///
/// Full-text rows are written last, together. SQLite opens a statement savepoint for every
/// upsert, and FTS5 flushes its pending index at each savepoint once it has joined the
/// transaction: interleaved, 5,000 sessions made 5,000 tiny index segments (and merges), which
/// cost about two thirds of the whole apply.
struct FeedApplier {
    let db: Database
    let timeZone: TimeZone
    let time: Date
    /// Sessions share a handful of start times: each one's day is worked out once.
    private let days = DayCache()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    func apply(_ feed: ScheduleFeed, validators: FeedValidators) throws -> ScheduleApplyReport {
        let writtenBefore = db.totalChangesCount
        let statements = try Statements(db)
        // What search finds a session by, besides its own text: its speakers' names and tag lines.
        let peopleText = Dictionary(uniqueKeysWithValues: feed.speakers.map { speaker in
            (speaker.id, [speaker.fullName, speaker.tagLine].compactMap { $0 }.joined(separator: " "))
        })
        let existingSessions = Dictionary(uniqueKeysWithValues: try ScheduleReader.sessions(db, sql: ScheduleReader.sessionColumns).map { ($0.id, $0) })
        let hadSchedule = !existingSessions.isEmpty
        let timeZoneChanged = try meta("timeZone") != timeZone.identifier

        try applyRooms(feed.rooms)
        try applyCategories(feed.categories)
        let peopleChanged = try applySpeakers(feed.speakers, statements: statements)

        var changes: [ScheduleChange] = []
        var search = SearchRows()
        let incoming = Set(feed.sessions.map(\.id))
        for session in feed.sessions {
            let old = existingSessions[session.id]
            let speakerTextChanged = session.speakers.contains { peopleChanged.contains($0.id) }
            if old == session && !speakerTextChanged {
                if timeZoneChanged { try updateDay(of: session) }
                continue
            }
            try write(session, isNew: old == nil, statements: statements)
            search.replace(session, isNew: old == nil, people: session.speakers.compactMap { peopleText[$0.id] }.joined(separator: " "))
            if hadSchedule { changes += ScheduleChange.between(old, session, at: time) }
        }
        for (id, old) in existingSessions where !incoming.contains(id) {
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id])
            search.removed.append(id)
            try db.execute(sql: "UPDATE favorite SET sessionRemoved = 1 WHERE sessionId = ? AND sessionRemoved = 0", arguments: [id])
            changes += ScheduleChange.between(old, nil, at: time)
        }
        // A favorite whose session came back is whole again.
        try db.execute(sql: """
            UPDATE favorite SET sessionRemoved = 0
            WHERE sessionRemoved = 1 AND sessionId IN (SELECT value FROM json_each(?))
            """, arguments: [JSONList.strings(Array(incoming))])
        try deleteVanished(table: "speaker", keeping: feed.speakers.map(\.id))
        try deleteVanished(table: "room", keeping: feed.rooms.map { String($0.id) })
        try deleteVanished(table: "categoryItem", keeping: feed.categories.flatMap(\.items).map { String($0.id) })
        try deleteVanished(table: "category", keeping: feed.categories.map { String($0.id) })

        try search.write(statements)
        for change in changes {
            try statements.insertChange.execute(arguments: [change.sessionID, change.kind.rawValue, try change.before.map(json), try change.after.map(json),
                                     change.detectedAt.timeIntervalSince1970])
        }
        try setMeta("timeZone", timeZone.identifier)
        try setMeta("etag", validators.etag)
        try setMeta("lastModified", validators.lastModified)

        return ScheduleApplyReport(sessions: feed.sessions.count, speakers: feed.speakers.count, rooms: feed.rooms.count,
                                   categories: feed.categories.count, changes: changes,
                                   rowsWritten: db.totalChangesCount - writtenBefore)
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

    /// Writes changed speakers; returns those whose searchable text (name, tag line) changed.
    private func applySpeakers(_ speakers: [Speaker], statements: Statements) throws -> Set<String> {
        let stored = Dictionary(uniqueKeysWithValues: try ScheduleReader.speakers(db).map { ($0.id, $0) })
        var textChanged: Set<String> = []
        for speaker in speakers {
            let old = stored[speaker.id]
            guard old != speaker else { continue }
            if old != nil && (old?.fullName != speaker.fullName || old?.tagLine != speaker.tagLine) { textChanged.insert(speaker.id) }
            let columns: StatementArguments = [
                speaker.firstName, speaker.lastName, speaker.displayName, speaker.tagLine, speaker.bio,
                speaker.photoURL?.absoluteString, speaker.isTopSpeaker, JSONList.links(speaker.links),
                JSONList.numbers(speaker.categoryItems.map(\.id)), JSONList.strings(speaker.sessionIDs),
            ]
            try (old == nil ? statements.insertSpeaker : statements.updateSpeaker).execute(arguments: columns + [speaker.id])
        }
        return textChanged
    }

    private func write(_ session: Session, isNew: Bool, statements: Statements) throws {
        let columns: StatementArguments = [
            session.title, session.description, session.startsAt?.timeIntervalSince1970,
            session.endsAt?.timeIntervalSince1970, day(of: session), session.room?.id, session.isServiceSession,
            session.isPlenumSession, session.liveURL?.absoluteString, session.recordingURL?.absoluteString, session.status,
        ]
        try (isNew ? statements.insertSession : statements.updateSession).execute(arguments: columns + [session.id])
        if !isNew {
            try statements.deleteSessionSpeakers.execute(arguments: [session.id])
            try statements.deleteSessionItems.execute(arguments: [session.id])
        }
        for (position, speaker) in session.speakers.enumerated() {
            try statements.insertSessionSpeaker.execute(arguments: [session.id, speaker.id, position])
        }
        for (position, item) in session.categoryItems.enumerated() {
            try statements.insertSessionItem.execute(arguments: [session.id, item.id, position])
        }
    }

    private func updateDay(of session: Session) throws {
        try db.execute(sql: "UPDATE session SET day = ? WHERE id = ?", arguments: [day(of: session), session.id])
    }

    private func day(of session: Session) -> String? {
        session.startsAt.map { days.day(of: $0, in: timeZone) }
    }

    private func deleteVanished(table: String, keeping ids: [String]) throws {
        try db.execute(sql: "DELETE FROM \(table) WHERE CAST(id AS TEXT) NOT IN (SELECT value FROM json_each(?))",
                       arguments: [JSONList.strings(ids)])
    }

    private func meta(_ key: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
    }

    /// Writes only when the value differs, so an unchanged feed leaves meta untouched.
    private func setMeta(_ key: String, _ value: String?) throws {
        guard try meta(key) != value else { return }
        if let value {
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
        } else {
            try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [key])
        }
    }

    private func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// The full-text rows an apply replaces, written in one go after every other table.
private struct SearchRows {
    var removed: [String] = []
    var added: [(id: String, title: String, description: String, people: String)] = []

    mutating func replace(_ session: Session, isNew: Bool, people: String) {
        if !isNew { removed.append(session.id) }
        added.append((session.id, session.title, session.description ?? "", people))
    }

    func write(_ statements: Statements) throws {
        for id in removed { try statements.deleteSearch.execute(arguments: [id]) }
        for row in added { try statements.insertSearch.execute(arguments: [row.id, row.title, row.description, row.people]) }
    }
}

/// The statements an apply runs thousands of times, prepared once. New rows are inserted and
/// changed rows updated, each by its own plain statement: an upsert needs a statement journal
/// (a savepoint) for every row, and cost twice as much.
private struct Statements {
    let insertSession, updateSession, deleteSessionSpeakers, deleteSessionItems, deleteSearch: Statement
    let insertSessionSpeaker, insertSessionItem, insertSearch, insertSpeaker, updateSpeaker, insertChange: Statement

    static let sessionColumns = ["title", "description", "startsAt", "endsAt", "day", "roomId", "isServiceSession",
                                 "isPlenumSession", "liveURL", "recordingURL", "status"]
    static let speakerColumns = ["firstName", "lastName", "displayName", "tagLine", "bio", "photoURL", "isTopSpeaker",
                                 "links", "categoryItemIds", "sessionIds"]

    init(_ db: Database) throws {
        insertSession = try db.makeStatement(sql: Self.insert(into: "session", Self.sessionColumns))
        updateSession = try db.makeStatement(sql: Self.update("session", Self.sessionColumns))
        insertSpeaker = try db.makeStatement(sql: Self.insert(into: "speaker", Self.speakerColumns))
        updateSpeaker = try db.makeStatement(sql: Self.update("speaker", Self.speakerColumns))
        deleteSessionSpeakers = try db.makeStatement(sql: "DELETE FROM sessionSpeaker WHERE sessionId = ?")
        deleteSessionItems = try db.makeStatement(sql: "DELETE FROM sessionCategoryItem WHERE sessionId = ?")
        deleteSearch = try db.makeStatement(sql: "DELETE FROM sessionSearch WHERE sessionId = ?")
        insertSessionSpeaker = try db.makeStatement(sql: "INSERT INTO sessionSpeaker (sessionId, speakerId, position) VALUES (?, ?, ?)")
        insertSessionItem = try db.makeStatement(sql: "INSERT INTO sessionCategoryItem (sessionId, itemId, position) VALUES (?, ?, ?)")
        insertSearch = try db.makeStatement(sql: "INSERT INTO sessionSearch (sessionId, title, description, people) VALUES (?, ?, ?, ?)")
        insertChange = try db.makeStatement(sql: "INSERT INTO scheduleChange (sessionId, kind, before, after, detectedAt) VALUES (?, ?, ?, ?, ?)")
    }

    /// `INSERT INTO table (columns…, id) VALUES (?…)`: arguments are the columns, then the id.
    private static func insert(into table: String, _ columns: [String]) -> String {
        let names = (columns + ["id"]).joined(separator: ", ")
        return "INSERT INTO \(table) (\(names)) VALUES (\(Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")))"
    }

    /// `UPDATE table SET column = ?… WHERE id = ?`: the same arguments as `insert`.
    private static func update(_ table: String, _ columns: [String]) -> String {
        "UPDATE \(table) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE id = ?"
    }
}

/// Memoised venue dates of instants, for one apply.
private final class DayCache {
    private var days: [Date: String] = [:]

    func day(of instant: Date, in timeZone: TimeZone) -> String {
        if let day = days[instant] { return day }
        let day = LocalDate(instant, in: timeZone).description
        days[instant] = day
        return day
    }
}
