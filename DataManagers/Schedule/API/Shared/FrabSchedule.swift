import Entities
import Foundation
import ScheduleDataContract

/// The frab / Pentabarf schedule model both of its formats (XML and JSON) share: a conference,
/// its days, each day's rooms, each room's events. The readers fill these from their syntax;
/// `FrabSchedule.feed` turns them into a `ScheduleFeed` with the rules of the format.
struct FrabConference {
    var title: String?
    var timeZoneName: String?
    /// When one programme day turns into the next (`09:00:00`): a bare `<start>` earlier than
    /// this is on the next calendar date.
    var dayChange: String?
    /// What relative links (`/system/event_attachments/…`) are relative to.
    var baseURL: String?
    /// The city it is in (old Pentabarf's `<city>`): names its zone when nothing else does.
    var city: String?
    /// Tracks and rooms as the feed lists them up front, in its order.
    var tracks: [String] = []
    var rooms: [String] = []
    /// Speakers listed once for the whole schedule, by id (bios, photos).
    var persons: [PersonRecord] = []
    /// The program that wrote it (pretalx's `<generator name="pretalx">`).
    var generator: String?
}

struct FrabDay {
    var path: String
    var date: LocalDate?
    var start: FeedDateTime?
    var end: FeedDateTime?
    var rooms: [(name: String?, events: [FrabEvent])] = []
}

/// One event's fields as the feed writes them, unchecked.
struct FrabEvent {
    var path: String
    var guid, id, date, start, duration, room, url, title, subtitle: String?
    var track, type, language, abstract, description, feedbackURL: String?
    var doNotRecord = false
    var persons: [PersonRecord] = []
    var links: [(title: String?, url: String)] = []

    init(path: String) {
        self.path = path
    }
}

enum FrabSchedule {
    static func feed(_ conference: FrabConference, days: [FrabDay], format: ScheduleFormat,
                     context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed {
        var assembler = ScheduleAssembler(format: format, context: context)
        assembler.zones.city = conference.city
        assembler.title = conference.title
        assembler.generator = conference.generator
        assembler.declaredRooms = conference.rooms
        assembler.declaredItems = conference.tracks.map { ("Track", $0) }
        assembler.knownPersons = KnownPersons(conference.persons)
        let dayChange = conference.dayChange.flatMap(clock)

        var records: [EventRecord] = []
        var checks: [(written: FeedDateTime, start: String)] = []
        for day in days {
            for time in [day.start, day.end].compactMap({ $0 }) { assembler.zones.note(time) }
            for room in day.rooms {
                for event in room.events {
                    records.append(try record(event, day: day, room: room.name, dayChange: dayChange, baseURL: conference.baseURL,
                                              fields: &assembler.fields))
                    if let date = event.date.flatMap(FeedDateTime.init(iso:)), let start = event.start { checks.append((date, start)) }
                }
            }
        }
        (assembler.zones.declared, assembler.zones.setAside) = declaredZone(conference.timeZoneName, checkedAgainst: checks, fields: &assembler.fields)
        return try assembler.assemble(records)
    }

    // MARK: Events

    private static func record(_ event: FrabEvent, day: FrabDay, room: String?, dayChange: (Int, Int)?, baseURL: String?,
                               fields: inout FeedFields) throws(ScheduleFeedError) -> EventRecord {
        var record = EventRecord(path: event.path)
        record.key = nonEmpty(event.guid) ?? nonEmpty(event.id)
        record.title = event.title
        record.subtitle = event.subtitle
        record.abstract = event.abstract
        record.description = event.description
        record.filedUnder = day.date
        record.room = nonEmpty(event.room) ?? room
        record.pageURL = nonEmpty(event.url).map { absolute($0, base: baseURL) }
        record.doNotRecord = event.doNotRecord
        record.persons = event.persons.map { person in
            var person = person
            person.photoURL = person.photoURL.map { absolute($0, base: baseURL) }
            return person
        }
        // frab writes this placeholder for an attachment whose file is gone.
        record.links = event.links.filter { !$0.url.hasSuffix("/attachments/original/missing.png") }
            .map { ($0.title, absolute($0.url, base: baseURL)) }
        if let feedback = nonEmpty(event.feedbackURL) { record.links.append(("Feedback", feedback)) }
        for (category, item) in [("Track", event.track), ("Type", event.type), ("Language", event.language)] {
            if let item = nonEmpty(item) { record.categories.append((category, item)) }
        }

        // `<date>` (with its offset) says when; a bare `<start>` is read on the day's date.
        if let text = nonEmpty(event.date) {
            guard let written = FeedDateTime(iso: text) else { throw .invalidTime(path: "\(event.path).date", value: text) }
            record.start = .written(written)
            record.clock = nonEmpty(event.start).flatMap(clock).map { (hour: $0.0, minute: $0.1) }
        } else if let text = nonEmpty(event.start) {
            if let written = FeedDateTime(iso: text) {
                record.start = .written(written)
            } else if let clock = clock(text) {
                if let date = day.date {
                    // Before the day turns (day_change, else the day's own start) is after midnight.
                    let turn = dayChange ?? day.start.map { ($0.hour, $0.minute) }
                    let onDate = turn.map { clock < $0 } == true ? date.adding(days: 1) : date
                    record.start = FeedDateTime(year: onDate.year, month: onDate.month, day: onDate.day,
                                                hour: clock.0, minute: clock.1, zone: .naive).map(EventTime.written)
                } else {
                    fields.warn("\(event.path).start", "its day has no date; kept unscheduled")
                }
            } else {
                throw .invalidTime(path: "\(event.path).start", value: text)
            }
        }
        if let text = nonEmpty(event.duration) {
            guard let seconds = FeedDuration.seconds(text) else {
                throw .invalidValue(path: "\(event.path).duration", value: text, expected: "a duration (HH:MM, HH:MM:SS or D:HH:MM)")
            }
            record.duration = seconds
        }
        return record
    }

    /// "10:35", "10:35:00" → (10, 35).
    static func clock(_ text: String) -> (Int, Int)? {
        guard let parts = ColonNumbers(text.withoutSurroundingWhiteSpace, longestPart: 2)?.parts, (2...3).contains(parts.count),
              parts[0].value < 24, parts[1].value < 60 else { return nil }
        return (parts[0].value, parts[1].value)
    }

    // MARK: The declared zone

    /// The zone the feed names, unless its own clock times contradict it (then the name set
    /// aside, for the note on the zone chosen instead). Each event writes its time twice:
    /// `<date>` with an offset and `<start>` as the clock shows it. A feed that names UTC while
    /// its clocks run at +01:00 is shown at +01:00 (one that names Europe/Berlin and writes its
    /// offsets as UTC is right, and keeps its zone).
    private static func declaredZone(_ name: String?, checkedAgainst checks: [(written: FeedDateTime, start: String)],
                                     fields: inout FeedFields) -> (zone: TimeZone?, setAside: String?) {
        guard let name = nonEmpty(name) else { return (nil, nil) }
        guard let zone = TimeZone(identifier: name) else {
            fields.warn("conference.time_zone_name", "\"\(name)\" is not a time zone Podium knows; ignored")
            return (nil, nil)
        }
        var agreeing = 0, disagreeing = 0
        for check in checks {
            guard case .offset = check.written.zone, let instant = check.written.instant(naiveIn: nil),
                  let clock = clock(check.start) else { continue }
            let shown = ClockTime(instant, in: zone)
            if (shown.hour, shown.minute) == clock { agreeing += 1 } else if (check.written.hour, check.written.minute) == clock { disagreeing += 1 }
        }
        if disagreeing > agreeing { return (nil, String(name.prefix(64))) }
        return (zone, nil)
    }

    /// A link as the feed's `base_url` places it: CCC's `/system/event_attachments/…` lives
    /// under its Fahrplan (`…/Fahrplan/system/event_attachments/…`).
    static func absolute(_ link: String, base: String?) -> String {
        let link = FeedText.trimmed(link)
        guard let base = nonEmpty(base), !WebAddress.hasSchemeSeparator(link), !link.hasPrefix("//"), !link.isEmpty else { return link }
        return (base.hasSuffix("/") ? base : base + "/") + link.drop { $0 == "/" }
    }

    /// A speaker's id within one frab or pretalx instance: pretalx's code, else frab's number.
    static func personID(code: String?, id: String?) -> String? {
        nonEmpty(code) ?? nonEmpty(id)
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text = text.map(FeedText.trimmed), !text.isEmpty else { return nil }
        return text
    }
}
