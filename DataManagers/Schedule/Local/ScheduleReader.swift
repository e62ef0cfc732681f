import Entities
import Foundation
import GRDB

/// Turns stored rows into entities. Rows and records never leave this target.
enum ScheduleReader {
    static let sessionColumns = """
        SELECT s.*, r.name AS roomName, r.sort AS roomSort FROM session s LEFT JOIN room r ON r.id = s.roomId
        """

    /// Sessions from `sql` (which selects `sessionColumns`), with their speakers and items.
    static func sessions(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Session] {
        let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
        guard !rows.isEmpty else { return [] }
        let ids: [String] = rows.map { $0["id"] }
        let idList = try jsonList(ids)

        var speakers: [String: [SpeakerSummary]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT ss.sessionId, sp.id, sp.firstName, sp.lastName, sp.displayName
            FROM sessionSpeaker ss JOIN speaker sp ON sp.id = ss.speakerId
            WHERE ss.sessionId IN (SELECT value FROM json_each(?)) ORDER BY ss.sessionId, ss.position
            """, arguments: [idList]) {
            speakers[row["sessionId"], default: []].append(SpeakerSummary(id: row["id"], name: displayName(row)))
        }
        var items: [String: [CategoryItem]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT sci.sessionId, ci.id, ci.name, ci.sort, c.title
            FROM sessionCategoryItem sci JOIN categoryItem ci ON ci.id = sci.itemId JOIN category c ON c.id = ci.categoryId
            WHERE sci.sessionId IN (SELECT value FROM json_each(?)) ORDER BY sci.sessionId, sci.position
            """, arguments: [idList]) {
            items[row["sessionId"], default: []].append(CategoryItem(id: row["id"], name: row["name"], categoryTitle: row["title"], sort: row["sort"]))
        }
        return rows.map { row in
            let id: String = row["id"]
            let roomID: Int? = row["roomId"]
            let roomName: String? = row["roomName"]
            return Session(
                id: id,
                title: row["title"],
                description: row["description"],
                startsAt: (row["startsAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
                endsAt: (row["endsAt"] as Double?).map(Date.init(timeIntervalSince1970:)),
                room: roomID.flatMap { id in roomName.map { Room(id: id, name: $0, sort: row["roomSort"] ?? 0) } },
                speakers: speakers[id] ?? [],
                categoryItems: items[id] ?? [],
                isServiceSession: row["isServiceSession"],
                isPlenumSession: row["isPlenumSession"],
                liveURL: (row["liveURL"] as String?).flatMap(URL.init(string:)),
                recordingURL: (row["recordingURL"] as String?).flatMap(URL.init(string:)),
                status: row["status"])
        }
    }

    /// Speaker.fullName, from a row, without building the whole speaker.
    private static func displayName(_ row: Row) -> String {
        if let name: String = row["displayName"], name.contains(where: { !$0.isWhitespace }) { return name }
        let first: String = row["firstName"], last: String = row["lastName"]
        return first.isEmpty ? last : (last.isEmpty ? first : first + " " + last)
    }

    static func speakers(_ db: Database, sql: String = "SELECT * FROM speaker", arguments: StatementArguments = []) throws -> [Speaker] {
        let items = try categoryItems(db)
        let decoder = JSONDecoder()
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
            let links = try decoder.decode([SpeakerLink].self, from: Data((row["links"] as String).utf8))
            let itemIDs = try decoder.decode([Int].self, from: Data((row["categoryItemIds"] as String).utf8))
            let sessionIDs = try decoder.decode([String].self, from: Data((row["sessionIds"] as String).utf8))
            return Speaker(
                id: row["id"], firstName: row["firstName"], lastName: row["lastName"], displayName: row["displayName"],
                tagLine: row["tagLine"], bio: row["bio"], photoURL: (row["photoURL"] as String?).flatMap(URL.init(string:)),
                links: links, isTopSpeaker: row["isTopSpeaker"], sessionIDs: sessionIDs,
                categoryItems: itemIDs.compactMap { items[$0] })
        }
    }

    static func rooms(_ db: Database) throws -> [Room] {
        try Row.fetchAll(db, sql: "SELECT * FROM room ORDER BY sort, name").map { Room(id: $0["id"], name: $0["name"], sort: $0["sort"]) }
    }

    static func categories(_ db: Database) throws -> [Category] {
        let items = try Row.fetchAll(db, sql: "SELECT ci.*, c.title FROM categoryItem ci JOIN category c ON c.id = ci.categoryId ORDER BY ci.sort, ci.name")
        var byCategory: [Int: [CategoryItem]] = [:]
        for row in items {
            byCategory[row["categoryId"], default: []].append(CategoryItem(id: row["id"], name: row["name"], categoryTitle: row["title"], sort: row["sort"]))
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM category ORDER BY sort, title").map { row in
            Category(id: row["id"], title: row["title"], appliesTo: Category.Kind(rawValue: row["appliesTo"]) ?? .session,
                     items: byCategory[row["id"]] ?? [], sort: row["sort"])
        }
    }

    static func categoryItems(_ db: Database) throws -> [Int: CategoryItem] {
        Dictionary(uniqueKeysWithValues: try categories(db).flatMap(\.items).map { ($0.id, $0) })
    }

    static func jsonList<T: Encodable>(_ values: [T]) throws -> String {
        String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
    }
}
