import Entities
import FeedFetcherContract
import Foundation
import GRDB
import LiveData
import NewsDataContract
import StoreFiles

/// The news store: SQLite through GRDB, one database per news feed, and beside it the
/// person's read marks in a file of their own, which no feed (and no damaged news file) touches.
public struct NewsLocalDataManager: NewsLocalDataManaging {
    private let news: StoreConnection
    private let marks: StoreConnection
    private let broadcaster = ChangeBroadcaster<NewsDataChange>()

    /// The read marks for the news store at `path`: `<store>-user.sqlite`, beside it.
    public static func userDataPath(forStoreAt path: String) -> String {
        (path as NSString).deletingPathExtension + "-user.sqlite"
    }

    public init(path: String, userDataPath: String? = nil) throws {
        let marks = try StoreFile.open(path: userDataPath ?? Self.userDataPath(forStoreAt: path), role: "news read-marks store",
                                       migrator: Self.marksMigrator)
        news = try StoreFile.open(path: path, role: "news store", migrator: Self.migrator) { writer in
            // Stores from before the split: their read marks move over before their table goes.
            guard try !writer.read({ try Self.migrator.appliedIdentifiers($0) }).contains(Self.readMarksMovedOut) else {
                return try Self.migrator.migrate(writer)
            }
            try Self.migrator.migrate(writer, upTo: Self.beforeReadMarksMovedOut)
            let read = try writer.read { db in
                try db.tableExists("newsRead") ? try String.fetchAll(db, sql: "SELECT id FROM newsRead") : []
            }
            try marks.writeNow { db in
                for id in read { try db.execute(sql: "INSERT INTO newsRead (id) VALUES (?) ON CONFLICT(id) DO NOTHING", arguments: [id]) }
            }
            try Self.migrator.migrate(writer)
        }
        self.marks = marks
    }

    /// What opening had to repair, one line each.
    public var recoveries: [StoreRecovery] { [marks.recovery, news.recovery].compactMap { $0 } }

    static let beforeReadMarksMovedOut = "v1: news and read marks"
    static let readMarksMovedOut = "v2: read marks move to their own store"

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(beforeReadMarksMovedOut) { db in
            try db.execute(sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE news (
                    id TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL, link TEXT,
                    publishedAt DOUBLE, author TEXT, summary TEXT NOT NULL, content TEXT NOT NULL);
                -- Read marks outlive a re-applied feed.
                CREATE TABLE newsRead (id TEXT PRIMARY KEY NOT NULL);
                """)
        }
        migrator.registerMigration(readMarksMovedOut) { db in
            try db.execute(sql: "DROP TABLE IF EXISTS newsRead")
        }
        return migrator
    }

    static var marksMigrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: read marks") { db in
            // Read marks outlive the items: an item that leaves the feed and comes back stays read.
            try db.execute(sql: "CREATE TABLE newsRead (id TEXT PRIMARY KEY NOT NULL)")
        }
        return migrator
    }

    public func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport {
        let report = try await news.write { db -> NewsApplyReport in
            let before = db.totalChangesCount
            let stored = Dictionary(uniqueKeysWithValues: try Self.readItems(db, read: []).map { ($0.id, $0) })
            let storedPositions = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, position FROM news")
                .map { ($0["id"] as String, $0["position"] as Int) })
            var added = 0
            for (position, item) in items.enumerated() {
                var comparable = stored[item.id]
                comparable?.isRead = item.isRead  // read marks live apart; the feed never carries them
                if comparable == item && storedPositions[item.id] == position { continue }
                if stored[item.id] == nil { added += 1 }
                try db.execute(sql: """
                    INSERT INTO news (id, position, title, link, publishedAt, author, summary, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET position = excluded.position, title = excluded.title, link = excluded.link,
                        publishedAt = excluded.publishedAt, author = excluded.author, summary = excluded.summary, content = excluded.content
                    """, arguments: [item.id, position, item.title, item.link?.absoluteString, item.publishedAt?.timeIntervalSince1970,
                                     item.author, item.summary, item.content])
            }
            let ids = String(decoding: try JSONEncoder().encode(items.map(\.id)), as: UTF8.self)
            try db.execute(sql: "DELETE FROM news WHERE id NOT IN (SELECT value FROM json_each(?))", arguments: [ids])
            for (key, value) in [("etag", validators.etag), ("lastModified", validators.lastModified), ("digest", validators.digest)] {
                let current = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
                guard current != value else { continue }
                if let value {
                    try db.execute(sql: "INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
                } else {
                    try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [key])
                }
            }
            return NewsApplyReport(items: items.count, added: added, rowsWritten: db.totalChangesCount - before)
        }
        if report.rowsWritten > 0 { broadcaster.publish(.items) }
        return report
    }

    public func validators() async throws -> FeedValidators? {
        try await news.read { db in
            func value(_ key: String) throws -> String? { try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
            let validators = FeedValidators(etag: try value("etag"), lastModified: try value("lastModified"), digest: try value("digest"))
            return validators.isEmpty ? nil : validators
        }
    }

    public func items() async throws -> [NewsItem] {
        let read = Set(try await marks.read { db in try String.fetchAll(db, sql: "SELECT id FROM newsRead") })
        return try await news.read { db in try Self.readItems(db, read: read) }
    }

    public func itemCount() async throws -> Int {
        try await news.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM news") ?? 0 }
    }

    public func item(id: String) async throws -> NewsItem? {
        let isRead = try await marks.read { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM newsRead WHERE id = ?", arguments: [id]) ?? false }
        return try await news.read { db in
            try Self.readItems(db, read: isRead ? [id] : [], sql: "SELECT * FROM news WHERE id = ?", arguments: [id]).first
        }
    }

    public func setRead(_ id: String, _ isRead: Bool) async throws {
        let changed = try await marks.write { db -> Bool in
            if isRead {
                try db.execute(sql: "INSERT INTO newsRead (id) VALUES (?) ON CONFLICT(id) DO NOTHING", arguments: [id])
            } else {
                try db.execute(sql: "DELETE FROM newsRead WHERE id = ?", arguments: [id])
            }
            return db.changesCount > 0
        }
        if changed { broadcaster.publish(.readState) }
    }

    public func changeEvents() -> AsyncStream<NewsDataChange> {
        broadcaster.subscribe()
    }

    private static func readItems(_ db: Database, read: Set<String>,
                                  sql: String = "SELECT * FROM news ORDER BY publishedAt IS NULL, publishedAt DESC, position",
                                  arguments: StatementArguments = []) throws -> [NewsItem] {
        try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            NewsItem(id: row["id"], title: row["title"], link: (row["link"] as String?).flatMap(URL.init(string:)),
                     publishedAt: (row["publishedAt"] as Double?).map(Date.init(timeIntervalSince1970:)), author: row["author"],
                     summary: row["summary"], content: row["content"], isRead: read.contains(row["id"]))
        }
    }
}
