import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// The full-text rows an apply replaces, written in one go after every other table.
struct SearchRows {
    var removed: [String] = []
    var added: [(id: String, title: String, description: String, people: String)] = []

    mutating func replace(_ session: Session, isNew: Bool, people: String) {
        if !isNew { removed.append(session.id) }
        let title = session.subtitle.map { session.title + " " + $0 } ?? session.title
        added.append((session.id, title, session.description ?? "", people))
    }

    func write(_ statements: Statements) throws {
        for id in removed { try statements.deleteSearch.execute(arguments: [id]) }
        for row in added { try statements.insertSearch.execute(arguments: [row.id, row.title, row.description, row.people]) }
    }
}

/// The speakers' full-text rows an apply replaces, written with the sessions' after every other table.
struct SpeakerSearchRows {
    var removed: [String] = []
    var added: [Speaker] = []

    mutating func replace(_ speaker: Speaker, isNew: Bool) {
        if !isNew { removed.append(speaker.id) }
        added.append(speaker)
    }

    func write(_ statements: Statements) throws {
        for id in removed { try statements.deleteSpeakerSearch.execute(arguments: [id]) }
        for speaker in added {
            try statements.insertSpeakerSearch.execute(arguments: [speaker.id, speaker.sortKey, speaker.fullName, speaker.tagLine ?? "", speaker.bio ?? ""])
        }
    }
}

/// The statements an apply runs thousands of times, prepared once. New rows are inserted and
/// changed rows updated, each by its own plain statement: an upsert needs a statement journal
/// (a savepoint) for every row, and cost twice as much.
struct Statements {
    let insertSession, updateSession, deleteSessionSpeakers, deleteSessionItems, deleteSearch: Statement
    let insertSessionSpeaker, insertSessionItem, insertSearch, insertSpeaker, updateSpeaker, insertChange: Statement
    let insertSpeakerSearch, deleteSpeakerSearch: Statement

    static let sessionColumns = ["title", "description", "startsAt", "endsAt", "day", "roomId", "isServiceSession",
                                 "isPlenumSession", "liveURL", "recordingURL", "status", "subtitle", "pageURL", "links",
                                 "programmeDay", "doNotRecord", "descriptionRich", "speakerNames"]
    static let speakerColumns = ["firstName", "lastName", "displayName", "tagLine", "bio", "photoURL", "isTopSpeaker",
                                 "links", "categoryItemIds", "sessionIds", "sortKey"]

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
        insertSpeakerSearch = try db.makeStatement(sql: "INSERT INTO speakerSearch (speakerId, sortKey, name, tagLine, bio) VALUES (?, ?, ?, ?, ?)")
        deleteSpeakerSearch = try db.makeStatement(sql: "DELETE FROM speakerSearch WHERE speakerId = ?")
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
final class DayCache {
    private var days: [Date: String] = [:]

    func day(of instant: Date, in timeZone: TimeZone) -> String {
        if let day = days[instant] { return day }
        let day = LocalDate(instant, in: timeZone).description
        days[instant] = day
        return day
    }
}
