import Foundation
import Testing
@testable import Entities

@Suite struct EntitiesTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let utc = TimeZone(identifier: "UTC")!

    func instant(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    @Test func fullNameFallsBackToFirstAndLast() {
        #expect(Speaker(id: "1", firstName: "Anna", lastName: "Berg").fullName == "Anna Berg")
        #expect(Speaker(id: "2", firstName: "Lei", lastName: "Li", displayName: "李雷").fullName == "李雷")
        #expect(Speaker(id: "3", firstName: "", lastName: "Prince", displayName: "  ").fullName == "Prince")
        #expect(Speaker(id: "4", firstName: "Zoë", lastName: "Åberg").sortKey == "aberg zoe")
        #expect(Speaker(id: "4", firstName: "Zoë", lastName: "Åberg").sortKey < Speaker(id: "1", firstName: "Anna", lastName: "Berg").sortKey)
    }

    /// Names in ASCII sort as Foundation folds them, and so among the rest as they did.
    @Test func asciiNamesSortAsFoldedNames() {
        for (first, last) in [("Ada", "McDonald"), ("Seán", "O'Brien-Smith"), ("ALL", "CAPS 42"), ("x_Y", "~Z@[`{"), ("", "Prince")] {
            let folded = (last + " " + first).trimmingCharacters(in: .whitespaces)
                .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            #expect(Speaker(id: "1", firstName: first, lastName: last).sortKey.trimmingCharacters(in: .whitespaces) == folded)
        }
        #expect(Speaker(id: "1", firstName: "Ｚoe", lastName: "ÅBERG").sortKey == "aberg zoe", "wide and marked letters still fold")
    }

    @Test func overlapsIgnoreTouchingEnds() {
        func session(_ start: String, _ end: String) -> Session {
            Session(id: start, title: "", startsAt: instant("2024-04-20T\(start):00Z"), endsAt: instant("2024-04-20T\(end):00Z"))
        }
        #expect(session("09:00", "10:00").overlaps(session("09:30", "10:30")))
        #expect(!session("09:00", "10:00").overlaps(session("10:00", "11:00")))
        #expect(!session("09:00", "10:00").overlaps(Session(id: "u", title: "unscheduled")))
    }

    @Test(arguments: [
        (LocalDate(year: 2024, month: 4, day: 20), 6),
        (LocalDate(year: 2024, month: 3, day: 31), 7),
        (LocalDate(year: 2000, month: 1, day: 1), 6),
        (LocalDate(year: 2026, month: 11, day: 23), 1),
    ])
    func weekdays(_ date: LocalDate, _ weekday: Int) {
        #expect(date.weekday == weekday)
    }

    @Test func theDayOfAnInstantDependsOnTheTimeZone() {
        let lateEvening = instant("2024-04-20T23:30:00Z")
        #expect(LocalDate(lateEvening, in: utc) == LocalDate(year: 2024, month: 4, day: 20))
        #expect(LocalDate(lateEvening, in: TimeZone(identifier: "Asia/Tokyo")!) == LocalDate(year: 2024, month: 4, day: 21))
        #expect(LocalDate(year: 2024, month: 3, day: 31).start(in: berlin) == instant("2024-03-30T23:00:00Z"))
    }

    @Test func conferenceDaysComeFromScheduledSessions() {
        let sessions = [
            Session(id: "a", title: "", startsAt: instant("2024-04-21T08:00:00Z")),
            Session(id: "b", title: "", startsAt: instant("2024-04-20T08:00:00Z")),
            Session(id: "c", title: "", startsAt: instant("2024-04-20T15:00:00Z")),
            Session(id: "d", title: "unscheduled"),
        ]
        let days = Conference.days(of: sessions, in: berlin)
        #expect(days == [LocalDate(year: 2024, month: 4, day: 20), LocalDate(year: 2024, month: 4, day: 21)])
        let conference = Conference(name: "Swift Days", timeZone: berlin, days: days)
        #expect(conference.dayNumber(of: LocalDate(year: 2024, month: 4, day: 21)) == 2)
    }

    @Test func changesBetweenTwoVersionsOfASession() {
        let now = Date()
        let roomA = Room(id: 1, name: "A"), roomB = Room(id: 2, name: "B")
        let old = Session(id: "1", title: "Actors", startsAt: instant("2024-04-20T08:00:00Z"), room: roomA)
        var new = old
        #expect(ScheduleChange.between(old, new, at: now).isEmpty)
        new.startsAt = instant("2024-04-20T09:00:00Z")
        new.room = roomB
        let changes = ScheduleChange.between(old, new, at: now)
        #expect(changes.map(\.kind) == [.retimed, .moved])
        #expect(changes.first?.before?.roomName == "A" && changes.first?.after?.roomName == "B")
        new.title = "Actors, revisited"
        #expect(ScheduleChange.between(old, new, at: now).map(\.kind) == [.retimed, .moved, .renamed])
        #expect(ScheduleChange.between(nil, old, at: now).map(\.kind) == [.added])
        #expect(ScheduleChange.between(old, nil, at: now).map(\.kind) == [.removed])
    }

    @Test func entitiesRoundTripThroughJSON() throws {
        let session = Session(id: "658419", title: "日本語 🙂", description: "line\nline", startsAt: instant("2024-04-20T07:00:00Z"),
                              endsAt: instant("2024-04-20T07:45:00Z"), room: Room(id: 3, name: "Hall"),
                              speakers: [SpeakerSummary(id: "s", name: "Anna")],
                              categoryItems: [CategoryItem(id: 9, name: "Mobile", categoryTitle: "Track")],
                              isPlenumSession: true, liveURL: URL(string: "https://example.com/live"))
        let decoded = try JSONDecoder().decode(Session.self, from: JSONEncoder().encode(session))
        #expect(decoded == session)
    }
}

/// A description as its feed formatted it, and its plain text for search and calendars.
@Suite struct RichTextTests {
    typealias Run = RichText.Run

    @Test func plainTextSaysLinksAndKeepsItemsTogether() {
        let text = RichText(blocks: [
            RichText.Block(.paragraph, [Run("See "), Run("the docs", link: 0), Run(" and "), Run("https://b.example", link: 1)]),
            RichText.Block(.item(depth: 0, marker: "•"), [Run("one")]),
            RichText.Block(.item(depth: 1, marker: "1."), [Run("two", style: .strong)]),
            RichText.Block(.rule, []),
        ], links: [URL(string: "https://a.example")!, URL(string: "https://b.example")!])
        #expect(text.plainText == "See the docs (https://a.example) and https://b.example\n\n• one\n  1. two\n\n—")
        #expect(text.isFormatted)
        #expect(!RichText(plain: "One.\n\nTwo.").isFormatted)
        #expect(RichText(plain: "One.\n\n\n  Two.  ").blocks.map(\.text) == ["One.", "Two."])
    }

    @Test func appendingRenumbersTheOthersLinksAndSharesTheSame() {
        let a = RichText(blocks: [RichText.Block(.paragraph, [Run("a", link: 0)])], links: [URL(string: "https://a.example")!])
        let b = RichText(blocks: [RichText.Block(.paragraph, [Run("b", link: 0), Run("a", link: 1)])],
                         links: [URL(string: "https://b.example")!, URL(string: "https://a.example")!])
        let both = a.appending(b)
        #expect(both.links.map(\.absoluteString) == ["https://a.example", "https://b.example"])
        #expect(both.blocks.last?.runs.map(\.link) == [1, 0])
    }

    @Test func aPrefixKeepsWholeBlocksUpToTheLimit() {
        let text = RichText(plain: "aaaa\n\nbbbb\n\ncccc")
        #expect(text.prefix(characters: 9).blocks.map(\.text) == ["aaaa", "bbbb"])
        #expect(text.prefix(characters: 1).blocks.map(\.text) == ["aaaa"], "at least the first")
    }
}
