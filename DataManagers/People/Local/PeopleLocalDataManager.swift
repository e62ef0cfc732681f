import Entities
import Foundation
import GRDB
import PeopleDataContract
import StoreFiles

/// The directory as last seen, in its own SQLite file beside the conference's store: pages by
/// search and cursor, and profiles by id, each with when it was seen. Only what the person has
/// already seen is kept, and signing out forgets it.
public final class PeopleLocalDataManager: PeopleCaching {
    let connection: StoreConnection

    public init(path: String) throws(StoreError) {
        connection = try StoreFile.open(path: path, role: "directory cache", migrator: Self.migrator)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 pages and profiles") { db in
            try db.execute(sql: """
                CREATE TABLE page (search TEXT NOT NULL, cursor TEXT NOT NULL, body BLOB NOT NULL, seenAt REAL NOT NULL,
                                   PRIMARY KEY (search, cursor));
                CREATE TABLE participant (id TEXT PRIMARY KEY, body BLOB NOT NULL, seenAt REAL NOT NULL);
                """)
        }
        return migrator
    }

    public func save(_ page: ParticipantPage, search: String?, cursor: String?, at date: Date) async throws {
        let body = try JSONEncoder().encode(page)
        try await connection.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO page (search, cursor, body, seenAt) VALUES (?, ?, ?, ?)",
                           arguments: [Self.key(search), cursor ?? "", body, date.timeIntervalSince1970])
        }
    }

    public func cachedPage(search: String?, cursor: String?) async throws -> (page: ParticipantPage, seenAt: Date)? {
        let stored = try await connection.read { db in
            try Row.fetchOne(db, sql: "SELECT body, seenAt FROM page WHERE search = ? AND cursor = ?", arguments: [Self.key(search), cursor ?? ""])
                .map { ($0["body"] as Data, $0["seenAt"] as Double) }
        }
        guard let stored else { return nil }
        return (try JSONDecoder().decode(ParticipantPage.self, from: stored.0), Date(timeIntervalSince1970: stored.1))
    }

    public func save(_ participant: Participant, at date: Date) async throws {
        let body = try JSONEncoder().encode(participant)
        try await connection.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO participant (id, body, seenAt) VALUES (?, ?, ?)",
                           arguments: [participant.id, body, date.timeIntervalSince1970])
        }
    }

    public func cachedParticipant(id: String) async throws -> (participant: Participant, seenAt: Date)? {
        let stored = try await connection.read { db in
            try Row.fetchOne(db, sql: "SELECT body, seenAt FROM participant WHERE id = ?", arguments: [id])
                .map { ($0["body"] as Data, $0["seenAt"] as Double) }
        }
        guard let stored else { return nil }
        return (try JSONDecoder().decode(Participant.self, from: stored.0), Date(timeIntervalSince1970: stored.1))
    }

    public func clear() async throws {
        try await connection.write { db in
            try db.execute(sql: "DELETE FROM page; DELETE FROM participant")
        }
    }

    /// A search as the cache files it: the same words, whatever the case and spacing.
    static func key(_ search: String?) -> String {
        (search ?? "").lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
