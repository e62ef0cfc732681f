import Foundation
import GRDB
import ScheduleLocalDataManager

/// The floor a sync is compared with: the same bytes decoded with JSONDecoder into the fewest
/// flat structs, and the same rows a sync writes — every column of every table, the search
/// text with the speakers' names — inserted with prepared statements in one transaction, into
/// the store's own schema (made by its migrations, so the same indexes, foreign keys and
/// full-text prefix indexes). What the floor leaves out is exactly what a sync adds: checking
/// the feed, building entities, tidying text, and comparing with what is stored. The same rows
/// into bare tables show what the schema itself costs.
///
/// Two things it assumes of the bytes, as a floor may: times carry no offset (the day is their
/// date part), and speakers list their sessions as numbers.
enum FloorMeasurement {
    struct Document: Decodable {
        struct Item: Decodable {
            let id: String, title: String, description: String?, startsAt: String?, endsAt: String?, roomId: Int?
            let isServiceSession: Bool, isPlenumSession: Bool, liveUrl: String?, recordingUrl: String?, status: String?
            let speakers: [String], categoryItems: [Int]
        }
        struct Link: Decodable { let title: String?; let url: String; let linkType: String? }
        struct Person: Decodable {
            let id: String, firstName: String, lastName: String, fullName: String?, bio: String?, tagLine: String?
            let profilePicture: String?, isTopSpeaker: Bool, links: [Link], sessions: [Int], categoryItems: [Int]
        }
        struct Room: Decodable { let id: Int; let name: String; let sort: Int }
        struct CategoryItem: Decodable { let id: Int; let name: String; let sort: Int }
        struct Category: Decodable { let id: Int; let title: String; let type: String; let sort: Int; let items: [CategoryItem] }
        let sessions: [Item]
        let speakers: [Person]
        let rooms: [Room]
        let categories: [Category]
    }

    /// Which tables the floor writes into.
    enum Schema: String, CaseIterable {
        /// The store's own, made by its migrations: the figure the sync is held to.
        case store
        /// The same tables and columns with primary keys only: no foreign keys, secondary
        /// indexes or full-text prefix indexes. What the schema itself costs, for the record.
        case bare
    }

    /// An empty database with that schema, made outside the measured time (as the sync's is).
    static func prepare(in directory: String, timeZone: TimeZone, schema: Schema = .store) throws -> String {
        let path = "\(directory)/floor-\(schema.rawValue).sqlite"
        switch schema {
        case .store:
            _ = try ScheduleLocalDataManager(path: path, conferenceName: "Floor", timeZone: timeZone)
        case .bare:
            try DatabasePool(path: path).write { db in
                try db.execute(sql: """
                    CREATE TABLE room (id INTEGER PRIMARY KEY, name TEXT, sort INTEGER);
                    CREATE TABLE category (id INTEGER PRIMARY KEY, title TEXT, appliesTo TEXT, sort INTEGER);
                    CREATE TABLE categoryItem (id INTEGER PRIMARY KEY, categoryId INTEGER, name TEXT, sort INTEGER);
                    CREATE TABLE speaker (id TEXT PRIMARY KEY, firstName TEXT, lastName TEXT, displayName TEXT, tagLine TEXT, bio TEXT,
                        photoURL TEXT, isTopSpeaker BOOLEAN, links TEXT, categoryItemIds TEXT, sessionIds TEXT, sortKey TEXT);
                    CREATE TABLE session (id TEXT PRIMARY KEY, title TEXT, description TEXT, startsAt DOUBLE, endsAt DOUBLE, day TEXT,
                        roomId INTEGER, isServiceSession BOOLEAN, isPlenumSession BOOLEAN, liveURL TEXT, recordingURL TEXT, status TEXT,
                        searchRow INTEGER, searchPeople TEXT);
                    CREATE TABLE sessionSpeaker (sessionId TEXT, speakerId TEXT, position INTEGER);
                    CREATE TABLE sessionCategoryItem (sessionId TEXT, itemId INTEGER, position INTEGER);
                    CREATE VIRTUAL TABLE sessionSearch USING fts5(title, description, people, content = '');
                    CREATE VIRTUAL TABLE speakerSearch USING fts5(speakerId UNINDEXED, sortKey UNINDEXED, name, tagLine, bio);
                    """)
            }
        }
        return path
    }

    static func run(_ data: Data, into path: String, timeZone: TimeZone) throws {
        let document = try JSONDecoder().decode(Document.self, from: data)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let pool = try DatabasePool(path: path, configuration: configuration)
        let times = LocalTimes(timeZone: timeZone)
        try pool.write { db in
            let room = try db.makeStatement(sql: "INSERT INTO room (id, name, sort) VALUES (?, ?, ?)")
            for item in document.rooms { try room.execute(arguments: [item.id, item.name, item.sort]) }
            let category = try db.makeStatement(sql: "INSERT INTO category (id, title, appliesTo, sort) VALUES (?, ?, ?, ?)")
            let categoryItem = try db.makeStatement(sql: "INSERT INTO categoryItem (id, categoryId, name, sort) VALUES (?, ?, ?, ?)")
            for item in document.categories {
                try category.execute(arguments: [item.id, item.title, item.type.lowercased() == "speaker" ? "speaker" : "session", item.sort])
                for child in item.items { try categoryItem.execute(arguments: [child.id, item.id, child.name, child.sort]) }
            }
            let speaker = try db.makeStatement(sql: """
                INSERT INTO speaker (id, firstName, lastName, displayName, tagLine, bio, photoURL, isTopSpeaker, links, categoryItemIds, sessionIds, sortKey)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            var people: [String: String] = [:]
            var sortKeys: [String: String] = [:]
            for item in document.speakers {
                let sortKey = (item.lastName.isEmpty ? (item.fullName ?? item.firstName) : item.lastName + " " + item.firstName)
                    .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                sortKeys[item.id] = sortKey
                let links = item.links.map { ["title": $0.title ?? $0.linkType ?? "link", "type": $0.linkType ?? "Other", "url": $0.url] }
                try speaker.execute(arguments: [
                    item.id, item.firstName, item.lastName, item.fullName, item.tagLine, item.bio, item.profilePicture, item.isTopSpeaker,
                    String(decoding: try JSONSerialization.data(withJSONObject: links), as: UTF8.self),
                    "[" + item.categoryItems.map(String.init).joined(separator: ",") + "]",
                    "[" + item.sessions.map { "\"\($0)\"" }.joined(separator: ",") + "]", sortKey,
                ])
                people[item.id] = [item.fullName ?? "\(item.firstName) \(item.lastName)", item.tagLine].compactMap { $0 }.joined(separator: " ")
            }
            let session = try db.makeStatement(sql: """
                INSERT INTO session (id, title, description, startsAt, endsAt, day, roomId, isServiceSession, isPlenumSession, liveURL, recordingURL, status,
                                     searchRow, searchPeople)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let link = try db.makeStatement(sql: "INSERT INTO sessionSpeaker (sessionId, speakerId, position) VALUES (?, ?, ?)")
            let item = try db.makeStatement(sql: "INSERT INTO sessionCategoryItem (sessionId, itemId, position) VALUES (?, ?, ?)")
            for (index, row) in document.sessions.enumerated() {
                try session.execute(arguments: [
                    row.id, row.title, row.description, times.instant(row.startsAt), times.instant(row.endsAt), row.startsAt.map { String($0.prefix(10)) },
                    row.roomId, row.isServiceSession, row.isPlenumSession, row.liveUrl, row.recordingUrl, row.status,
                    index + 1, row.speakers.compactMap { people[$0] }.joined(separator: " "),
                ])
                for (position, id) in row.speakers.enumerated() { try link.execute(arguments: [row.id, id, position]) }
                for (position, id) in row.categoryItems.enumerated() { try item.execute(arguments: [row.id, id, position]) }
            }
            // Last, as the sync does: FTS5 flushes its pending index at every statement savepoint.
            let search = try db.makeStatement(sql: "INSERT INTO sessionSearch (rowid, title, description, people) VALUES (?, ?, ?, ?)")
            for (index, row) in document.sessions.enumerated() {
                try search.execute(arguments: [index + 1, row.title, row.description ?? "", row.speakers.compactMap { people[$0] }.joined(separator: " ")])
            }
            let speakerSearch = try db.makeStatement(sql: "INSERT INTO speakerSearch (speakerId, sortKey, name, tagLine, bio) VALUES (?, ?, ?, ?, ?)")
            for item in document.speakers {
                try speakerSearch.execute(arguments: [item.id, sortKeys[item.id], item.fullName ?? "\(item.firstName) \(item.lastName)",
                                                      item.tagLine ?? "", item.bio ?? ""])
            }
        }
    }

    /// Venue-local times without an offset, as seconds since 1970; each distinct text once.
    private final class LocalTimes {
        private let formatter: DateFormatter
        private var known: [String: Double] = [:]

        init(timeZone: TimeZone) {
            formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        }

        func instant(_ text: String?) -> Double? {
            guard let text else { return nil }
            if let seconds = known[text] { return seconds }
            let seconds = formatter.date(from: text)?.timeIntervalSince1970
            known[text] = seconds
            return seconds
        }
    }
}
