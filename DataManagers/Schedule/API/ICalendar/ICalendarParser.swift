import ContentLines
import Entities
import Foundation
import ScheduleDataContract

/// Reads an iCalendar file (RFC 5545: pretalx, Indico, Sched, any calendar) as a schedule:
/// each VEVENT a session. UID identifies it; SUMMARY, DESCRIPTION, LOCATION (its room), URL,
/// CATEGORIES (its tracks), ATTENDEE or ORGANIZER names (its speakers); DTSTART with DTEND or
/// DURATION, in UTC, a TZID (IANA, or spelled out in a VTIMEZONE) or floating; X-WR-CALNAME
/// names the conference and X-WR-TIMEZONE its zone. Cancelled events are left out; all-day
/// events (days, not sessions) too, with a warning.
package struct ICalendarParser: ScheduleParsing {
    package init() {}

    package func parse(_ data: Data, context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed {
        var calendar = CalendarReading()
        try calendar.read(ContentLineReader.entries(of: String(decoding: data, as: UTF8.self)))

        var assembler = ScheduleAssembler(format: .iCalendar, context: context)
        assembler.title = calendar.name
        var zones: [String: CalendarZone] = [:]
        // A private zone with an offset no place has (+2359, -9999) would shift every time in it:
        // refused, said once, and its times read as its IANA namesake's or the conference's.
        for tzid in calendar.impossibleZones.sorted() {
            let instead = CalendarZone.iana(tzid).map { "as \($0.identifier)" } ?? "in the conference's zone"
            assembler.fields.warn("VTIMEZONE \(String(tzid.prefix(64)))", "an offset beyond ±18:00: the zone is ignored and its times read \(instead)")
        }
        let refusedZones = calendar.impossibleZones
        let years = Set(calendar.events.compactMap { $0.start.flatMap { Self.dateTime($0.value)?.year } })
        for (tzid, rules) in calendar.definedZones {
            let known = CalendarZone.iana(tzid) ?? rules.location.flatMap(CalendarZone.iana)
                ?? CalendarZone.matching(rules, named: tzid, years: years)
            zones[tzid] = known.map(CalendarZone.iana) ?? .rules(rules)
        }
        // The conference's zone: the one the calendar names, else the one most of its events use.
        let usedZones = calendar.events.flatMap { event in [event.start, event.end].compactMap { $0?.parameter("TZID") } }
        let common = Dictionary(grouping: usedZones, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        assembler.zones.declared = calendar.declaredZone.flatMap(CalendarZone.iana) ?? common.flatMap { tzid in
            if case .iana(let zone)? = zones[tzid] { return zone }
            return CalendarZone.iana(tzid)
        }

        var records: [EventRecord] = []
        var allDay = 0
        // An event that cannot be read is left out, never a reason to lose the others.
        var unreadable = calendar.unreadableEvents
        for event in calendar.events {
            if event.value("STATUS")?.uppercased() == "CANCELLED" { continue }
            if let start = event.start, start.parameter("VALUE")?.uppercased() == "DATE" || Self.isDate(start.value) {
                allDay += 1
                continue
            }
            do {
                records.append(try record(event, zones: zones, refusedZones: refusedZones, fields: &assembler.fields))
            } catch {
                unreadable.append("VEVENT (line \(event.line)): \(error)")
            }
        }
        if calendar.producer?.lowercased().contains("//pretalx//") == true {
            assembler.generator = "pretalx"
            // pretalx's calendar is its poorest export: the JSON beside it has everything.
            assembler.fields.warn("(calendar)", "this is pretalx's iCalendar export, which has no speakers, tracks, language or descriptions "
                                  + "(its titles carry the speakers' names); its JSON export has them all: "
                                  + Self.pretalxJSONExport(feed: context.feedURL, page: records.lazy.compactMap(\.pageURL).first))
        }
        if allDay > 0 {
            assembler.fields.warn("(calendar)", "\(allDay) all-day event\(allDay == 1 ? "" : "s") left out (days, not sessions)")
        }
        if let first = unreadable.first {
            let count = unreadable.count
            assembler.fields.warn("(calendar)", "\(count) event\(count == 1 ? "" : "s") could not be read and \(count == 1 ? "is" : "are") left out; "
                                  + "the first: \(first)")
        }
        if let first = calendar.unreadableLines.first {
            let count = calendar.unreadableLines.count
            assembler.fields.warn("(calendar)", "\(count) line\(count == 1 ? "" : "s") outside any event could not be read and \(count == 1 ? "was" : "were") "
                                  + "ignored; the first: \(first)")
        }
        return try assembler.assemble(records)
    }

    /// The JSON export beside pretalx's calendar: `…/schedule/export/schedule.ics` → `….json`,
    /// else made from a talk's page (`https://HOST/EVENT/talk/CODE/`).
    static func pretalxJSONExport(feed: URL?, page: String?) -> String {
        if let feed, ["http", "https"].contains(feed.scheme?.lowercased() ?? ""), feed.lastPathComponent == "schedule.ics" {
            return feed.deletingLastPathComponent().appendingPathComponent("schedule.json").withoutCredentials
        }
        if let page = page.flatMap(URL.init(string:)), let host = page.host, let scheme = page.scheme?.lowercased(), ["http", "https"].contains(scheme) {
            let parts = page.pathComponents.filter { $0 != "/" }
            if let talk = parts.lastIndex(of: "talk"), talk > 0 {
                let event = parts[..<talk].map { "/" + $0 }.joined()
                return "\(scheme)://\(host)\(page.port.map { ":\($0)" } ?? "")\(event)/schedule/export/schedule.json"
            }
        }
        return "https://…/EVENT/schedule/export/schedule.json"
    }

    private func record(_ event: CalendarReading.Event, zones: [String: CalendarZone], refusedZones: Set<String>,
                        fields: inout FeedFields) throws(ScheduleFeedError) -> EventRecord {
        let path = "VEVENT (line \(event.line))"
        var record = EventRecord(path: path)
        record.key = event.value("UID")
        record.title = event.text("SUMMARY")
        record.description = event.text("DESCRIPTION")
        record.room = event.text("LOCATION")
        record.pageURL = event.value("URL")
        for line in event.lines where line.content.name == "CATEGORIES" {
            for item in Self.list(line.content.value) where !item.isEmpty { record.categories.append(("Track", item)) }
        }
        let attendees = event.lines.filter { $0.content.name == "ATTENDEE" }
        for line in attendees.isEmpty ? event.lines.filter({ $0.content.name == "ORGANIZER" }) : attendees {
            if let name = line.content.parameter("CN").map(ContentText.unescape), !name.isEmpty {
                record.persons.append(PersonRecord(id: nil, name: name))
            }
        }
        if let start = event.start { record.start = try time(start, zones: zones, refusedZones: refusedZones, path: "\(path).DTSTART", fields: &fields) }
        if let end = event.end { record.end = try time(end, zones: zones, refusedZones: refusedZones, path: "\(path).DTEND", fields: &fields) }
        if record.end == nil, let text = event.value("DURATION") {
            guard let seconds = FeedDuration.seconds(text) else {
                throw .invalidValue(path: "\(path).DURATION", value: text, expected: "a duration (PT1H30M)")
            }
            record.duration = seconds
        }
        if event.value("RRULE") != nil { fields.warn(path, "repeats; shown once, at its first time") }
        return record
    }

    /// `20200918T110000Z` (UTC), `20200918T110000` with a TZID, or floating (the conference's clock).
    private func time(_ line: ContentLine, zones: [String: CalendarZone], refusedZones: Set<String> = [], path: String,
                      fields: inout FeedFields) throws(ScheduleFeedError) -> EventTime {
        guard let written = Self.dateTime(line.value) else { throw .invalidTime(path: path, value: line.value) }
        guard let tzid = line.parameter("TZID"), case .naive = written.zone else { return .written(written) }
        guard let zone = zones[tzid] ?? CalendarZone.iana(tzid).map(CalendarZone.iana) else {
            if refusedZones.contains(tzid) { return .written(written) }   // said once for the zone
            fields.warn(path, "time zone \"\(tzid)\" is neither defined in the file nor one Podium knows; read as the conference's")
            return .written(written)
        }
        switch zone {
        case .iana:
            guard let instant = zone.instant(written) else { throw .invalidTime(path: path, value: line.value) }
            return .instant(instant)
        case .rules(let rules):
            // Written with its offset, so that the conference's zone can be told from the offsets.
            guard let offset = rules.offset(atLocal: written) else { throw .invalidTime(path: path, value: line.value) }
            var withOffset = written
            withOffset.zone = .offset(offset)
            return .written(withOffset)
        }
    }

    /// `YYYYMMDD`: a day, not a time.
    static func isDate(_ text: String) -> Bool {
        let value = text.trimmingCharacters(in: .whitespaces)
        return value.utf8.count == 8 && value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `YYYYMMDDTHHMMSS[Z]`.
    static func dateTime(_ text: String) -> FeedDateTime? {
        let bytes = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        guard bytes.count == 15 || (bytes.count == 16 && (bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z"))),
              bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t") else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            Int(String(decoding: bytes[start..<start + length], as: UTF8.self)).flatMap { $0 >= 0 ? $0 : nil }
        }
        guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2),
              let hour = number(9, 2), let minute = number(11, 2), let second = number(13, 2) else { return nil }
        return FeedDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                            zone: bytes.count == 16 ? .utc : .naive)
    }

    /// A TEXT list (`CATEGORIES:Security,Keynote`): split at unescaped commas, each unescaped.
    static func list(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var escaping = false
        for character in value {
            if escaping {
                current += "\\" + String(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                items.append(ContentText.unescape(current).trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(ContentText.unescape(current).trimmingCharacters(in: .whitespaces))
        return items
    }
}

/// The calendar's structure: its name and zone, its VTIMEZONE definitions, its VEVENTs.
/// Components must nest and close: a file cut short (no END:VCALENDAR) is refused, so a
/// truncated download never replaces a whole schedule.
private struct CalendarReading {
    struct Event {
        let line: Int
        var lines: [ContentLineReader.Line] = []

        func value(_ name: String) -> String? {
            lines.first { $0.content.name == name }.map { $0.content.value.trimmingCharacters(in: .whitespaces) }
        }

        func text(_ name: String) -> String? {
            lines.first { $0.content.name == name }.map { ContentText.unescape($0.content.value) }
        }

        var start: ContentLine? { lines.first { $0.content.name == "DTSTART" }?.content }
        var end: ContentLine? { lines.first { $0.content.name == "DTEND" }?.content }
    }

    /// X-WR-CALNAME, NAME and X-WR-CALDESC, as the calendar gives them.
    private var names: [String?] = [nil, nil, nil]
    /// The calendar's name: the first of them that says something.
    var name: String? { names.compactMap { $0 }.first { !FeedText.line($0).isEmpty } }
    var declaredZone: String?
    /// PRODID: what wrote the calendar ("-//pretalx//pretalx.example.org//democon//").
    var producer: String?
    var definedZones: [String: VTimeZoneRules] = [:]
    /// VTIMEZONEs left undefined for an offset beyond ±18:00.
    var impossibleZones: Set<String> = []
    var events: [Event] = []
    /// Events left out because a line of theirs is no content line: where, and why.
    var unreadableEvents: [String] = []
    /// Lines outside any event that are no content line, ignored.
    var unreadableLines: [String] = []

    mutating func read(_ entries: [Result<ContentLineReader.Line, ContentLineReader.SyntaxError>]) throws(ScheduleFeedError) {
        var stack: [(name: String, line: Int)] = []
        var event: Event?
        var zoneID: String?
        var zone = VTimeZoneRules()
        var observance: [ContentLine] = []
        var zoneImpossible = false
        var sawCalendar = false
        var eventProblem: String?
        var lastLine = 1
        for entry in entries {
            let line: ContentLineReader.Line
            switch entry {
            case .success(let read):
                line = read
                lastLine = read.number
            case .failure(let problem):
                lastLine = problem.line
                if event != nil, stack.count >= 2 {
                    eventProblem = eventProblem ?? problem.description
                } else if stack.isEmpty && !sawCalendar {
                    throw .malformedCalendar(line: problem.line, detail: problem.detail)
                } else {
                    unreadableLines.append(problem.description)
                }
                continue
            }
            let content = line.content
            switch content.name {
            case "BEGIN":
                let component = content.value.trimmingCharacters(in: .whitespaces).uppercased()
                if stack.isEmpty, component != "VCALENDAR" {
                    throw .malformedCalendar(line: line.number, detail: "BEGIN:\(component) outside a VCALENDAR")
                }
                guard stack.count < 16 else { throw .malformedCalendar(line: line.number, detail: "components nested too deep") }
                stack.append((component, line.number))
                switch component {
                case "VCALENDAR": sawCalendar = true
                case "VEVENT" where stack.count == 2:
                    event = Event(line: line.number)
                    eventProblem = nil
                case "VTIMEZONE" where stack.count == 2: (zoneID, zone, zoneImpossible) = (nil, VTimeZoneRules(), false)
                case "STANDARD", "DAYLIGHT": observance = []
                default: break
                }
            case "END":
                let component = content.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard let open = stack.last else {
                    throw .malformedCalendar(line: line.number, detail: "END:\(component) without a BEGIN")
                }
                guard open.name == component else {
                    throw .malformedCalendar(line: line.number, detail: "END:\(component) closes BEGIN:\(open.name) of line \(open.line)")
                }
                stack.removeLast()
                switch component {
                case "VEVENT" where stack.count == 1:
                    if let finished = event {
                        if let eventProblem { unreadableEvents.append("VEVENT (line \(finished.line)): \(eventProblem)") } else { events.append(finished) }
                    }
                    event = nil
                case "VTIMEZONE" where stack.count == 1:
                    if let zoneID {
                        if zoneImpossible { impossibleZones.insert(zoneID) } else { definedZones[zoneID] = zone }
                    }
                case "STANDARD", "DAYLIGHT":
                    if observance.contains(where: { ["TZOFFSETTO", "TZOFFSETFROM"].contains($0.name) && Self.isImpossible(offset: $0.value) }) {
                        zoneImpossible = true
                    }
                    if let parsed = Self.observance(observance) { zone.observances.append(parsed) }
                default: break
                }
            default:
                switch stack.last?.name {
                case "VEVENT" where stack.count == 2: event?.lines.append(line)
                case "VCALENDAR":
                    // Its name: X-WR-CALNAME, else RFC 7986's NAME, else X-WR-CALDESC.
                    switch content.name {
                    case "X-WR-CALNAME": names[0] = names[0] ?? ContentText.unescape(content.value)
                    case "NAME": names[1] = names[1] ?? ContentText.unescape(content.value)
                    case "X-WR-CALDESC":  // a description: its first line names the calendar
                        names[2] = names[2] ?? ContentText.unescape(content.value).split(whereSeparator: \.isNewline).first.map(String.init)
                    default: break
                    }
                    if content.name == "X-WR-TIMEZONE" { declaredZone = content.value.trimmingCharacters(in: .whitespaces) }
                    if content.name == "PRODID" { producer = producer ?? String(content.value.prefix(200)) }
                case "VTIMEZONE" where content.name == "TZID": zoneID = content.value.trimmingCharacters(in: .whitespaces)
                case "VTIMEZONE" where content.name == "X-LIC-LOCATION": zone.location = content.value.trimmingCharacters(in: .whitespaces)
                case "STANDARD", "DAYLIGHT": observance.append(content)
                default: break
                }
            }
        }
        if let open = stack.last {
            throw .malformedCalendar(line: lastLine,
                                     detail: "the file ends inside BEGIN:\(open.name) of line \(open.line) (cut short?)")
        }
        guard sawCalendar else { throw .malformedCalendar(line: 1, detail: "no BEGIN:VCALENDAR") }
    }

    /// DTSTART, TZOFFSETTO, and a yearly RRULE or RDATEs.
    private static func observance(_ lines: [ContentLine]) -> VTimeZoneRules.Observance? {
        func value(_ name: String) -> String? { lines.first { $0.name == name }?.value }
        guard let start = value("DTSTART").flatMap(ICalendarParser.dateTime), let to = value("TZOFFSETTO").flatMap(offset) else { return nil }
        var observance = VTimeZoneRules.Observance(start: start, offsetTo: to)
        if let rule = value("RRULE") {
            var parts: [String: String] = [:]
            for pair in rule.uppercased().split(separator: ";") {
                let halves = pair.split(separator: "=", maxSplits: 1)
                if halves.count == 2 { parts[String(halves[0])] = String(halves[1]) }
            }
            if parts["FREQ"] == "YEARLY" {
                // Small numbers only: a 19-digit BYMONTHDAY must not reach arithmetic that traps.
                observance.month = parts["BYMONTH"].flatMap { Int($0.prefix(3)) }
                observance.monthDay = parts["BYMONTHDAY"].flatMap { Int($0.prefix(3)) }
                if let byDay = parts["BYDAY"]?.split(separator: ",").first {
                    observance.weekday = VTimeZoneRules.weekdays[String(byDay.suffix(2))]
                    observance.ordinal = Int(byDay.dropLast(2).prefix(3))
                }
                observance.untilYear = parts["UNTIL"].flatMap { Int($0.prefix(4)) }
            }
        }
        for line in lines where line.name == "RDATE" {
            observance.extraOnsets += line.value.split(separator: ",").compactMap { ICalendarParser.dateTime(String($0)) }
        }
        return observance
    }

    /// An offset written as one (`+2359`, `-9999`) that no place on Earth has: beyond ±18:00,
    /// or with 60 minutes or more.
    static func isImpossible(offset text: String) -> Bool {
        guard let (hours, minutes, _) = writtenOffset(text) else { return false }
        return minutes >= 60 || hours * 60 + minutes > 18 * 60
    }

    /// `+0100`, `-0330`, `+010000` → seconds east of UTC.
    private static func offset(_ text: String) -> Int? {
        guard let (hours, minutes, sign) = writtenOffset(text), hours < 24, minutes < 60 else { return nil }
        return (hours * 3600 + minutes * 60) * sign
    }

    /// The hours, minutes and sign of an offset as written, whatever their range.
    private static func writtenOffset(_ text: String) -> (hours: Int, minutes: Int, sign: Int)? {
        let bytes = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
              let hours = Int(String(decoding: bytes[1..<3], as: UTF8.self)),
              let minutes = Int(String(decoding: bytes[3..<5], as: UTF8.self)) else { return nil }
        return (hours, minutes, bytes[0] == UInt8(ascii: "-") ? -1 : 1)
    }
}
