import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// Applies a feed inside one write transaction: compares every incoming entity with the
/// stored one and writes only the differences, so an unchanged feed writes nothing.
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
        let incoming = Set(feed.sessions.map(\.id))
        for session in feed.sessions {
            let old = existingSessions[session.id]
            let speakerTextChanged = session.speakers.contains { peopleChanged.contains($0.id) }
            if old == session && !speakerTextChanged {
                if timeZoneChanged { try updateDay(of: session) }
                continue
            }
            try write(session, isNew: old == nil, statements: statements, peopleText: peopleText)
            if hadSchedule { changes += ScheduleChange.between(old, session, at: time) }
        }
        for (id, old) in existingSessions where !incoming.contains(id) {
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM sessionSearch WHERE sessionId = ?", arguments: [id])
            try db.execute(sql: "UPDATE favorite SET sessionRemoved = 1 WHERE sessionId = ? AND sessionRemoved = 0", arguments: [id])
            changes += ScheduleChange.between(old, nil, at: time)
        }
        // A favorite whose session came back is whole again.
        try db.execute(sql: """
            UPDATE favorite SET sessionRemoved = 0
            WHERE sessionRemoved = 1 AND sessionId IN (SELECT value FROM json_each(?))
            """, arguments: [try ScheduleReader.jsonList(Array(incoming))])
        try deleteVanished(table: "speaker", keeping: feed.speakers.map(\.id))
        try deleteVanished(table: "room", keeping: feed.rooms.map { String($0.id) })
        try deleteVanished(table: "categoryItem", keeping: feed.categories.flatMap(\.items).map { String($0.id) })
        try deleteVanished(table: "category", keeping: feed.categories.map { String($0.id) })

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
            try statements.upsertSpeaker.execute(arguments: [
                speaker.id, speaker.firstName, speaker.lastName, speaker.displayName, speaker.tagLine, speaker.bio,
                speaker.photoURL?.absoluteString, speaker.isTopSpeaker, speaker.links.isEmpty ? "[]" : try json(speaker.links),
                JSONList.numbers(speaker.categoryItems.map(\.id)), JSONList.strings(speaker.sessionIDs),
            ])
        }
        return textChanged
    }

    private func write(_ session: Session, isNew: Bool, statements: Statements, peopleText: [String: String]) throws {
        try statements.upsertSession.execute(arguments: [
            session.id, session.title, session.description, session.startsAt?.timeIntervalSince1970,
            session.endsAt?.timeIntervalSince1970, day(of: session), session.room?.id, session.isServiceSession,
            session.isPlenumSession, session.liveURL?.absoluteString, session.recordingURL?.absoluteString, session.status,
        ])
        if !isNew {
            try statements.deleteSessionSpeakers.execute(arguments: [session.id])
            try statements.deleteSessionItems.execute(arguments: [session.id])
            try statements.deleteSearch.execute(arguments: [session.id])
        }
        for (position, speaker) in session.speakers.enumerated() {
            try statements.insertSessionSpeaker.execute(arguments: [session.id, speaker.id, position])
        }
        for (position, item) in session.categoryItems.enumerated() {
            try statements.insertSessionItem.execute(arguments: [session.id, item.id, position])
        }
        let people = session.speakers.compactMap { peopleText[$0.id] }.joined(separator: " ")
        try statements.insertSearch.execute(arguments: [session.id, session.title, session.description ?? "", people])
    }

    private func updateDay(of session: Session) throws {
        try db.execute(sql: "UPDATE session SET day = ? WHERE id = ?", arguments: [day(of: session), session.id])
    }

    private func day(of session: Session) -> String? {
        session.startsAt.map { days.day(of: $0, in: timeZone) }
    }

    private func deleteVanished(table: String, keeping ids: [String]) throws {
        try db.execute(sql: "DELETE FROM \(table) WHERE CAST(id AS TEXT) NOT IN (SELECT value FROM json_each(?))",
                       arguments: [try ScheduleReader.jsonList(ids)])
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

/// The statements an apply runs thousands of times, prepared once.
private struct Statements {
    let upsertSession, deleteSessionSpeakers, deleteSessionItems, deleteSearch: Statement
    let insertSessionSpeaker, insertSessionItem, insertSearch, upsertSpeaker, insertChange: Statement

    init(_ db: Database) throws {
        upsertSession = try db.makeStatement(sql: """
            INSERT INTO session (id, title, description, startsAt, endsAt, day, roomId, isServiceSession, isPlenumSession, liveURL, recordingURL, status)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET title = excluded.title, description = excluded.description, startsAt = excluded.startsAt,
                endsAt = excluded.endsAt, day = excluded.day, roomId = excluded.roomId, isServiceSession = excluded.isServiceSession,
                isPlenumSession = excluded.isPlenumSession, liveURL = excluded.liveURL, recordingURL = excluded.recordingURL,
                status = excluded.status
            """)
        deleteSessionSpeakers = try db.makeStatement(sql: "DELETE FROM sessionSpeaker WHERE sessionId = ?")
        deleteSessionItems = try db.makeStatement(sql: "DELETE FROM sessionCategoryItem WHERE sessionId = ?")
        deleteSearch = try db.makeStatement(sql: "DELETE FROM sessionSearch WHERE sessionId = ?")
        insertSessionSpeaker = try db.makeStatement(sql: "INSERT INTO sessionSpeaker (sessionId, speakerId, position) VALUES (?, ?, ?)")
        insertSessionItem = try db.makeStatement(sql: "INSERT INTO sessionCategoryItem (sessionId, itemId, position) VALUES (?, ?, ?)")
        insertSearch = try db.makeStatement(sql: "INSERT INTO sessionSearch (sessionId, title, description, people) VALUES (?, ?, ?, ?)")
        upsertSpeaker = try db.makeStatement(sql: """
            INSERT INTO speaker (id, firstName, lastName, displayName, tagLine, bio, photoURL, isTopSpeaker, links, categoryItemIds, sessionIds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET firstName = excluded.firstName, lastName = excluded.lastName,
                displayName = excluded.displayName, tagLine = excluded.tagLine, bio = excluded.bio, photoURL = excluded.photoURL,
                isTopSpeaker = excluded.isTopSpeaker, links = excluded.links, categoryItemIds = excluded.categoryItemIds,
                sessionIds = excluded.sessionIds
            """)
        insertChange = try db.makeStatement(sql: "INSERT INTO scheduleChange (sessionId, kind, before, after, detectedAt) VALUES (?, ?, ?, ?, ?)")
    }
}

/// JSON arrays of ids, written directly (JSONEncoder costs more than the insert it feeds).
enum JSONList {
    static func numbers(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    static func strings(_ values: [String]) -> String {
        var text = "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
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
