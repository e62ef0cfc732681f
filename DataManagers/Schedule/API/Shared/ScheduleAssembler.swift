import Entities
import FeedMarkup
import Foundation
import ScheduleDataContract

/// Turns the event records of a frab or iCalendar feed into a checked `ScheduleFeed`, the same
/// way for every format: the zone chosen once, times read in it, ids made unique, rooms,
/// categories and speakers gathered, programme days kept.
struct ScheduleAssembler {
    let format: ScheduleFormat
    var title: String?
    /// The program that wrote the feed, as it names itself.
    var generator: String?
    var zones: ZoneChooser
    /// Rooms and category items in the order the feed declares them (before first use).
    var declaredRooms: [String] = []
    var declaredItems: [(category: String, item: String)] = []
    /// Speakers the feed describes once, apart from its events (bios, photos).
    var knownPersons = KnownPersons()
    var fields: FeedFields

    /// The longest a session may last; longer is a typo (a year for an hour), and is dropped.
    static let longestDuration: TimeInterval = 14 * 86_400

    init(format: ScheduleFormat, context: ParseContext) {
        self.format = format
        zones = ZoneChooser(configured: context.configuredTimeZone, ignoresOffsets: context.ignoresOffsets)
        fields = FeedFields(base: context.feedURL)
    }

    mutating func assemble(_ written: [EventRecord]) throws(ScheduleFeedError) -> ScheduleFeed {
        let records = zones.ignoresOffsets ? written.map(VenueClock.withoutOffsets) : written
        for record in records {
            for time in [record.start, record.end] {
                if case .written(let written)? = time { zones.note(written) }
            }
        }
        let choice = try zones.choose(&fields)
        let zone = choice?.zone
        if let choice, !zones.ignoresOffsets {
            VenueClock.checkOffsets(of: records, against: choice, fields: &fields)
        }

        var rooms = RoomGatherer(declared: declaredRooms)
        var categories = CategoryGatherer(declared: declaredItems)
        let identities = try PersonIdentities(records: records, known: knownPersons, fields: fields)
        var speakers = SpeakerGatherer()
        var ids = SessionIDs()
        var sessions: [Session] = []

        // Occurrences of one key are numbered in time order, so the first keeps the plain key.
        // Each start read once: reading one in a comparison read it some twenty times.
        let starts = records.map { instant($0.start, zone) ?? .distantFuture }
        let ordered = records.indices.sorted { left, right in
            starts[left] != starts[right] ? starts[left] < starts[right] : left < right
        }
        let proses = ProseReader(records, order: ordered, markup: format == .iCalendar ? .html : .markdown, base: fields.base)
        defer { proses.stop() }
        var built: [(index: Int, session: Session)] = []
        for (position, index) in ordered.enumerated() {
            let record = records[index]
            var (startsAt, endsAt) = times(of: record, in: zone)
            if let start = startsAt, let end = endsAt, end < start {
                fields.warn(record.path, "ends before it starts; kept without its times")
                (startsAt, endsAt) = (nil, nil)
            }
            let roomName = fields.optionalLine(record.room, at: "\(record.path).room")
            let title = fields.optionalLine(record.title, at: "\(record.path).title") ?? {
                fields.warn("\(record.path).title", "no title; shown as \"(untitled)\"")
                return "(untitled)"
            }()
            guard let id = try ids.id(for: record, title: title, startsAt: startsAt, room: roomName, fields: &fields) else { continue }
            var items: [CategoryItem] = []
            for (offset, pair) in record.categories.enumerated() {
                let category = fields.line(pair.category, at: "\(record.path).categories[\(offset)]")
                let name = fields.line(pair.item, at: "\(record.path).\(category.lowercased())")
                if !category.isEmpty, !name.isEmpty { items.append(categories.item(name, in: category)) }
            }
            var sessionSpeakers: [SpeakerSummary] = []
            // The same person listed twice in one talk is shown once.
            for (offset, person) in record.persons.enumerated() {
                guard let speakerID = identities.id(record: index, person: offset),
                      !sessionSpeakers.contains(where: { $0.id == speakerID }) else { continue }
                sessionSpeakers.append(speakers.add(knownPersons.completed(person), id: speakerID, session: id,
                                                    at: "\(record.path).persons[\(offset)]", fields: &fields))
            }
            var links: [SessionLink] = []
            for (offset, link) in record.links.enumerated() {
                guard let url = fields.url(link.url, at: "\(record.path).links[\(offset)]") else { continue }
                let title = fields.optionalLine(link.title, at: "\(record.path).links[\(offset)].title") ?? url.host ?? "link"
                if !links.contains(where: { $0.url == url }) { links.append(SessionLink(title: title, url: url)) }
            }
            let room = roomName.map { rooms.room(named: $0) }
            let prose = proses.prose(at: position)
            if prose.abstractWasCut { fields.warn("\(record.path).abstract", FeedFields.cutProse) }
            if prose.descriptionWasCut { fields.warn("\(record.path).description", FeedFields.cutProse) }
            let session = Session(
                id: id, title: title,
                description: prose.text,
                startsAt: startsAt, endsAt: endsAt,
                room: room,
                speakers: sessionSpeakers, categoryItems: items,
                subtitle: fields.optionalLine(record.subtitle, at: "\(record.path).subtitle").flatMap { $0 == title ? nil : $0 },
                pageURL: fields.url(record.pageURL, at: "\(record.path).url"),
                links: links,
                programmeDay: programmeDay(of: record, startsAt: startsAt, zone: zone),
                doNotRecord: record.doNotRecord,
                richDescription: prose.rich)
            built.append((index, session))
        }
        // Back in the feed's order: rooms and days read as the feed lists them.
        sessions = built.sorted { $0.index < $1.index }.map(\.session)
        if let zone, !zones.ignoresOffsets, zones.commonOffset != nil || zones.hasUTCTimes {
            VenueClock.checkNights(of: sessions, records: records, in: zone, fields: &fields)
        }
        return ScheduleFeed(sessions: sessions, speakers: speakers.all, rooms: rooms.all, categories: categories.all,
                            warnings: fields.allWarnings,
                            conference: FeedConference(format: format, title: title.flatMap { fields.optionalLine($0, at: "conference.title") },
                                                       timeZone: zone, timeZoneSource: choice?.source,
                                                       generator: generator.flatMap(Self.generatorName)))
    }

    /// A generator's name as lists compare it: one short word of letters, digits, dots or dashes, lower case.
    static func generatorName(_ text: String) -> String? {
        let word = text.withoutSurroundingWhiteSpace.lowercased()
        guard (1...40).contains(word.unicodeScalars.count),
              word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }) else { return nil }
        return word
    }

    // MARK: Times

    private func instant(_ time: EventTime?, _ zone: TimeZone?) -> Date? {
        switch time {
        case .written(let written)?: written.instant(naiveIn: zone)
        case .instant(let date)?: date
        case nil: nil
        }
    }

    private mutating func times(of record: EventRecord, in zone: TimeZone?) -> (Date?, Date?) {
        guard let start = instant(record.start, zone) else {
            if record.start != nil { fields.warn("\(record.path).start", "not a date that exists; kept unscheduled") }
            return (nil, nil)
        }
        var end = instant(record.end, zone)
        if end == nil, let duration = record.duration { end = start.addingTimeInterval(duration) }
        if let last = end, last.timeIntervalSince(start) > Self.longestDuration {
            fields.warn("\(record.path).duration", "lasts more than 14 days; kept without its end")
            end = nil
        }
        return (start, end)
    }

    /// The day the feed files it under, when that is not the date it starts on: a talk at 00:30
    /// filed under the evening before stays there. One filed under a day it is nowhere near
    /// (two days off, or the next afternoon) is shown on its own date, with a warning.
    private mutating func programmeDay(of record: EventRecord, startsAt: Date?, zone: TimeZone?) -> LocalDate? {
        guard let filed = record.filedUnder, let startsAt, let zone else { return nil }
        let starts = LocalDate(startsAt, in: zone)
        if starts == filed { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        if starts == filed.adding(days: 1), calendar.component(.hour, from: startsAt) < 12 { return filed }
        fields.warn(record.path, "filed under \(filed) but starts on \(starts); shown on \(starts)")
        return nil
    }
}

/// Session ids: the feed's key, unique. A key met again at another time is another occurrence
/// a person can pick (a workshop held twice): `key#2`, `key#3` in time order. The same key at
/// the same time in the same room is one session listed twice (a merged file): kept once.
private struct SessionIDs {
    private var occurrences: [String: [(start: Date?, room: String?)]] = [:]

    mutating func id(for record: EventRecord, title: String, startsAt: Date?, room: String?,
                     fields: inout FeedFields) throws(ScheduleFeedError) -> String? {
        let key: String
        if let given = record.key.map(FeedText.trimmed), !given.isEmpty {
            key = try fields.id(given, at: "\(record.path).id")
        } else {
            key = StableID.text("event", title + "\u{0}" + (startsAt.map { "\($0.timeIntervalSince1970)" } ?? ""))
        }
        let seen = occurrences[key, default: []]
        if seen.contains(where: { $0.start == startsAt && $0.room == room }) {
            fields.warn(record.path, "\"\(key)\" is listed twice at the same time and place; kept once")
            return nil
        }
        occurrences[key, default: []].append((startsAt, room))
        return seen.isEmpty ? key : "\(key)#\(seen.count + 1)"
    }
}

/// Rooms by name, with stable ids, in the feed's order.
private struct RoomGatherer {
    private var ids = StableIDs()
    private var rooms: [String: Room] = [:]
    private var order: [String] = []

    init(declared: [String]) {
        for name in declared where !name.isEmpty { _ = room(named: name) }
    }

    mutating func room(named name: String) -> Room {
        if let room = rooms[name] { return room }
        let room = Room(id: ids.id(for: name), name: name, sort: order.count)
        rooms[name] = room
        order.append(name)
        return room
    }

    /// Declared rooms no session uses are kept: a filter may list them, and they cost nothing.
    var all: [Room] { order.compactMap { rooms[$0] } }
}

/// Categories ("Track", "Type", "Language") and their items, with stable ids, in the feed's order.
private struct CategoryGatherer {
    private var ids = StableIDs()
    private var categories: [String: Category] = [:]
    private var order: [String] = []

    init(declared: [(category: String, item: String)]) {
        for pair in declared where !pair.item.isEmpty { _ = item(pair.item, in: pair.category) }
    }

    mutating func item(_ name: String, in title: String) -> CategoryItem {
        if categories[title] == nil {
            categories[title] = Category(id: ids.id(for: "category\u{0}" + title), title: title, items: [], sort: order.count)
            order.append(title)
        }
        if let item = categories[title]?.items.first(where: { $0.name == name }) { return item }
        let item = CategoryItem(id: ids.id(for: title + "\u{0}" + name), name: name, categoryTitle: title,
                                sort: categories[title]?.items.count ?? 0)
        categories[title]?.items.append(item)
        return item
    }

    var all: [Category] { order.compactMap { categories[$0] } }
}
