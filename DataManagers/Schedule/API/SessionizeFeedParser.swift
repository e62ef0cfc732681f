import Entities
import Foundation
import ScheduleDataContract

/// Reads a Sessionize "All" export into entities, checking it on the way.
///
/// Rejected (throws `ScheduleFeedError`): bytes that are not JSON, JSON of another shape, a
/// missing required field or a wrong type (with its path, `sessions[12].title`), duplicate
/// ids and unreadable times. A feed with no sessions is read (a schedule not published yet); the
/// local store holds it back when it would wipe the schedule it has.
/// Dropped with a warning: references to rooms, speakers, sessions or category items that do
/// not exist, URLs that are not http(s), a session that ends before it starts (kept, without
/// its times).
public struct SessionizeFeedParser: Sendable {
    public let conferenceTimeZone: TimeZone

    public init(conferenceTimeZone: TimeZone) {
        self.conferenceTimeZone = conferenceTimeZone
    }

    public func parse(_ data: Data) throws(ScheduleFeedError) -> ScheduleFeed {
        let document = try decode(data)
        var builder = FeedBuilder(times: FeedTime(conferenceTimeZone: conferenceTimeZone))
        return try builder.build(document)
    }

    // MARK: Decoding

    private func decode(_ data: Data) throws(ScheduleFeedError) -> SessionizeDocument {
        do {
            return try JSONDecoder().decode(SessionizeDocument.self, from: data)
        } catch let error as DecodingError {
            throw Self.translate(error, data: data)
        } catch {
            throw .malformedJSON(line: nil, column: nil, detail: "\(error)")
        }
    }

    static func translate(_ error: DecodingError, data: Data) -> ScheduleFeedError {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return JSONErrorLocator.locate(in: data)
        case .dataCorrupted(let context):
            return .wrongType(path: path(context.codingPath), expected: context.debugDescription)
        case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
            return .notASessionizeFeed("it has no \"\(key.stringValue)\" list")
        case .keyNotFound(let key, let context):
            return .missingField(path: path(context.codingPath + [key]))
        case .valueNotFound(_, let context):
            return .missingField(path: path(context.codingPath))
        case .typeMismatch(let type, let context) where context.codingPath.isEmpty:
            return .notASessionizeFeed("the top level is not an object (expected \(type))")
        case .typeMismatch(let type, let context):
            let expected = context.debugDescription.hasPrefix("an id") ? context.debugDescription : expectedName(type)
            return .wrongType(path: path(context.codingPath), expected: expected)
        @unknown default:
            return .malformedJSON(line: nil, column: nil, detail: "\(error)")
        }
    }

    /// `sessions[12].title`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    private static func expectedName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "a \(type)"
        }
    }
}

/// Checks a decoded document and turns it into entities.
private struct FeedBuilder {
    let times: FeedTime
    var warnings: [FeedWarning] = []
    private var knownTimes: [String: Date] = [:]

    init(times: FeedTime) {
        self.times = times
    }

    mutating func build(_ document: SessionizeDocument) throws(ScheduleFeedError) -> ScheduleFeed {
        try requireShortIDs(document.sessions.map(\.id.value), list: "sessions")
        try requireShortIDs(document.speakers.map(\.id.value), list: "speakers")
        try requireUnique(document.sessions.map(\.id.value), list: "sessions")
        try requireUnique(document.speakers.map(\.id.value), list: "speakers")
        try requireUnique(document.rooms.map { String($0.id) }, list: "rooms")
        let categoryRecords = document.categories ?? []
        try requireUnique(categoryRecords.map { String($0.id) }, list: "categories")
        try requireUnique(categoryRecords.flatMap { $0.items.map { String($0.id) } },
                          list: "categories[].items", paths: categoryRecords.enumerated().flatMap { category in
                              category.element.items.indices.map { "categories[\(category.offset)].items[\($0)]" }
                          })

        var rooms: [Room] = []
        for (index, record) in document.rooms.enumerated() {
            rooms.append(Room(id: record.id, name: line(record.name, at: "rooms[\(index)].name"), sort: record.sort ?? 0))
        }
        rooms.sort { ($0.sort, $0.name) < ($1.sort, $1.name) }
        let roomsByID = Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) })
        var categories: [Category] = []
        for (index, record) in categoryRecords.enumerated() {
            let title = line(record.title, at: "categories[\(index)].title")
            var items: [CategoryItem] = []
            for (itemIndex, item) in record.items.enumerated() {
                items.append(CategoryItem(id: item.id, name: line(item.name, at: "categories[\(index)].items[\(itemIndex)].name"),
                                          categoryTitle: title, sort: item.sort ?? 0))
            }
            categories.append(Category(id: record.id, title: title, appliesTo: record.type?.lowercased() == "speaker" ? .speaker : .session,
                                       items: items, sort: record.sort ?? 0))
        }
        categories.sort { ($0.sort, $0.title) < ($1.sort, $1.title) }
        let itemsByID = Dictionary(uniqueKeysWithValues: categories.flatMap(\.items).map { ($0.id, $0) })
        let sessionIDs = Set(document.sessions.map(\.id.value))

        var speakers: [Speaker] = []
        for (index, record) in document.speakers.enumerated() {
            speakers.append(speaker(record, at: "speakers[\(index)]", sessionIDs: sessionIDs, items: itemsByID))
        }
        let speakersByID = Dictionary(uniqueKeysWithValues: speakers.map { ($0.id, $0) })

        var sessions: [Session] = []
        for (index, record) in document.sessions.enumerated() {
            sessions.append(try session(record, at: "sessions[\(index)]", rooms: roomsByID, speakers: speakersByID, items: itemsByID))
        }
        return ScheduleFeed(sessions: sessions, speakers: speakers, rooms: rooms, categories: categories, warnings: allWarnings)
    }

    private func requireShortIDs(_ ids: [String], list: String) throws(ScheduleFeedError) {
        if let index = ids.firstIndex(where: { $0.unicodeScalars.count > FeedLimits.id }) {
            throw .wrongType(path: "\(list)[\(index)].id", expected: "an id of at most \(FeedLimits.id) characters")
        }
    }

    private func requireUnique(_ ids: [String], list: String, paths: [String]? = nil) throws(ScheduleFeedError) {
        var seen: Set<String> = []
        for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
            throw .duplicateID(path: paths?[index] ?? "\(list)[\(index)]", id: id)
        }
    }

    private mutating func session(_ record: SessionizeDocument.SessionRecord, at path: String, rooms: [Int: Room],
                                  speakers: [String: Speaker], items: [Int: CategoryItem]) throws(ScheduleFeedError) -> Session {
        var startsAt = try time(record.startsAt, at: "\(path).startsAt")
        var endsAt = try time(record.endsAt, at: "\(path).endsAt")
        if let start = startsAt, let end = endsAt, end < start {
            warn("\(path).endsAt", "ends before it starts; kept without its times")
            startsAt = nil
            endsAt = nil
        }
        var room: Room?
        if let roomID = record.roomId {
            room = rooms[roomID]
            if room == nil { warn("\(path).roomId", "room \(roomID) does not exist; dropped") }
        }
        var sessionSpeakers: [SpeakerSummary] = []
        for (index, id) in (record.speakers ?? []).enumerated() {
            if let speaker = speakers[id.value] { sessionSpeakers.append(speaker.summary) } else { warn("\(path).speakers[\(index)]", "speaker \(id.value) does not exist; dropped") }
        }
        return Session(
            id: record.id.value,
            title: line(record.title, at: "\(path).title"),
            description: text(record.description, at: "\(path).description"),
            startsAt: startsAt,
            endsAt: endsAt,
            room: room,
            speakers: sessionSpeakers,
            categoryItems: resolve(record.categoryItems, at: "\(path).categoryItems", items: items),
            isServiceSession: record.isServiceSession ?? false,
            isPlenumSession: record.isPlenumSession ?? false,
            liveURL: url(record.liveUrl, at: "\(path).liveUrl"),
            recordingURL: url(record.recordingUrl, at: "\(path).recordingUrl"),
            status: record.status)
    }

    private mutating func speaker(_ record: SessionizeDocument.SpeakerRecord, at path: String, sessionIDs: Set<String>,
                                  items: [Int: CategoryItem]) -> Speaker {
        var links: [SpeakerLink] = []
        for (index, link) in (record.links ?? []).enumerated() {
            guard let url = url(link.url, at: "\(path).links[\(index)].url") else { continue }
            links.append(SpeakerLink(title: line(link.title ?? link.linkType ?? url.host ?? "link", at: "\(path).links[\(index)].title"),
                                     url: url, type: line(link.linkType ?? "Other", at: "\(path).links[\(index)].linkType")))
        }
        var sessions: [String] = []
        for (index, id) in (record.sessions ?? []).enumerated() {
            if sessionIDs.contains(id.value) { sessions.append(id.value) } else { warn("\(path).sessions[\(index)]", "session \(id.value) does not exist; dropped") }
        }
        return Speaker(
            id: record.id.value,
            firstName: line(record.firstName ?? "", at: "\(path).firstName"),
            lastName: line(record.lastName ?? "", at: "\(path).lastName"),
            displayName: record.fullName.map { line($0, at: "\(path).fullName") },
            tagLine: record.tagLine.map { line($0, at: "\(path).tagLine") }.flatMap { $0.isEmpty ? nil : $0 },
            bio: text(record.bio, at: "\(path).bio"),
            photoURL: url(record.profilePicture, at: "\(path).profilePicture"),
            links: links,
            isTopSpeaker: record.isTopSpeaker ?? false,
            sessionIDs: sessions,
            categoryItems: resolve(record.categoryItems, at: "\(path).categoryItems", items: items))
    }

    private mutating func resolve(_ ids: [Int]?, at path: String, items: [Int: CategoryItem]) -> [CategoryItem] {
        var resolved: [CategoryItem] = []
        for (index, id) in (ids ?? []).enumerated() {
            if let item = items[id] { resolved.append(item) } else { warn("\(path)[\(index)]", "category item \(id) does not exist; dropped") }
        }
        return resolved
    }

    private mutating func time(_ text: String?, at path: String) throws(ScheduleFeedError) -> Date? {
        guard let text, !text.isEmpty else { return nil }
        // Sessions share a handful of slot times: each is worked out once.
        if let known = knownTimes[text] { return known }
        guard let instant = times.instant(text) else { throw .invalidTime(path: path, value: text) }
        knownTimes[text] = instant
        return instant
    }

    /// One line of text, cut to `FeedLimits.line` (with a warning).
    private mutating func line(_ raw: String, at path: String) -> String {
        let (text, wasCut) = FeedText.capped(FeedText.line(raw), to: FeedLimits.line)
        if wasCut { warn(path, "longer than \(FeedLimits.line) characters; cut") }
        return text
    }

    /// Paragraphs, cut to `FeedLimits.text` (with a warning); nil when empty.
    private mutating func text(_ raw: String?, at path: String) -> String? {
        guard let raw else { return nil }
        let (text, wasCut) = FeedText.capped(FeedText.paragraphs(raw), to: FeedLimits.text)
        if wasCut { warn(path, "longer than \(FeedLimits.text) characters; cut") }
        return text.isEmpty ? nil : text
    }

    private mutating func url(_ text: String?, at path: String) -> URL? {
        guard let text = text.map(FeedText.trimmed), !text.isEmpty else { return nil }
        guard text.utf8.count <= FeedLimits.url else {
            warn(path, "an address longer than \(FeedLimits.url) characters; dropped")
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            warn(path, "\"\(text)\" is not an http(s) URL; dropped")
            return nil
        }
        return url
    }

    /// Keeps the first `warningLimit` warnings, then counts: a feed with a million bad
    /// references is said in a thousand lines and a total, not a million.
    private mutating func warn(_ path: String, _ message: String) {
        if warnings.count < Self.warningLimit {
            warnings.append(FeedWarning(path: path, message: message))
        } else {
            unlistedWarnings += 1
        }
    }

    static let warningLimit = 1_000
    private var unlistedWarnings = 0

    /// The warnings, with the count of those left unlisted.
    var allWarnings: [FeedWarning] {
        warnings + (unlistedWarnings > 0 ? [FeedWarning(path: "(feed)", message: "and \(unlistedWarnings) more problems like these")] : [])
    }
}

/// Where JSONSerialization says a malformed document goes wrong, as line and column.
enum JSONErrorLocator {
    static func locate(in data: Data) -> ScheduleFeedError {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return .malformedJSON(line: nil, column: nil, detail: "the JSON decoder refused it")
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            guard let offset = characterOffset(in: detail) else {
                return .malformedJSON(line: nil, column: nil, detail: detail)
            }
            let (line, column) = lineAndColumn(of: offset, in: data)
            return .malformedJSON(line: line, column: column, detail: detail)
        }
    }

    /// "… around character 39." → 39.
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    private static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
