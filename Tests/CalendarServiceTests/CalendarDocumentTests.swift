import ContentLines
import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import CalendarService

/// What a calendar application reads: structure, times, stable UIDs, escaped text.
@Suite struct CalendarDocumentTests {
    let service = CalendarService(feedKey: "demo", exportDirectory: URL(fileURLWithPath: "/nonexistent"),
                                  now: { Date(timeIntervalSince1970: 1_795_000_000) })

    func lines(_ document: String) -> [String] { ContentText.unfold(document) }
    func value(_ name: String, in lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }.map { String($0.split(separator: ":", maxSplits: 1)[1]) }
    }

    @Test func oneCalendarOneEventPerScheduledSessionEachWithOneUIDAndStamp() {
        let document = service.calendar(of: SampleSchedule.sessions, named: "Sample Conf 2026")
        let lines = lines(document)
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(value("PRODID", in: lines).count == 1)
        #expect(value("VERSION", in: lines) == ["2.0"])
        #expect(value("X-WR-CALNAME", in: lines) == ["Sample Conf 2026"])
        // Events one by one: each has exactly one UID and one DTSTAMP.
        let scheduled = SampleSchedule.sessions.filter(\.isScheduled)
        var events: [[String]] = []
        for line in lines {
            if line == "BEGIN:VEVENT" { events.append([]) } else if line != "END:VEVENT", !events.isEmpty, !line.hasPrefix("END:VCALENDAR") { events[events.count - 1].append(line) }
        }
        #expect(events.count == scheduled.count, "the unscheduled session is left out")
        for event in events {
            #expect(value("UID", in: event).count == 1)
            #expect(value("DTSTAMP", in: event) == ["20261118T110640Z"])
        }
        #expect(!Array(document.utf8).enumerated().contains { $0.element == 0x0A && (($0.offset == 0) || Array(document.utf8)[$0.offset - 1] != 0x0D) },
                "no bare LF")
    }

    @Test func anEventSaysWhatWhenWhereAndWho() {
        let lines = lines(service.calendar(of: [SampleSchedule.actors], named: nil))
        #expect(value("SUMMARY", in: lines) == ["Actors in Practice"])
        #expect(value("DTSTART", in: lines) == ["20261123T093000Z"])   // 10:30 in Berlin, UTC+1 in November
        #expect(value("DTEND", in: lines) == ["20261123T101500Z"])
        #expect(value("LOCATION", in: lines) == ["Hall A"])
        #expect(value("URL", in: lines) == ["https://video.example.com/actors"])
        #expect(value("CATEGORIES", in: lines) == ["Swift,Advanced"])
        let description = value("DESCRIPTION", in: lines).first.map(ContentText.unescape)
        #expect(description == "Speaker: Anna Berg\n\nIsolation, reentrancy and the main actor, with real code.")
        #expect(value("TRANSP", in: lines).isEmpty)
        #expect(value("TRANSP", in: self.lines(service.calendar(of: [SampleSchedule.lunch], named: nil))) == ["TRANSPARENT"])
    }

    /// FOSDEM's 943 events each have a page; a calendar entry links to it (a recording or a
    /// stream only when there is no page), and never to an address that is not the web's.
    @Test func anEventLinksToTheSessionsPage() {
        var paged = SampleSchedule.actors
        paged.pageURL = URL(string: "https://fosdem.org/2027/schedule/event/actors/")
        #expect(value("URL", in: lines(service.calendar(of: [paged], named: nil))) == ["https://fosdem.org/2027/schedule/event/actors/"])
        paged.pageURL = URL(string: "javascript:alert(1)")
        #expect(value("URL", in: lines(service.calendar(of: [paged], named: nil))) == ["https://video.example.com/actors"])
        paged.recordingURL = nil
        #expect(value("URL", in: lines(service.calendar(of: [paged], named: nil))).isEmpty)
    }

    @Test func withARemindEachEventCarriesADisplayAlarmBeforeItsStart() {
        let reminding = CalendarService(feedKey: "demo", exportDirectory: URL(fileURLWithPath: "/nonexistent"), alarmMinutesBefore: 10)
        let lines = lines(reminding.calendar(of: [SampleSchedule.actors, SampleSchedule.ui], named: nil))
        #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 2)
        #expect(value("TRIGGER", in: lines) == ["-PT10M", "-PT10M"])
        #expect(value("ACTION", in: lines) == ["DISPLAY", "DISPLAY"])
        #expect(value("DESCRIPTION", in: lines).map(ContentText.unescape).contains("In 10 min: Actors in Practice · Hall A"))
        // Inside its event: BEGIN:VALARM … END:VALARM before END:VEVENT.
        let alarm = lines.firstIndex(of: "BEGIN:VALARM")!, end = lines.firstIndex(of: "END:VEVENT")!
        #expect(alarm < end && lines[end - 1] == "END:VALARM")
        #expect(!self.lines(service.calendar(of: [SampleSchedule.actors], named: nil)).contains("BEGIN:VALARM"), "none unless asked")
        let never = CalendarService(feedKey: "demo", exportDirectory: URL(fileURLWithPath: "/nonexistent"), alarmMinutesBefore: 0)
        #expect(!self.lines(never.calendar(of: [SampleSchedule.actors], named: nil)).contains("BEGIN:VALARM"), "0 is never")
    }

    @Test func aSessionOnTheSpringDSTDayHasTheRightInstants() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        func berlin(_ day: Int, _ hour: Int) -> Date { calendar.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour))! }
        let before = Session(id: "sat", title: "Saturday", startsAt: berlin(28, 9), endsAt: berlin(28, 10))
        let onTheDay = Session(id: "sun", title: "Sunday", startsAt: berlin(29, 9), endsAt: berlin(29, 10))
        let lines = lines(service.calendar(of: [before, onTheDay], named: nil))
        #expect(value("DTSTART", in: lines) == ["20260328T080000Z", "20260329T070000Z"])
        #expect(value("DTEND", in: lines) == ["20260328T090000Z", "20260329T080000Z"])
    }

    @Test func uidsAreTheSameAcrossExportsAndDifferAcrossFeeds() {
        let later = CalendarService(feedKey: "demo", exportDirectory: URL(fileURLWithPath: "/tmp"), now: { Date(timeIntervalSince1970: 1_900_000_000) })
        let first = value("UID", in: lines(service.calendar(of: SampleSchedule.sessions, named: nil)))
        let second = value("UID", in: lines(later.calendar(of: SampleSchedule.sessions.reversed(), named: nil)))
        #expect(first == ["keynote.demo@podium", "actors.demo@podium", "nio.demo@podium", "lunch.demo@podium", "ui.demo@podium", "testing.demo@podium"])
        #expect(Set(first) == Set(second))
        let otherFeed = CalendarService(feedKey: "feed-1234", exportDirectory: URL(fileURLWithPath: "/tmp"))
        #expect(Set(value("UID", in: lines(otherFeed.calendar(of: SampleSchedule.sessions, named: nil)))).isDisjoint(with: first))
    }

    @Test func textIsEscapedAndLongLinesFolded() {
        let title = "Résumé; the 日本 edition, with 🙂 — " + String(repeating: "and more ", count: 12)
        let session = Session(id: "x", title: title, description: "Line one\nC:\\path", startsAt: Date(timeIntervalSince1970: 0))
        let document = service.calendar(of: [session], named: nil)
        #expect(document.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        let lines = lines(document)
        #expect(value("SUMMARY", in: lines).map(ContentText.unescape) == [title])
        #expect(value("DESCRIPTION", in: lines) == [#"Line one\nC:\\path"#])
        #expect(value("DTSTART", in: lines) == ["19700101T000000Z"])
    }

    @Test func utcTimesMatchFoundationAcrossCenturies() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let instant = Date(timeIntervalSince1970: TimeInterval(Int.random(in: -2_000_000_000...4_000_000_000, using: &generator)))
            #expect(UTCTimes.format(instant) == formatter.string(from: instant))
        }
    }
}
