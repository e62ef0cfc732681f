import AttendeesDataContract
import Entities
import Foundation
import GRDB
import StoreFiles

/// The attendees list as last seen, in its own SQLite file beside the conference's store: pages by
/// search and cursor, and profiles by id, each with when it was seen. Only what the person has
/// already seen is kept, and signing out forgets it.
public final class AttendeesLocalDataManager: AttendeeListCaching, AttendeeCaching {
    let connection: StoreConnection

    public init(path: String) throws(StoreError) {
        connection = try StoreFile.open(path: path, role: "attendees cache", migrator: Self.migrator)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 pages and profiles") { db in
            try db.execute(sql: """
                CREATE TABLE page (search TEXT NOT NULL, cursor TEXT NOT NULL, body BLOB NOT NULL, seenAt REAL NOT NULL,
                                   PRIMARY KEY (search, cursor));
                CREATE TABLE attendee (id TEXT PRIMARY KEY, body BLOB NOT NULL, seenAt REAL NOT NULL);
                """)
        }
        return migrator
    }

    public func save(_ page: AttendeePage, search: String?, cursor: String?, at date: Date) async throws {
        let body = try JSONEncoder().encode(page)
        try await connection.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO page (search, cursor, body, seenAt) VALUES (?, ?, ?, ?)",
                           arguments: [Self.key(search), cursor ?? "", body, date.timeIntervalSince1970])
        }
    }

    public func cachedPage(search: String?, cursor: String?) async throws -> (page: AttendeePage, seenAt: Date)? {
        let stored = try await connection.read { db in
            try Row.fetchOne(db, sql: "SELECT body, seenAt FROM page WHERE search = ? AND cursor = ?", arguments: [Self.key(search), cursor ?? ""])
                .map { ($0["body"] as Data, $0["seenAt"] as Double) }
        }
        guard let stored else { return nil }
        return (try JSONDecoder().decode(AttendeePage.self, from: stored.0), Date(timeIntervalSince1970: stored.1))
    }

    public func save(_ attendee: Attendee, at date: Date) async throws {
        let body = try JSONEncoder().encode(attendee)
        try await connection.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO attendee (id, body, seenAt) VALUES (?, ?, ?)",
                           arguments: [attendee.id, body, date.timeIntervalSince1970])
        }
    }

    public func cachedAttendee(id: String) async throws -> (attendee: Attendee, seenAt: Date)? {
        let stored = try await connection.read { db in
            try Row.fetchOne(db, sql: "SELECT body, seenAt FROM attendee WHERE id = ?", arguments: [id])
                .map { ($0["body"] as Data, $0["seenAt"] as Double) }
        }
        guard let stored else { return nil }
        return (try JSONDecoder().decode(Attendee.self, from: stored.0), Date(timeIntervalSince1970: stored.1))
    }

    public func clear() async throws {
        try await connection.write { db in
            try db.execute(sql: "DELETE FROM page; DELETE FROM attendee")
        }
    }

    /// A search as the cache files it: the same words, whatever the case and spacing.
    static func key(_ search: String?) -> String {
        (search ?? "").lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
