import Foundation
import ScheduleDataContract
import Testing
@testable import ScheduleAPIDataManager

/// A file that is no schedule Podium reads is refused with what it is (or that Podium cannot
/// tell) and what to give instead; Sessionize is named only for Sessionize's own shapes.
@Suite struct FormatRefusalTests {
    func refusal(_ text: String, from address: String? = nil) -> String {
        do {
            let feed = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin"), feedURL: address.flatMap(URL.init(string:)))
                .read(Data(text.utf8))
            return "read: \(feed.sessions.count) sessions"
        } catch {
            return error.description
        }
    }

    @Test func aListThatIsNoSessionizeViewIsNotCalledOne() {
        let signage = refusal(#"[{"room": "Hall A", "title": "Opening", "start": "2026-05-01T10:00"}, {"room": "B", "title": "x"}]"#)
        #expect(signage.contains("a JSON list of 2 items Podium cannot tell for a schedule"), "\(signage)")
        #expect(signage.contains(#""room", "start", "title""#), "\(signage)")
        let openEvent = refusal(#"[{"id": 1, "title": "Opening", "start_time": "2026-05-01T10:00:00+02:00", "microlocation": {"name": "Hall"}}]"#)
        #expect(openEvent.contains("an Open Event sessions list (1 item)"), "\(openEvent)")
        #expect(refusal("[]").contains("an empty JSON list"))
        #expect(refusal("[1, 2, 3]").contains("a JSON list of 3 items that are not objects"))
        for text in [signage, openEvent, refusal("[]")] { #expect(!text.contains("Sessionize '"), "\(text)") }
        // Sessionize's own other views are still named as such, with the view to use.
        let grouped = refusal(#"[{"groupId": 1, "groupName": "All", "sessions": []}]"#, from: "https://sessionize.com/api/v2/abc123/view/Sessions")
        #expect(grouped == "this is the Sessionize 'Sessions' view; use the 'All' view: https://sessionize.com/api/v2/abc123/view/All")
        #expect(refusal(#"[{"id": "x", "firstName": "Ada", "fullName": "Ada L", "sessions": []}]"#).contains("Sessionize 'Speakers' view"))
    }

    @Test func frabsOtherJSONAndAConferencesOwnAreNamed() {
        let events = refusal(#"{"conference_events": {"version": "1", "events": [{"id": 1, "title": "A"}]}}"#)
        #expect(events.contains("frab's conference_events JSON"), "\(events)")
        #expect(!events.contains("not a Sessionize") && !events.contains("Sessionize '"), "\(events)")
        let own = refusal(#"{"schedule": [{"title": "Opening", "time": "10:00"}], "name": "Our Con"}"#)
        #expect(own.contains(#"JSON with a "schedule" that is not frab's or pretalx's export"#), "\(own)")
        #expect(!own.contains("missing required field"), "\(own)")
        let unknown = refusal(#"{"talks": [], "venue": "x"}"#)
        #expect(unknown.contains(#"a JSON object Podium cannot tell for a schedule (its fields: "talks", "venue")"#), "\(unknown)")
        #expect(!unknown.contains("not a Sessionize") && !unknown.contains("Sessionize '"), "\(unknown)")
        #expect(refusal("{}").contains("an empty JSON object"))
        // A frab export cut short is still frab's, and says where it breaks.
        #expect(refusal(#"{"schedule": {"version": "1", "conference": {"title": "X", "days": ["#).contains("malformed JSON"))
    }

    @Test func pretalxsAPIAndItsTextTimetableNameTheExportToGive() {
        let event = refusal(#"{"name": {"en": "DemoCon"}, "slug": "democon", "is_public": true, "date_from": "2026-05-01", "date_to": "2026-05-03", "timezone": "Europe/Berlin"}"#,
                            from: "https://pretalx.example.org/api/events/democon/")
        #expect(event.contains("an event's description from pretalx's API, not a schedule export; give https://pretalx.example.org/democon/schedule/export/schedule.json"),
                "\(event)")
        let page = refusal(#"{"count": 36, "next": null, "previous": null, "results": [{"code": "ABCDEF"}]}"#,
                           from: "https://talks.example.org/pretalx/api/events/pycon-2026/submissions/")
        #expect(page.contains("a page of results from pretalx's API") && page.contains("https://talks.example.org/pretalx/pycon-2026/schedule/export/schedule.json"),
                "\(page)")
        let timetable = "\n\u{1B}[1mDemoCon\u{1B}[0m\n\nGet different formats:\n   curl https://pretalx.example.org/democon/schedule/\\?format=table (default)\n\n"
            + "┌──────────┬──────────┐\n│ 10:00    │ Opening  │\n└──────────┴──────────┘\n"
        let text = refusal(timetable, from: "https://pretalx.example.org/democon/schedule/")
        #expect(text.contains("pretalx's text timetable") && text.contains("give https://pretalx.example.org/democon/schedule/export/schedule.json"), "\(text)")
        #expect(!text.contains("binary"), "\(text)")
        // Control characters other than a terminal's colour codes are still binary data.
        #expect(refusal("\u{1B}[1mx\u{1}\u{2}").contains("binary data"))
    }

    /// pretalx's calendar is read, and said to be its poorest export, naming the JSON beside it.
    @Test func pretalxsCalendarIsReadAndTheRicherExportNamed() throws {
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//pretalx//pretalx.example.org//democon//\r\nBEGIN:VEVENT\r\nUID:pretalx-democon-ABCDEF@pretalx.example.org\r\n"
            + "DTSTART:20260501T080000Z\r\nDTEND:20260501T083000Z\r\nSUMMARY:Rust in the kernel - Ada\r\n"
            + "URL:https://pretalx.example.org/democon/talk/ABCDEF/\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let fromExport = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin"),
                                                feedURL: URL(string: "https://pretalx.example.org/democon/schedule/export/schedule.ics"))
            .read(Data(calendar.utf8))
        #expect(fromExport.sessions.count == 1)
        let said = fromExport.warnings.map(\.message).filter { $0.contains("pretalx's iCalendar export") }
        #expect(said == ["this is pretalx's iCalendar export, which has no speakers, tracks, language or descriptions (its titles carry the "
                         + "speakers' names); its JSON export has them all: https://pretalx.example.org/democon/schedule/export/schedule.json"], "\(said)")
        let fromFile = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin")).read(Data(calendar.utf8))
        #expect(fromFile.warnings.contains { $0.message.hasSuffix("its JSON export has them all: https://pretalx.example.org/democon/schedule/export/schedule.json") },
                "made from a talk's page: \(fromFile.warnings)")
        let other = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin")).read(Data(calendar.replacingOccurrences(of: "//pretalx//", with: "//Example Calendar//").utf8))
        #expect(!other.warnings.contains { $0.message.contains("pretalx") })
    }

    @Test func aCalendarBehindAnHTMLCommentIsReadAndOneInsideIsNamed() throws {
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20260501T080000Z\r\nDTEND:20260501T090000Z\r\n"
            + "SUMMARY:Opening\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let behind = try ScheduleFeedReader(timeZone: TimeZone(identifier: "Europe/Berlin")).read(Data(("<!-- generated by a CMS -->\n" + calendar).utf8))
        #expect(behind.sessions.map(\.title) == ["Opening"])
        #expect(behind.warnings.first?.message == "the calendar begins after an HTML comment (<!-- … -->), which was skipped")
        let inside = refusal("<!--\n" + calendar + "-->\n")
        #expect(inside.contains("an iCalendar calendar inside an HTML comment"), "\(inside)")
        #expect(!inside.contains("malformed XML"), "\(inside)")
        // An XML schedule after a comment is still XML.
        #expect(refusal("<!-- x --><schedule><conference><title>T</title></conference></schedule>").hasPrefix("read:"))
    }
}
