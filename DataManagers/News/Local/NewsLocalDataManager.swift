import Entities
import FeedFetcherContract
import Foundation
import GRDB
import NewsDataContract
import Synchronization

/// The news store: SQLite through GRDB, one database per news feed.
public struct NewsLocalDataManager: NewsLocalDataManaging {
    private let pool: DatabasePool
    private let subscribers = Subscribers()

    public init(path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        pool = try DatabasePool(path: path)
        try Self.migrator.migrate(pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: news and read marks") { db in
            try db.execute(sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE news (
                    id TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL, link TEXT,
                    publishedAt DOUBLE, author TEXT, summary TEXT NOT NULL, content TEXT NOT NULL);
                -- Read marks outlive a re-applied feed.
                CREATE TABLE newsRead (id TEXT PRIMARY KEY NOT NULL);
                """)
        }
        return migrator
    }

    public func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport {
        let report = try await pool.write { db -> NewsApplyReport in
            let before = db.totalChangesCount
            let stored = Dictionary(uniqueKeysWithValues: try Self.readItems(db).map { ($0.id, $0) })
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
            for (key, value) in [("etag", validators.etag), ("lastModified", validators.lastModified)] {
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
        if report.rowsWritten > 0 { subscribers.publish(.items) }
        return report
    }

    public func validators() async throws -> FeedValidators? {
        try await pool.read { db in
            let validators = FeedValidators(etag: try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'etag'"),
                                            lastModified: try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'lastModified'"))
            return validators.isEmpty ? nil : validators
        }
    }

    public func items() async throws -> [NewsItem] {
        try await pool.read { db in try Self.readItems(db) }
    }

    public func setRead(_ id: String, _ isRead: Bool) async throws {
        let changed = try await pool.write { db -> Bool in
            if isRead {
                try db.execute(sql: "INSERT INTO newsRead VALUES (?) ON CONFLICT(id) DO NOTHING", arguments: [id])
            } else {
                try db.execute(sql: "DELETE FROM newsRead WHERE id = ?", arguments: [id])
            }
            return db.changesCount > 0
        }
        if changed { subscribers.publish(.readState) }
    }

    public func changeEvents() -> AsyncStream<NewsDataChange> {
        subscribers.subscribe()
    }

    private static func readItems(_ db: Database) throws -> [NewsItem] {
        try Row.fetchAll(db, sql: """
            SELECT n.*, r.id IS NOT NULL AS isRead FROM news n LEFT JOIN newsRead r ON r.id = n.id
            ORDER BY n.publishedAt IS NULL, n.publishedAt DESC, n.position
            """).map { row in
            NewsItem(id: row["id"], title: row["title"], link: (row["link"] as String?).flatMap(URL.init(string:)),
                     publishedAt: (row["publishedAt"] as Double?).map(Date.init(timeIntervalSince1970:)), author: row["author"],
                     summary: row["summary"], content: row["content"], isRead: row["isRead"])
        }
    }
}

/// Change events to every subscriber.
private final class Subscribers: Sendable {
    private let continuations = Mutex<[UUID: AsyncStream<NewsDataChange>.Continuation]>([:])

    func subscribe() -> AsyncStream<NewsDataChange> {
        let (stream, continuation) = AsyncStream<NewsDataChange>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        continuations.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.continuations.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    func publish(_ change: NewsDataChange) {
        for continuation in continuations.withLock({ Array($0.values) }) { continuation.yield(change) }
    }
}
