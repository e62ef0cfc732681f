import Entities
import Foundation
import GRDB

/// Turns stored rows into entities. Rows and records never leave this target.
enum ScheduleReader {
    /// The session columns, in the order `session(from:)` reads them by position (a lookup by
    /// name compares column names case-insensitively, one allocation each, and cost a search
    /// more than its SQL).
    static let sessionColumns = selectedColumns + " FROM session s LEFT JOIN room r ON r.id = s.roomId"

    private static let selectedColumns = """
        SELECT s.id, s.title, s.description, s.startsAt, s.endsAt, s.roomId, r.name, r.sort,
            s.isServiceSession, s.isPlenumSession, s.liveURL, s.recordingURL, s.status,
            s.subtitle, s.pageURL, s.links, s.programmeDay, s.doNotRecord
        """

    /// The order lists of sessions are read in: by start (unscheduled last), room, title.
    static let timeOrder = " ORDER BY s.startsAt IS NULL, s.startsAt, r.sort, s.title, s.id"

    /// Adds a filter's conditions on `s` (the session table) to a WHERE clause, and leaves out
    /// what the person hid.
    static func narrow(_ sql: inout String, _ arguments: inout StatementArguments, by filter: SessionFilter, hiding hidden: HiddenOptions) {
        leaveOut(&sql, &arguments, hidden)
        if !filter.roomIDs.isEmpty {
            sql += " AND s.roomId IN (SELECT value FROM json_each(?))"
            _ = arguments.append(contentsOf: [JSONList.numbers(Array(filter.roomIDs))])
        }
        if !filter.categoryItemIDs.isEmpty {
            sql += " AND s.id IN (SELECT sessionId FROM sessionCategoryItem WHERE itemId IN (SELECT value FROM json_each(?)))"
            _ = arguments.append(contentsOf: [JSONList.numbers(Array(filter.categoryItemIDs))])
        }
    }

    /// Leaves out of a WHERE clause on `s` the sessions in a hidden room or with a hidden item.
    static func leaveOut(_ sql: inout String, _ arguments: inout StatementArguments, _ hidden: HiddenOptions) {
        if !hidden.roomIDs.isEmpty {
            sql += " AND (s.roomId IS NULL OR s.roomId NOT IN (SELECT value FROM json_each(?)))"
            _ = arguments.append(contentsOf: [JSONList.numbers(Array(hidden.roomIDs))])
        }
        if !hidden.categoryItemIDs.isEmpty {
            sql += " AND s.id NOT IN (SELECT sessionId FROM sessionCategoryItem WHERE itemId IN (SELECT value FROM json_each(?)))"
            _ = arguments.append(contentsOf: [JSONList.numbers(Array(hidden.categoryItemIDs))])
        }
    }

    /// These sessions (the ones that exist), in time order, as lists show them (without links).
    static func sessions(_ db: Database, ids: [String]) throws -> [Session] {
        try sessions(db, sql: sessionColumns + " WHERE s.id IN (SELECT value FROM json_each(?))" + timeOrder,
                     arguments: [JSONList.strings(ids)], parts: .withoutLinks)
    }

    /// These sessions, in the order given (which callers have already put in time order): the
    /// list drives the read, so nothing is sorted again. Without links, as lists show them.
    static func sessions(_ db: Database, orderedIDs ids: [String]) throws -> [Session] {
        try sessions(db, sql: inListOrder, arguments: [JSONList.strings(ids)], parts: .withoutLinks)
    }

    private static let inListOrder = selectedColumns
        + " FROM json_each(?) j JOIN session s ON s.id = j.value LEFT JOIN room r ON r.id = s.roomId ORDER BY j.key"

    /// The ids of the sessions behind these rows of the search index, in time order.
    static func inTimeOrder(_ db: Database, searchRows rows: [Int], hiding hidden: HiddenOptions) throws -> [String] {
        var sql = """
            SELECT s.id FROM json_each(?) j JOIN session s ON s.searchRow = j.value LEFT JOIN room r ON r.id = s.roomId WHERE 1
            """
        var arguments: StatementArguments = [JSONList.numbers(rows)]
        leaveOut(&sql, &arguments, hidden)
        return try String.fetchAll(try db.cachedStatement(sql: sql + timeOrder), arguments: arguments)
    }

    /// Sessions from `sql` (which selects `sessionColumns`), with their speakers and items.
    /// Statements are prepared once per connection (preparing cost more than running them), and
    /// rows are read straight off the cursor into entities, never copied. The id list drives the
    /// speaker and item joins, so rows come out in list order with no sort of the whole result.
    ///
    /// `parts`: how much of each session is made (`SessionParts`).
    static func sessions(_ db: Database, sql: String, arguments: StatementArguments = [], parts: SessionParts) throws -> [Session] {
        var sessions: [Session] = []
        let rows = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() { sessions.append(session(from: row, parts: parts)) }
        guard !sessions.isEmpty else { return [] }
        let idList = JSONList.strings(sessions.map(\.id))

        let speakers = try speakerSummaries(db, idList: idList)
        var items: [String: [CategoryItem]] = [:]
        let itemRows = try Row.fetchCursor(try db.cachedStatement(sql: """
            SELECT sci.sessionId, ci.id, ci.name, ci.sort, c.title
            FROM json_each(?) j JOIN sessionCategoryItem sci ON sci.sessionId = j.value
                JOIN categoryItem ci ON ci.id = sci.itemId JOIN category c ON c.id = ci.categoryId
            ORDER BY j.key, sci.position
            """), arguments: [idList])
        while let row = try itemRows.next() {
            items[row[0], default: []].append(CategoryItem(id: row[1], name: row[2], categoryTitle: row[4], sort: row[3]))
        }
        for index in sessions.indices {
            sessions[index].speakers = speakers[sessions[index].id] ?? []
            sessions[index].categoryItems = items[sessions[index].id] ?? []
        }
        return sessions
    }

    /// The speakers of the sessions in `idList` (a JSON list of ids), in each session's order.
    static func speakerSummaries(_ db: Database, idList: String) throws -> [String: [SpeakerSummary]] {
        var speakers: [String: [SpeakerSummary]] = [:]
        let speakerRows = try Row.fetchCursor(try db.cachedStatement(sql: """
            SELECT ss.sessionId, sp.id, sp.firstName, sp.lastName, sp.displayName
            FROM json_each(?) j JOIN sessionSpeaker ss ON ss.sessionId = j.value JOIN speaker sp ON sp.id = ss.speakerId
            ORDER BY j.key, ss.position
            """), arguments: [idList])
        while let row = try speakerRows.next() {
            let name = Speaker.fullName(firstName: row[2], lastName: row[3], displayName: row[4])
            speakers[row[0], default: []].append(SpeakerSummary(id: row[1], name: name))
        }
        return speakers
    }

    static let outlineColumns = """
        SELECT s.id, s.title, s.startsAt, s.endsAt, s.roomId, r.name, r.sort, s.isServiceSession, s.isPlenumSession, s.speakerNames
        FROM session s LEFT JOIN room r ON r.id = s.roomId
        """

    /// Outlines from `sql` (which selects `outlineColumns`), with their speakers' names as the
    /// row keeps them: no description, items or links, which a timetable never shows.
    static func outlines(_ db: Database, sql: String, arguments: StatementArguments) throws -> [SessionOutline] {
        var outlines: [SessionOutline] = []
        let rows = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            let roomID: Int? = row[4]
            let roomName: String? = row[5]
            outlines.append(SessionOutline(
                id: row[0], title: row[1],
                startsAt: (row[2] as Double?).map(Date.init(timeIntervalSince1970:)),
                endsAt: (row[3] as Double?).map(Date.init(timeIntervalSince1970:)),
                room: roomID.flatMap { id in roomName.map { Room(id: id, name: $0, sort: row[6] ?? 0) } },
                speakerNames: row[9], isServiceSession: row[7], isPlenumSession: row[8]))
        }
        return outlines
    }

    /// A session from a `sessionColumns` row, without its speakers and items yet.
    private static func session(from row: Row, parts: SessionParts) -> Session {
        let roomID: Int? = row[5]
        let roomName: String? = row[6]
        return Session(
            id: row[0],
            title: row[1],
            description: parts == .listed ? nil : row[2],
            startsAt: (row[3] as Double?).map(Date.init(timeIntervalSince1970:)),
            endsAt: (row[4] as Double?).map(Date.init(timeIntervalSince1970:)),
            room: roomID.flatMap { id in roomName.map { Room(id: id, name: $0, sort: row[7] ?? 0) } },
            speakers: [],
            categoryItems: [],
            isServiceSession: row[8],
            isPlenumSession: row[9],
            liveURL: (row[10] as String?).flatMap(URL.init(string:)),
            recordingURL: (row[11] as String?).flatMap(URL.init(string:)),
            status: row[12],
            subtitle: row[13],
            pageURL: (row[14] as String?).flatMap(URL.init(string:)),
            links: parts == .whole ? links(row[15]) : [],
            programmeDay: (row[16] as String?).flatMap { LocalDate($0) },
            doNotRecord: row[17])
    }

    /// A session's links; most have none, and "[]" is not decoded.
    private static func links(_ json: String) -> [SessionLink] {
        guard json != "[]" else { return [] }
        return (try? JSONDecoder().decode([SessionLink].self, from: Data(json.utf8))) ?? []
    }

    /// The speaker columns, in the order `speaker(from:)` reads them by position.
    static let speakerColumns = """
        SELECT sp.id, sp.firstName, sp.lastName, sp.displayName, sp.tagLine, sp.bio, sp.photoURL, sp.isTopSpeaker,
            sp.links, sp.categoryItemIds, sp.sessionIds
        FROM speaker sp
        """
    /// A–Z by surname, as Speaker.sortKey has it (kept in the row, so SQLite sorts).
    static let speakerOrder = " ORDER BY sp.sortKey, sp.id"

    /// These speakers: in the order given, or A–Z; without links, as lists show them.
    static func speakers(_ db: Database, ids: [String], inListOrder: Bool) throws -> [Speaker] {
        guard !ids.isEmpty else { return [] }
        return try speakers(db, sql: speakerColumns + " JOIN json_each(?) j ON j.value = sp.id"
            + (inListOrder ? " ORDER BY j.key" : speakerOrder), arguments: [JSONList.strings(ids)], whole: false)
    }

    /// Speakers from `sql` (which selects `speakerColumns`), read off a cursor by position; their
    /// JSON lists are decoded only when they hold something.
    /// `whole`: with each speaker's links (JSON: most of a list's read, as for sessions), bio
    /// (most of a list's memory: 30,000 bios held 35 MiB) and photo's address (a parsed URL each:
    /// 4.6 MiB for 22,000 speakers). The one speaker a screen shows whole and the feed's
    /// comparison read them; lists, which show none of them, do not.
    static func speakers(_ db: Database, sql: String = speakerColumns + speakerOrder, arguments: StatementArguments = [],
                         whole: Bool) throws -> [Speaker] {
        let items = try categoryItems(db)
        let decoder = JSONDecoder()
        var speakers: [Speaker] = []
        let rows = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            let links: String = row[8], itemIDs: String = row[9], sessionIDs: String = row[10]
            speakers.append(Speaker(
                id: row[0], firstName: row[1], lastName: row[2], displayName: row[3], tagLine: row[4], bio: whole ? row[5] : nil,
                photoURL: whole ? (row[6] as String?).flatMap(URL.init(string:)) : nil,
                links: !whole || links == "[]" ? [] : try decoder.decode([SpeakerLink].self, from: Data(links.utf8)),
                isTopSpeaker: row[7],
                sessionIDs: try JSONList.decodeStrings(sessionIDs),
                categoryItems: try JSONList.decodeNumbers(itemIDs).compactMap { items[$0] }))
        }
        return speakers
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
}

/// How much of a session a read makes.
enum SessionParts {
    /// All but its formatting: the one session a screen shows whole, and the feed's comparison.
    case whole
    /// Without links (JSON, the costliest column: on FOSDEM's feed, where every talk has some,
    /// most of a list's read): lists, and what commands print and export.
    case withoutLinks
    /// Without the description either: a day on screen, which shows neither (FOSDEM's
    /// abstracts are 900 characters on average: megabytes for a day of thousands).
    case listed
}
