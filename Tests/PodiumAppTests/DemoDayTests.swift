import Entities
import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// The bundled demo is always on: laid out around the day it is first opened, in the machine's
/// zone, with a session on in every room, a favorite about to start that the organisers moved,
/// and the person's own picks kept from one day to the next.
@Suite struct DemoDayTests {
    static let brussels = TimeZone(identifier: "Europe/Brussels")!

    static func instant(_ text: String, in zone: TimeZone = brussels) -> Date {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = zone
        format.dateFormat = "yyyy-MM-dd HH:mm"
        return format.date(from: text)!
    }

    @Test func theProgrammesTenFortyIsWhenItIsFirstOpened() {
        let day = DemoDay(now: Self.instant("2027-02-01 14:23"), zone: Self.brussels)
        #expect(day.date == "2027-02-01")
        #expect(day.shiftMinutes == 223, "now is 10:40 of the programme, to the minute")
        #expect(day.moved("2026-11-23T10:40:00") == "2027-02-01T14:23:00")
        #expect(day.moved("2026-11-23T10:45:00") == "2027-02-01T14:28:00", "the rooms' sessions are on for four minutes at least")
        #expect(day.moved("2026-11-24T09:00:00") == "2027-02-02T12:43:00", "the second day stays the day after")
    }

    @Test func openedLateAtNightTheFirstDayRunsPastMidnight() {
        let day = DemoDay(now: Self.instant("2027-02-01 23:58"), zone: Self.brussels)
        #expect(day.date == "2027-02-01")
        #expect(day.moved("2026-11-23T10:40:00") == "2027-02-01T23:58:00")
        #expect(day.moved("2026-11-23T12:00:00") == "2027-02-02T01:18:00")
    }

    @Test func openedBeforeDawnTheFirstDayBeganLastNight() {
        let day = DemoDay(now: Self.instant("2027-02-01 00:20"), zone: Self.brussels)
        #expect(day.date == "2027-02-01")
        #expect(day.moved("2026-11-23T08:15:00") == "2027-01-31T21:55:00")
        #expect(day.moved("2026-11-23T10:40:00") == "2027-02-01T00:20:00")
    }

    @Test func theOrganisersChangeMovesOneFavoriteAndNothingElse() throws {
        let template = try Data(contentsOf: PodiumBinary.demoFeed)
        let day = DemoDay(date: "2027-02-01", shiftMinutes: 0)
        let before = try Self.sessions(day.schedule(from: template, changed: false))
        let after = try Self.sessions(day.schedule(from: template, changed: true))
        #expect(before.count == after.count && before.count > 100)
        let differing = before.keys.filter { before[$0]?.startsAt != after[$0]?.startsAt || before[$0]?.endsAt != after[$0]?.endsAt }
        #expect(differing == [DemoDay.movedSession.id])
        #expect(before[DemoDay.movedSession.id]?.startsAt == "2027-02-01T11:15:00")
        #expect(after[DemoDay.movedSession.id]?.startsAt == "2027-02-01T10:45:00", "five minutes after the programme's now")
        #expect(Set(DemoDay.picks).isSubset(of: Set(before.keys)), "every pick is a session of the demo")
    }

    @Test func theNewsIsOfTheLastWeeksAndSaysItIsADemo() throws {
        let template = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-news.xml"))
        let day = DemoDay(date: "2027-02-01", shiftMinutes: 0)
        let news = String(decoding: day.news(from: template, now: Self.instant("2027-02-01 09:30")), as: UTF8.self)
        #expect(news.contains("<title>This is Podium's demo conference</title>"))
        #expect(news.contains("<pubDate>Mon, 01 Feb 2027 08:30:00 +0000</pubDate>"), "the demo's own item, now")
        // "Schedule published" was 22 days before the programme's first day; it still is.
        #expect(news.contains("<pubDate>Sun, 10 Jan 2027 08:00:00 +0000</pubDate>"), "\(news.prefix(1200))")
        #expect(!news.contains("2026"), "no item keeps the bundled year")
    }

    /// Opened on two days: each is laid out around its own morning, the person's picks and
    /// unpicks stay, and the days before yesterday are cleared away.
    @Test func thePersonsPicksSurviveTheDemosMoveToANewDay() async throws {
        let home = try TemporaryDirectory(prefix: "podium-demo-day")
        defer { home.remove() }
        let options = try FeedOptions.parse(["--data-dir", home.path, "--timezone", "Europe/Brussels"])
        let environment = ["XDG_CONFIG_HOME": home.path + "/config"]
        let monday = Self.instant("2027-02-01 11:02")

        let first = try OpenedConference(source: try ConferenceSource(options, environment: environment, now: monday))
        try await first.layingOutTheDemoDay(now: monday)
        #expect(try await first.favorites.favoriteSessionIDs() == Set(DemoDay.picks), "the picks offered the first time")
        let moved = try #require(try await first.store.session(id: DemoDay.movedSession.id))
        let startsIn = try #require(moved.startsAt).timeIntervalSince(monday)
        #expect(startsIn > 0 && startsIn <= 5 * 60, "the moved favorite starts within the reminder's five minutes: \(startsIn) s")
        let changes = try await first.store.changes(since: .distantPast)
        #expect(changes.contains { $0.sessionID == DemoDay.movedSession.id }, "My schedule has the organisers' change to show: \(changes)")
        let onNow = try await first.store.nowAndNext(at: monday, matching: .all)
        #expect(Set(onNow.onNow.compactMap(\.room?.name)).count == 8, "a session on in every room: \(onNow.onNow.map(\.title))")
        try await first.favorites.setFavorite("700086", false, at: monday)
        try await first.favorites.setFavorite("700013", true, at: monday)

        let thursday = Self.instant("2027-02-04 16:30")
        let later = try OpenedConference(source: try ConferenceSource(options, environment: environment, now: thursday))
        try await later.layingOutTheDemoDay(now: thursday)
        let expected = Set(DemoDay.picks).subtracting(["700086"]).union(["700013"])
        #expect(try await later.favorites.favoriteSessionIDs() == expected, "the person's own choices, not the offer again")
        let keynote = try #require(try await later.store.session(id: "700002"))
        let keynoteStarts = try #require(keynote.startsAt)
        #expect(keynoteStarts < thursday && keynoteStarts > thursday.addingTimeInterval(-12 * 3600), "laid out around Thursday")
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path + "/demo")
        #expect(!files.contains { $0.hasPrefix("2027-02-01") }, "Monday's files are gone by Thursday: \(files)")
        #expect(files.contains("2027-02-04.sqlite"))
    }

    /// Someone who picked in the demo before it moved with the days keeps exactly their picks:
    /// the demo's are offered only to a person with none.
    @Test func picksFromBeforeTheDemoMovedAreKeptAndNothingIsAdded() async throws {
        let home = try TemporaryDirectory(prefix: "podium-demo-day")
        defer { home.remove() }
        let options = try FeedOptions.parse(["--data-dir", home.path, "--timezone", "Europe/Brussels"])
        let environment = ["XDG_CONFIG_HOME": home.path + "/config"]
        let monday = Self.instant("2027-02-01 11:02")
        let source = try ConferenceSource(options, environment: environment, now: monday)
        let before = try OpenedConference(source: source)
        try await before.favorites.setFavorite("700013", true, at: monday.addingTimeInterval(-86_400))
        try await before.layingOutTheDemoDay(now: monday)
        #expect(try await before.favorites.favoriteSessionIDs() == ["700013"])
    }

    private static func sessions(_ document: Data) throws -> [String: (startsAt: String, endsAt: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        let sessions = try #require(object["sessions"] as? [[String: Any]])
        var result: [String: (startsAt: String, endsAt: String)] = [:]
        for session in sessions {
            guard let id = session["id"] as? String, let start = session["startsAt"] as? String, let end = session["endsAt"] as? String else { continue }
            result[id] = (start, end)
        }
        return result
    }
}
