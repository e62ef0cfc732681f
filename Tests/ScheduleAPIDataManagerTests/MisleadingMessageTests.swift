import Entities
import Foundation
import ScheduleDataContract
import Testing
@testable import ScheduleAPIDataManager

/// Issue #28: messages that named the wrong thing, each now says what the feed is and where.
@Suite struct MisleadingMessageTests {
    func refusal(_ text: String) -> String {
        do {
            _ = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin"), feedURL: nil).read(Data(text.utf8))
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [("null", "JSON null"), (" true\n", "JSON true"), ("42", "JSON a number"), (#""schedule""#, "JSON a string")])
    func aJSONValueThatIsNoObjectIsCalledJSON(_ text: String, _ named: String) {
        let message = refusal(text)
        #expect(message.contains(named) && message.contains("not a schedule"), "\(message)")
        #expect(!message.contains("neither JSON"))
    }

    @Test func aNumberTooLargeSaysWhichAndWhere() {
        let feed = #"{"sessions": [], "speakers": [], "questions": [], "categories": [], "rooms": [{"id": 1, "name": "A", "sort": 1}, {"id": 99999999999999999999, "name": "B", "sort": 2}]}"#
        let message = refusal(feed)
        #expect(message.contains("rooms[1].id") && message.contains("99999999999999999999"), "\(message)")
        #expect(!message.contains("the JSON decoder refused it"))
    }

    /// A signed duration is valid RFC 5545; one event that ends before it starts is left out, not
    /// the whole calendar.
    @Test func aNegativeDurationLeavesOutOneEventNotTheCalendar() throws {
        let calendar = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:a\r
            SUMMARY:Backwards\r
            DTSTART:20261010T100000Z\r
            DURATION:-PT1H\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:b\r
            SUMMARY:Forwards\r
            DTSTART:20261010T110000Z\r
            DURATION:PT1H\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let feed = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin"), feedURL: nil).read(Data(calendar.utf8))
        #expect(feed.sessions.map(\.title) == ["Forwards"])
        #expect(feed.warnings.contains { $0.description.contains("1 event could not be read") && $0.description.contains("DURATION") })
    }
    /// Issue #28: a private VTIMEZONE with offsets no place has (+2359, +9999) shifted every
    /// time silently (10:00 Sunday shown as 09:59 Monday). Refused, named, read as the conference's.
    @Test(arguments: ["+2359", "+9999", "-1900"])
    func aZoneWithAnImpossibleOffsetIsRefusedAndItsTimesReadAsTheConferences(_ offset: String) throws {
        let calendar = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VTIMEZONE\r
            TZID:Venue\r
            BEGIN:STANDARD\r
            DTSTART:19700101T000000\r
            TZOFFSETFROM:\(offset)\r
            TZOFFSETTO:\(offset)\r
            END:STANDARD\r
            END:VTIMEZONE\r
            BEGIN:VEVENT\r
            UID:a\r
            SUMMARY:Sunday morning\r
            DTSTART;TZID=Venue:20261011T100000\r
            DTEND;TZID=Venue:20261011T110000\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let feed = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin"), feedURL: nil).read(Data(calendar.utf8))
        #expect(feed.sessions.first?.startsAt == ISO8601DateFormatter().date(from: "2026-10-11T08:00:00Z"), "10:00 in Berlin")
        #expect(feed.warnings.contains { $0.description.contains("VTIMEZONE Venue") && $0.description.contains("±18:00") }, "\(feed.warnings)")
        #expect(feed.warnings.count == 1)
    }
}
