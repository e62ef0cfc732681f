import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import Testing
@testable import ScheduleAPIDataManager

/// The open schedule formats read into the same Entities, each quirk of real files a case.
@Suite struct FrabXMLTests {
    let feed: ScheduleFeed

    init() throws {
        feed = try ScheduleFeedReader().read(Data(FrabSample.xml.utf8))
    }

    func session(_ id: String) throws -> Session { try #require(feed.sessions.first { $0.id == id }) }
    static func utc(_ date: Date?) -> String? { date?.formatted(.iso8601) }

    @Test func conferenceTitleZoneAndFormatComeFromTheFeed() {
        #expect(feed.conference == FeedConference(format: .frabXML, title: "Tiny Congress 2024",
                                                  timeZone: TimeZone(identifier: "Europe/Berlin"), timeZoneSource: .declared))
    }

    @Test func everyStartIsTheInstantCheckedByHand() {
        let starts = Dictionary(uniqueKeysWithValues: feed.sessions.map { ($0.id, Self.utc($0.startsAt) ?? "") })
        #expect(starts == FrabSample.utcStarts)
    }

    /// A merged CCC file repeats one workshop's guid at two times: each is a session to pick.
    @Test func aGuidHeldTwiceIsTwoSessionsInTimeOrder() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(try session("tiny-workshop").day(in: berlin) == LocalDate("2024-12-27"))
        #expect(try session("tiny-workshop#2").day(in: berlin) == LocalDate("2024-12-28"))
        #expect(try session("tiny-workshop#2").title == "Soldering workshop")
        #expect(try session("tiny-workshop").speakers.isEmpty, "an empty <persons/> is no speaker")
    }

    @Test func aTalkAfterMidnightStaysOnItsProgrammeDay() throws {
        let late = try session("tiny-late")
        #expect(Self.utc(late.startsAt) == "2024-12-27T23:30:00Z")
        #expect(late.programmeDay == LocalDate("2024-12-27"))
        #expect(Self.utc(late.endsAt) == "2024-12-28T00:30:00Z", "01:00:00 is an hour")
    }

    @Test func fieldsOfAnEventAreKept() throws {
        let keynote = try session("tiny-keynote")
        #expect(keynote.title == "Opening & Keynote")
        #expect(keynote.subtitle == "Why small is beautiful")
        #expect(keynote.description == "Hello world", "HTML is rendered as text")
        #expect(keynote.doNotRecord)
        #expect(keynote.room?.name == "Saal 1")
        #expect(keynote.speakers.map(\.name) == ["Ada Lovelace"])
        #expect(keynote.pageURL?.absoluteString == "https://tiny.example.org/fahrplan/events/101.html")
        #expect(keynote.links.map(\.title) == ["Video", "Slides"])
        #expect(keynote.links.last?.url.absoluteString == "https://tiny.example.org/fahrplan/system/attachments/1/slides.pdf",
                "a relative attachment is under base_url")
        #expect(Set(keynote.categoryItems.map(\.name)) == ["Ceremony", "lecture", "en"])
    }

    @Test func jsonOfTheSameScheduleReadsTheSame() throws {
        let json = try ScheduleFeedReader().read(Data(FrabJSONSample.json.utf8))
        #expect(json.conference.format == .frabJSON)
        #expect(Dictionary(uniqueKeysWithValues: json.sessions.map { ($0.id, Self.utc($0.startsAt) ?? "") })
                == ["tiny-keynote": "2024-12-27T10:00:00Z", "tiny-late": "2024-12-27T23:30:00Z"])
        #expect(json.sessions.first { $0.id == "tiny-late" }?.programmeDay == LocalDate("2024-12-27"))
        #expect(json.sessions.first?.speakers.map(\.name) == ["Ada Lovelace"])
    }
}

/// Quirks one at a time, each on a schedule of a line or two.
@Suite struct FrabQuirkTests {
    static func schedule(zone: String? = "Europe/Berlin", dayAttributes: String = #"index="1" date="2025-02-01""#, events: String) -> Data {
        let zoneLine = zone.map { "<time_zone_name>\($0)</time_zone_name>" } ?? ""
        return Data("""
            <schedule><conference><title>Q</title>\(zoneLine)</conference>
            <day \(dayAttributes)><room name="R">\(events)</room></day></schedule>
            """.utf8)
    }

    func read(_ data: Data, zone: TimeZone? = nil) throws(ScheduleFeedError) -> ScheduleFeed { try ScheduleFeedReader(timeZone: zone).read(data) }

    @Test func dateWithAnOffsetWinsOverDayAndStart() throws {
        let feed = try read(Self.schedule(events: """
            <event guid="g"><date>2025-02-01T09:30:00+01:00</date><start>11:00</start><duration>00:30</duration><title>T</title></event>
            """))
        #expect(feed.sessions.first?.startsAt?.formatted(.iso8601) == "2025-02-01T08:30:00Z")
    }

    /// Old FOSDEM files: no guid, no <date>, no zone. The id is the event's id, the time the
    /// day's date and the clock, and the zone must be given.
    @Test func oldFilesWithoutGuidDateOrZone() throws {
        let old = Self.schedule(zone: nil, events: #"<event id="42"><start>10:00</start><duration>00:25</duration><title>Old</title></event>"#)
        #expect(throws: ScheduleFeedError.self) { try read(old) }
        do {
            _ = try read(old)
        } catch {
            #expect(error.description.contains("give the conference's zone with --timezone"), "\(error)")
        }
        let feed = try read(old, zone: TimeZone(identifier: "Europe/Brussels"))
        #expect(feed.sessions.map(\.id) == ["42"])
        #expect(feed.sessions.first?.startsAt?.formatted(.iso8601) == "2025-02-01T09:00:00Z")
        #expect(feed.conference.timeZoneSource == .configured)
    }

    /// A file naming one zone while writing its clocks at other offsets is read as written.
    @Test func aDeclaredZoneContradictedByTheOffsetsIsNotTrusted() throws {
        let feed = try read(Self.schedule(zone: "UTC", events: """
            <event guid="a"><date>2025-02-01T10:00:00+01:00</date><start>10:00</start><duration>00:30</duration><title>A</title></event>
            <event guid="b"><date>2025-02-01T11:00:00+01:00</date><start>11:00</start><duration>00:30</duration><title>B</title></event>
            """))
        #expect(feed.sessions.first?.startsAt?.formatted(.iso8601) == "2025-02-01T09:00:00Z")
        #expect(feed.conference.timeZone?.secondsFromGMT() == 3600)
        // One note, which says both what the feed names and what it is shown in: never "no time
        // zone is named" beside "names UTC".
        #expect(feed.warnings.map(\.message) == ["the zone it names (UTC) does not fit its clock times: shown at UTC+01:00, the offset its times "
                                                 + "are written with; summer-time changes are not known; give --timezone (an IANA name such as "
                                                 + "Europe/Berlin) to name the zone"], "\(feed.warnings)")
    }

    @Test func durationsInEveryWrittenForm() throws {
        for (written, seconds) in [("00:45", 2700.0), ("01:30:15", 5415), ("1:02:00", 93600), ("PT1H30M", 5400)] {
            let feed = try read(Self.schedule(events: "<event guid=\"d\"><date>2025-02-01T10:00:00+01:00</date><duration>\(written)</duration><title>D</title></event>"))
            let session = try #require(feed.sessions.first)
            #expect(session.endsAt.map { $0.timeIntervalSince(session.startsAt!) } == seconds, "\(written)")
        }
        #expect(throws: ScheduleFeedError.self) {
            try read(Self.schedule(events: "<event guid=\"d\"><date>2025-02-01T10:00:00+01:00</date><duration>ten</duration><title>D</title></event>"))
        }
    }

    /// A talk outside its day's start and end is still the talk, where the feed says.
    @Test func aTalkOutsideItsDaysHoursIsKept() throws {
        let feed = try read(Self.schedule(dayAttributes: #"index="1" date="2025-02-01" start="2025-02-01T09:00:00+01:00" end="2025-02-01T18:00:00+01:00""#,
                                          events: #"<event guid="e"><date>2025-02-01T20:00:00+01:00</date><duration>00:30</duration><title>Evening</title></event>"#))
        #expect(feed.sessions.first?.startsAt?.formatted(.iso8601) == "2025-02-01T19:00:00Z")
        #expect(feed.sessions.first?.day(in: TimeZone(identifier: "Europe/Berlin")!) == LocalDate("2025-02-01"))
    }

    @Test func brokenXMLIsOneLineWithItsPlace() throws {
        do {
            _ = try read(Data("<schedule><conference><title>Q</conference>".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("malformed XML at line 1"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }
}

@Suite struct FormatDetectionTests {
    @Test func theFormatIsToldFromTheContentNotTheName() throws {
        #expect(try ScheduleFeedReader.format(of: Data(FrabSample.xml.utf8)) == .frabXML)
        #expect(try ScheduleFeedReader.format(of: Data(FrabJSONSample.json.utf8)) == .frabJSON)
        #expect(try ScheduleFeedReader.format(of: Data(ICalendarSample.text.utf8)) == .iCalendar)
        #expect(try ScheduleFeedReader.format(of: Data(#"{"sessions": [], "speakers": []}"#.utf8)) == .sessionize)
        #expect(try ScheduleFeedReader.format(of: Data(("\u{FEFF}" + FrabSample.xml).utf8)) == .frabXML, "a byte-order mark")
    }

    @Test func whatIsNoScheduleIsNamed() {
        let cases = [
            ("<!DOCTYPE html><html><body>Maintenance</body></html>", "an HTML page"),
            ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel/></rss>", "news feed"),
            ("<?xml version=\"1.0\"?><iCalendar xmlns=\"urn:ietf:params:xml:ns:xcal\"/>", "xCal"),
            ("Service Unavailable", "plain text"),
        ]
        for (text, words) in cases {
            do {
                _ = try ScheduleFeedReader().read(Data(text.utf8))
                Issue.record("read \(text)")
            } catch {
                #expect(error.description.contains(words), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

@Suite struct ICalendarTests {
    let feed: ScheduleFeed

    init() throws {
        feed = try ScheduleFeedReader().read(Data(ICalendarSample.text.utf8))
    }

    @Test func eventsAtTheirInstantsWithTheCalendarsOwnZoneRules() {
        #expect(Dictionary(uniqueKeysWithValues: feed.sessions.map { ($0.id, $0.startsAt?.formatted(.iso8601) ?? "") })
                == ICalendarSample.utcStarts)
        #expect(feed.conference.title == "Tiny Calendar Days")
        #expect(feed.conference.timeZone?.identifier == "Europe/Berlin", "the zone whose rules and city the private TZID has")
    }

    /// A private zone no IANA zone follows: its offsets are the instants, and the zone shown.
    @Test func aZoneOfItsOwnIsReadByItsRules() throws {
        let odd = ICalendarSample.text.replacingOccurrences(of: "TZOFFSETTO:+0200", with: "TZOFFSETTO:+0230")
        let feed = try ScheduleFeedReader().read(Data(odd.utf8))
        #expect(feed.sessions.first { $0.id == "talk-1@tiny.example.org" }?.startsAt?.formatted(.iso8601) == "2025-09-18T07:30:00Z")
        #expect(feed.conference.timeZone?.secondsFromGMT() == 9000)
    }

    @Test func foldedLinesEscapesRoomsCategoriesAndSpeakers() throws {
        let talk = try #require(feed.sessions.first { $0.id == "talk-1@tiny.example.org" })
        #expect(talk.title == "Kernels, containers; and you")
        #expect(talk.description == "A long description that is folded over two lines because calendars fold at 75 octets.\nSecond line.")
        #expect(talk.room?.name == "Hall A")
        #expect(talk.categoryItems.map(\.name) == ["Kernel", "Security"])
        #expect(talk.speakers.map(\.name) == ["Linus T."])
        #expect(talk.pageURL?.absoluteString == "https://tiny.example.org/talk/1")
        #expect(talk.endsAt.map { $0.timeIntervalSince(talk.startsAt!) } == 2700)
        let second = try #require(feed.sessions.first { $0.id == "talk-2@tiny.example.org" })
        #expect(second.speakers.map(\.name) == ["Ada"])
        #expect(second.endsAt.map { $0.timeIntervalSince(second.startsAt!) } == 1800)
    }

    @Test func cancelledAndAllDayEventsAreNoSessions() {
        #expect(!feed.sessions.contains { $0.id.hasPrefix("gone@") || $0.id.hasPrefix("all-day@") })
        #expect(feed.warnings.contains { $0.description.contains("all-day") }, "\(feed.warnings)")
    }

    /// Found by fuzzing: a 0th Sunday (`BYDAY=-0SU`) indexed past the end of the month. Rules no
    /// month can follow are ignored; the events are still read.
    @Test func impossibleRecurrenceRulesAreIgnoredNotACrash() throws {
        for rule in ["BYDAY=-0SU", "BYDAY=9SU", "BYDAY=-9223372036854775808SU", "BYMONTH=13;BYDAY=-1SU",
                     "BYMONTHDAY=-99999999999999999999", "BYMONTHDAY=0", "BYMONTHDAY=31"] {
            let text = ICalendarSample.text.replacingOccurrences(of: "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
                                                                 with: "RRULE:FREQ=YEARLY;BYMONTH=3;\(rule)")
            let feed = try ScheduleFeedReader().read(Data(text.utf8))
            #expect(feed.sessions.count == 2, "\(rule)")
        }
        #expect(VTimeZoneRules.day(year: 2025, month: 2, weekday: nil, ordinal: nil, monthDay: -1) == 28, "the last day of February")
    }

    @Test func aTruncatedCalendarIsRefused() {
        let cut = String(ICalendarSample.text.prefix(ICalendarSample.text.count / 2))
        #expect(throws: ScheduleFeedError.self) { try ScheduleFeedReader().read(Data(cut.utf8)) }
    }
}
