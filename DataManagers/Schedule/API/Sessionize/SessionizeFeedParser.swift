import Entities
import Foundation
import ScheduleDataContract

/// Reads a Sessionize "All" export into entities, checking it on the way.
///
/// Rejected (throws `ScheduleFeedError`): bytes that are not JSON, JSON of another shape (another
/// Sessionize view is named, with the address of the right one), a missing required field or a
/// wrong type (with its path, `sessions[12].title`), duplicate ids, unreadable times, and times
/// without a zone when none was given (Sessionize writes the venue's clock without naming it).
/// A feed with no sessions is read (a schedule not published yet); the local store holds it back
/// when it would wipe the schedule it has.
/// Dropped with a warning: references to rooms, speakers, sessions or category items that do
/// not exist, URLs that are not http(s), a session that ends before it starts (kept, without
/// its times).
public struct SessionizeFeedParser: ScheduleParsing {
    public let conferenceTimeZone: TimeZone?

    /// `conferenceTimeZone`: the zone the venue's clock times are in (nil: the feed must give
    /// offsets, or be refused).
    public init(conferenceTimeZone: TimeZone?) {
        self.conferenceTimeZone = conferenceTimeZone
    }

    public func parse(_ data: Data) throws(ScheduleFeedError) -> ScheduleFeed {
        try parse(data, context: ParseContext(configuredTimeZone: conferenceTimeZone, feedURL: nil))
    }

    package func parse(_ data: Data, context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed {
        let document: SessionizeDocument
        do {
            document = try decode(data)
        } catch {
            throw SessionizeViews.explain(error, data: data, feedURL: context.feedURL)
        }
        var builder = FeedBuilder(zones: ZoneChooser(configured: context.configuredTimeZone ?? conferenceTimeZone,
                                                     ignoresOffsets: context.ignoresOffsets),
                                  base: context.feedURL)
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
    var zones: ZoneChooser
    var fields: FeedFields
    /// Sessions share a handful of slot times: each is read once.
    private var written: [String: FeedDateTime] = [:]
    private var zone: TimeZone?

    init(zones: ZoneChooser, base: URL?) {
        self.zones = zones
        fields = FeedFields(base: base)
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
        // Every time is read first: the zone they are read in depends on all of them.
        for (index, record) in document.sessions.enumerated() {
            try read(record.startsAt, at: "sessions[\(index)].startsAt")
            try read(record.endsAt, at: "sessions[\(index)].endsAt")
        }
        let choice = try zones.choose(&fields)
        zone = choice?.zone

        var rooms: [Room] = []
        for (index, record) in document.rooms.enumerated() {
            rooms.append(Room(id: record.id, name: fields.line(record.name, at: "rooms[\(index)].name"), sort: record.sort ?? 0))
        }
        rooms.sort { ($0.sort, $0.name) < ($1.sort, $1.name) }
        let roomsByID = Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) })
        var categories: [Category] = []
        for (index, record) in categoryRecords.enumerated() {
            let title = fields.line(record.title, at: "categories[\(index)].title")
            var items: [CategoryItem] = []
            for (itemIndex, item) in record.items.enumerated() {
                items.append(CategoryItem(id: item.id, name: fields.line(item.name, at: "categories[\(index)].items[\(itemIndex)].name"),
                                          categoryTitle: title, sort: item.sort ?? 0))
            }
            categories.append(Category(id: record.id, title: title, appliesTo: record.type?.lowercased() == "speaker" ? .speaker : .session,
                                       items: items, sort: record.sort ?? 0))
        }
        categories.sort { ($0.sort, $0.title) < ($1.sort, $1.title) }
        let itemsByID = Dictionary(uniqueKeysWithValues: categories.flatMap(\.items).map { ($0.id, $0) })
        let sessionIDs = Set(document.sessions.map(\.id.value))
        // Custom questions answered with an address: recordings, slides, code.
        let linkQuestions = Dictionary((document.questions ?? []).filter { $0.questionType?.lowercased() == "web_address" }
            .map { ($0.id, $0.question ?? "Link") }, uniquingKeysWith: { first, _ in first })

        var speakers: [Speaker] = []
        for (index, record) in document.speakers.enumerated() {
            speakers.append(speaker(record, at: "speakers[\(index)]", sessionIDs: sessionIDs, items: itemsByID, linkQuestions: linkQuestions))
        }
        let speakersByID = Dictionary(uniqueKeysWithValues: speakers.map { ($0.id, $0) })

        var sessions: [Session] = []
        for (index, record) in document.sessions.enumerated() {
            sessions.append(try session(record, at: "sessions[\(index)]", rooms: roomsByID, speakers: speakersByID, items: itemsByID,
                                        linkQuestions: linkQuestions))
        }
        return ScheduleFeed(sessions: sessions, speakers: speakers, rooms: rooms, categories: categories, warnings: fields.allWarnings,
                            conference: FeedConference(format: .sessionize, timeZone: zone, timeZoneSource: choice?.source))
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
                                  speakers: [String: Speaker], items: [Int: CategoryItem],
                                  linkQuestions: [Int: String]) throws(ScheduleFeedError) -> Session {
        var startsAt = try instant(record.startsAt, at: "\(path).startsAt")
        var endsAt = try instant(record.endsAt, at: "\(path).endsAt")
        if let start = startsAt, let end = endsAt, end < start {
            fields.warn("\(path).endsAt", "ends before it starts; kept without its times")
            startsAt = nil
            endsAt = nil
        }
        var room: Room?
        if let roomID = record.roomId {
            room = rooms[roomID]
            if room == nil { fields.warn("\(path).roomId", "room \(roomID) does not exist; dropped") }
        }
        var sessionSpeakers: [SpeakerSummary] = []
        for (index, id) in (record.speakers ?? []).enumerated() {
            if let speaker = speakers[id.value] { sessionSpeakers.append(speaker.summary) } else { fields.warn("\(path).speakers[\(index)]", "speaker \(id.value) does not exist; dropped") }
        }
        return Session(
            id: record.id.value,
            title: fields.line(record.title, at: "\(path).title"),
            description: fields.text(record.description, at: "\(path).description"),
            startsAt: startsAt,
            endsAt: endsAt,
            room: room,
            speakers: sessionSpeakers,
            categoryItems: resolve(record.categoryItems, at: "\(path).categoryItems", items: items),
            isServiceSession: record.isServiceSession ?? false,
            isPlenumSession: record.isPlenumSession ?? false,
            liveURL: fields.url(record.liveUrl, at: "\(path).liveUrl"),
            recordingURL: fields.url(record.recordingUrl, at: "\(path).recordingUrl"),
            status: record.status,
            links: links(record.questionAnswers, at: "\(path).questionAnswers", questions: linkQuestions).map { SessionLink(title: $0.title, url: $0.url) })
    }

    private mutating func speaker(_ record: SessionizeDocument.SpeakerRecord, at path: String, sessionIDs: Set<String>,
                                  items: [Int: CategoryItem], linkQuestions: [Int: String]) -> Speaker {
        var links: [SpeakerLink] = []
        for (index, link) in (record.links ?? []).enumerated() {
            guard let url = fields.url(link.url, at: "\(path).links[\(index)].url") else { continue }
            links.append(SpeakerLink(title: fields.line(link.title ?? link.linkType ?? url.host ?? "link", at: "\(path).links[\(index)].title"),
                                     url: url, type: fields.line(link.linkType ?? "Other", at: "\(path).links[\(index)].linkType")))
        }
        for link in self.links(record.questionAnswers, at: "\(path).questionAnswers", questions: linkQuestions)
        where !links.contains(where: { $0.url == link.url }) {
            links.append(SpeakerLink(title: link.title, url: link.url, type: "Other"))
        }
        var sessions: [String] = []
        for (index, id) in (record.sessions ?? []).enumerated() {
            if sessionIDs.contains(id.value) { sessions.append(id.value) } else { fields.warn("\(path).sessions[\(index)]", "session \(id.value) does not exist; dropped") }
        }
        return Speaker(
            id: record.id.value,
            firstName: fields.line(record.firstName ?? "", at: "\(path).firstName"),
            lastName: fields.line(record.lastName ?? "", at: "\(path).lastName"),
            displayName: record.fullName.map { fields.line($0, at: "\(path).fullName") },
            tagLine: fields.optionalLine(record.tagLine, at: "\(path).tagLine"),
            bio: fields.text(record.bio, at: "\(path).bio"),
            photoURL: fields.url(record.profilePicture, at: "\(path).profilePicture"),
            links: links,
            isTopSpeaker: record.isTopSpeaker ?? false,
            sessionIDs: sessions,
            categoryItems: resolve(record.categoryItems, at: "\(path).categoryItems", items: items))
    }

    /// Answers to Web_address questions, titled by their question ("Recording 2023").
    private mutating func links(_ answers: [SessionizeDocument.AnswerRecord]?, at path: String,
                                questions: [Int: String]) -> [(title: String, url: URL)] {
        var links: [(title: String, url: URL)] = []
        for (index, answer) in (answers ?? []).enumerated() {
            guard let question = questions[answer.questionId],
                  let url = fields.url(answer.answerValue, at: "\(path)[\(index)].answerValue") else { continue }
            links.append((fields.line(question, at: "questions[id \(answer.questionId)].question"), url))
        }
        return links
    }

    private mutating func resolve(_ ids: [Int]?, at path: String, items: [Int: CategoryItem]) -> [CategoryItem] {
        var resolved: [CategoryItem] = []
        for (index, id) in (ids ?? []).enumerated() {
            if let item = items[id] { resolved.append(item) } else { fields.warn("\(path)[\(index)]", "category item \(id) does not exist; dropped") }
        }
        return resolved
    }

    /// Reads a time once, noting how it names its zone.
    private mutating func read(_ text: String?, at path: String) throws(ScheduleFeedError) {
        guard let text, !text.isEmpty, written[text] == nil else { return }
        guard var time = FeedDateTime(iso: text) else { throw .invalidTime(path: path, value: text) }
        if zones.ignoresOffsets { time.zone = .naive }  // the clock time as written, in the conference's zone
        written[text] = time
        zones.note(time)
    }

    /// The instant, in the chosen zone; a date that does not exist (30 February) is refused.
    private func instant(_ text: String?, at path: String) throws(ScheduleFeedError) -> Date? {
        guard let text, let time = written[text] else { return nil }
        guard let instant = time.instant(naiveIn: zone) else { throw .invalidTime(path: path, value: text) }
        return instant
    }
}

/// Where JSONSerialization says a malformed document goes wrong, as line and column.
enum JSONErrorLocator {
    static func locate(in data: Data) -> ScheduleFeedError {
        // Valid JSON the decoder still refuses holds a number no Swift number can hold: say which.
        if let json = try? FeedJSON.parse(data), let (path, number) = oversizedNumber(in: json, at: "") {
            let shown = number.count > 40 ? String(number.prefix(40)) + "…" : number
            return .wrongType(path: path.isEmpty ? "(top level)" : path, expected: "a number that fits in 64 bits, not \(shown)")
        }
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

    /// The first number, depth first, that neither an Int64 nor a finite Double holds, with its path.
    private static func oversizedNumber(in json: FeedJSON, at path: String) -> (String, String)? {
        switch json {
        case .number(let text):
            let isInteger = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            let fits = isInteger ? Int64(text) != nil : (Double(text)?.isFinite ?? false)
            return fits ? nil : (path, text)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = oversizedNumber(in: element, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let members):
            for member in members {
                if let found = oversizedNumber(in: member.value, at: path.isEmpty ? member.key : "\(path).\(member.key)") { return found }
            }
            return nil
        case .string, .bool, .null:
            return nil
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
