import Foundation
import GRDB

/// The floor a sync is compared with: the same bytes decoded with JSONDecoder into the
/// fewest structs, and the same rows inserted with prepared statements in one transaction.
enum FloorMeasurement {
    struct Document: Decodable {
        struct Item: Decodable { let id: String; let title: String; let description: String?; let startsAt: String?; let endsAt: String?; let roomId: Int?; let speakers: [String]?; let categoryItems: [Int]? }
        struct Person: Decodable { let id: String; let firstName: String?; let lastName: String?; let fullName: String?; let bio: String?; let tagLine: String? }
        struct Room: Decodable { let id: Int; let name: String }
        let sessions: [Item]
        let speakers: [Person]
        let rooms: [Room]
    }

    static func run(_ data: Data, in directory: String) throws {
        let document = try JSONDecoder().decode(Document.self, from: data)
        let pool = try DatabasePool(path: "\(directory)/floor.sqlite")
        try pool.write { db in
            try db.execute(sql: """
                CREATE TABLE room (id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE speaker (id TEXT PRIMARY KEY, firstName TEXT, lastName TEXT, fullName TEXT, bio TEXT, tagLine TEXT);
                CREATE TABLE session (id TEXT PRIMARY KEY, title TEXT, description TEXT, startsAt TEXT, endsAt TEXT, roomId INTEGER);
                CREATE TABLE sessionSpeaker (sessionId TEXT, speakerId TEXT, position INTEGER);
                CREATE TABLE sessionCategoryItem (sessionId TEXT, itemId INTEGER, position INTEGER);
                CREATE VIRTUAL TABLE search USING fts5(sessionId UNINDEXED, title, description, people);
                """)
            let room = try db.makeStatement(sql: "INSERT INTO room VALUES (?, ?)")
            for item in document.rooms { try room.execute(arguments: [item.id, item.name]) }
            let speaker = try db.makeStatement(sql: "INSERT INTO speaker VALUES (?, ?, ?, ?, ?, ?)")
            for item in document.speakers { try speaker.execute(arguments: [item.id, item.firstName, item.lastName, item.fullName, item.bio, item.tagLine]) }
            let session = try db.makeStatement(sql: "INSERT INTO session VALUES (?, ?, ?, ?, ?, ?)")
            let link = try db.makeStatement(sql: "INSERT INTO sessionSpeaker VALUES (?, ?, ?)")
            let category = try db.makeStatement(sql: "INSERT INTO sessionCategoryItem VALUES (?, ?, ?)")
            let search = try db.makeStatement(sql: "INSERT INTO search VALUES (?, ?, ?, ?)")
            for item in document.sessions {
                try session.execute(arguments: [item.id, item.title, item.description, item.startsAt, item.endsAt, item.roomId])
                for (position, id) in (item.speakers ?? []).enumerated() { try link.execute(arguments: [item.id, id, position]) }
                for (position, id) in (item.categoryItems ?? []).enumerated() { try category.execute(arguments: [item.id, id, position]) }
                try search.execute(arguments: [item.id, item.title, item.description ?? "", ""])
            }
        }
    }
}
