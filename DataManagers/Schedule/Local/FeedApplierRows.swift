import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// The full-text rows an apply replaces in one index, written in one go after every other
/// table: every removal, then every addition in rising row numbers (FTS5 writes out its pending
/// index whenever a row number goes back). A row is named by the number its session or speaker
/// keeps (`searchRow`); a replaced row gets a new number rather than its old one for that reason.
struct SearchRows {
    /// Each row taken out, with what its removal needs besides the number (the words it was
    /// given, for an index that keeps none).
    private var removed: [(row: Int64, columns: [String])] = []
    private var added: [StatementArguments] = []
    private var next: Int64

    /// `index`: the full-text table; numbers continue after its highest.
    init(_ db: Database, index: String) throws {
        next = (try Int64.fetchOne(db, sql: "SELECT rowid FROM \(index) ORDER BY rowid DESC LIMIT 1") ?? 0) + 1
    }

    /// Takes away the row numbered `row`, given `columns` when the index needs them.
    mutating func remove(_ row: Int64, columns: [String] = []) {
        removed.append((row, columns))
    }

    /// Adds a row of `columns`; returns the number its owner keeps.
    mutating func add(_ columns: StatementArguments) -> Int64 {
        defer { next += 1 }
        added.append([next] + columns)
        return next
    }

    func write(remove: Statement, insert: Statement) throws {
        for (row, columns) in removed.sorted(by: { $0.row < $1.row }) { try remove.execute(arguments: [row] + StatementArguments(texts: columns)) }
        for row in added { try insert.execute(arguments: row) }
    }
}

extension StatementArguments {
    /// Texts as arguments. GRDB's initializer for a sequence of one concrete type makes a key
    /// path at every call (7,600 instructions, more than binding the row took); the one for
    /// optional existentials maps with a closure.
    init(texts: [String]) {
        self.init(texts.map { $0 as (any DatabaseValueConvertible)? })
    }
}

/// The statements an apply runs thousands of times, prepared once. New rows are inserted and
/// changed rows updated, each by its own plain statement: an upsert needs a statement journal
/// (a savepoint) for every row, and cost twice as much.
struct Statements {
    let insertSession, updateSession, deleteSessionSpeakers, deleteSessionItems, deleteSearch: Statement
    let insertSessionSpeakers, insertSessionItems, insertSearch, insertSpeaker, updateSpeaker, insertChange: Statement
    let insertSpeakerSearch, deleteSpeakerSearch: Statement

    static let sessionColumns = ["title", "description", "startsAt", "endsAt", "day", "roomId", "isServiceSession",
                                 "isPlenumSession", "liveURL", "recordingURL", "status", "subtitle", "pageURL", "links",
                                 "programmeDay", "doNotRecord", "descriptionRich", "speakerNames", "searchRow", "searchPeople"]
    static let speakerColumns = ["firstName", "lastName", "displayName", "tagLine", "bio", "photoURL", "isTopSpeaker",
                                 "links", "categoryItemIds", "sessionIds", "sortKey", "searchRow"]

    init(_ db: Database) throws {
        insertSession = try db.makeStatement(sql: Self.insert(into: "session", Self.sessionColumns))
        updateSession = try db.makeStatement(sql: Self.update("session", Self.sessionColumns))
        insertSpeaker = try db.makeStatement(sql: Self.insert(into: "speaker", Self.speakerColumns))
        updateSpeaker = try db.makeStatement(sql: Self.update("speaker", Self.speakerColumns))
        deleteSessionSpeakers = try db.makeStatement(sql: "DELETE FROM sessionSpeaker WHERE sessionId = ?")
        deleteSessionItems = try db.makeStatement(sql: "DELETE FROM sessionCategoryItem WHERE sessionId = ?")
        deleteSearch = try db.makeStatement(sql: """
            INSERT INTO sessionSearch (sessionSearch, rowid, title, description, people) VALUES ('delete', ?, ?, ?, ?)
            """)
        // Every speaker (or item) of a session from one JSON list, its position the list's: a
        // statement run per row cost more in running it (arguments, starting and ending it) than
        // the row did, and FOSDEM's sessions have five rows each on average.
        insertSessionSpeakers = try db.makeStatement(sql: "INSERT INTO sessionSpeaker (sessionId, speakerId, position) SELECT ?, value, key FROM json_each(?)")
        insertSessionItems = try db.makeStatement(sql: "INSERT INTO sessionCategoryItem (sessionId, itemId, position) SELECT ?, value, key FROM json_each(?)")
        insertSearch = try db.makeStatement(sql: "INSERT INTO sessionSearch (rowid, title, description, people) VALUES (?, ?, ?, ?)")
        insertSpeakerSearch = try db.makeStatement(sql: "INSERT INTO speakerSearch (rowid, speakerId, sortKey, name, tagLine, bio) VALUES (?, ?, ?, ?, ?, ?)")
        deleteSpeakerSearch = try db.makeStatement(sql: "DELETE FROM speakerSearch WHERE rowid = ?")
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
