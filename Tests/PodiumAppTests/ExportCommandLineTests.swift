import ArgumentParser
import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// `podium export calendar|contact` on the demo, and the subscribable My-schedule calendar
/// that `podium sync --once` keeps current.
@Suite struct ExportCommandLineTests {
    static let demoFeed = PodiumBinary.demoFeed

    @Test func calendarOfOneSessionAndTheAgendaSyncingFirstOnAFreshMachine() async throws {
        let data = try TemporaryDirectory(prefix: "podium-export")
        defer { data.remove() }
        let broken = data.url.appendingPathComponent("broken.json")
        try Data("{\"sessions\": [".utf8).write(to: broken)
        let failing = try await podium(["export", "calendar", "--feed", broken.path, "--data-dir", data.path])
        #expect(failing.status == 1 && failing.stdout.isEmpty)
        #expect(failing.stderr.hasPrefix("podium export: no schedule yet for broken: syncing it first\npodium export: "), "\(failing.stderr)")
        #expect(failing.stderr.contains("broken.json: malformed JSON"))

        let demo = PodiumBinary.writtenDemoArguments + ["--data-dir", data.path]
        let first = try await podium(["export", "calendar", "--session", "700013"] + demo)
        #expect(first.status == 0 && first.stderr == "podium export: no schedule yet for Podium Demo Conf: syncing it first\n")
        let one = try await podium(["export", "calendar", "--session", "700013"] + demo)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains("\r\nUID:700013.\(try PodiumBinary.writtenDemoKey)@podium\r\n"))
        #expect(one.stdout.contains("\r\nDTSTART:20261123T090000Z\r\nDTEND:20261123T095500Z\r\n"), "10:00–10:55 in Berlin")
        #expect(one.stdout.contains("\r\nSUMMARY:Lessons from testing\r\n"))
        #expect(one.stdout.contains("\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT5M\r\n"), "reminded 5 minutes before, by default")
        let ten = try await podium(["export", "calendar", "--session", "700013", "--remind", "10"] + demo)
        #expect(ten.stdout.contains("\r\nTRIGGER:-PT10M\r\n"))
        let never = try await podium(["export", "calendar", "--session", "700013", "--remind", "0"] + demo)
        #expect(never.status == 0 && !never.stdout.contains("VALARM"))
        let wrong = try await podium(["export", "calendar", "--remind=-3"] + demo)
        #expect(wrong.status != 0 && wrong.stderr.contains("--remind must be between 0 (never) and 1440 minutes"), "\(wrong.stderr)")

        let file = data.url.appendingPathComponent("agenda.ics")
        let all = try await podium(["export", "calendar", "--all", "--output", file.path] + demo)
        #expect(all.stdout.isEmpty)
        #expect(all.stderr == "podium export: wrote 197 events to \(file.path)\n", "the demo's three unscheduled sessions stay out")
        #expect(try String(contentsOf: file, encoding: .utf8).components(separatedBy: "BEGIN:VEVENT").count == 198)
        #expect(try !String(contentsOf: file, encoding: .utf8).contains("VALARM"), "the whole agenda rings no alarms")

        let missing = try await podium(["export", "calendar", "--session", "nope"] + demo)
        #expect(missing.status == 1 && missing.stderr == "podium export: there is no session 'nope' in Podium Demo Conf\n")
        let both = try await podium(["export", "calendar", "--all", "--favorites"] + demo)
        #expect(both.status != 0 && both.stderr.contains("give one of --session, --favorites and --all"))
    }

    @Test func contactsOfTwoSpeakersInBothVersions() async throws {
        let data = try TemporaryDirectory(prefix: "podium-export")
        defer { data.remove() }
        #expect(try await podium(["sync", "--once", "--data-dir", data.path]).status == 0)
        let anna = "5f0a0000-0000-4000-8000-000000000000", ben = "5f0a0001-0000-4000-8000-000000000001"
        let four = try await podium(["export", "contact", "--speaker", anna, "--speaker", ben, "--data-dir", data.path])
        #expect(four.status == 0, "\(four.stderr)")
        #expect(four.stdout.components(separatedBy: "BEGIN:VCARD\r\nVERSION:4.0\r\n").count == 3)
        #expect(four.stdout.contains("\r\nFN:Anna Berg\r\nN:Berg;Anna;;;\r\n"))
        let three = try await podium(["export", "contact", "--speaker", ben, "--vcard", "3", "--data-dir", data.path])
        #expect(three.stdout.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
        let missing = try await podium(["export", "contact", "--speaker", "nobody", "--data-dir", data.path])
        #expect(missing.status == 1 && missing.stderr.contains("there is no speaker 'nobody'"))
        let none = try await podium(["export", "contact", "--data-dir", data.path])
        #expect(none.status != 0 && none.stderr.contains("give at least one --speaker ID"))
    }

    @Test func theMyScheduleCalendarFollowsASyncThatMovesAFavorite() async throws {
        let data = try TemporaryDirectory(prefix: "podium-export")
        defer { data.remove() }
        let feed = data.url.appendingPathComponent("feed.json")
        try FileManager.default.copyItem(at: Self.demoFeed, to: feed)
        let arguments = ["--feed", feed.path, "--timezone", "Europe/Berlin", "--data-dir", data.path]
        #expect(try await podium(["sync", "--once"] + arguments).status == 0)

        // Favorite a session the way the app does: through the store the opened opens.
        let source = try ConferenceSource(try FeedOptions.parse(arguments))
        try await OpenedConference(source: source).favorites.setFavorite("700013", true, at: Date())
        let calendar = URL(fileURLWithPath: source.storePath).deletingPathExtension().path + "-my-schedule.ics"

        // The feed moves that session to 16:00: the sync rewrites the subscribed file.
        try AppEndToEndTests.retime(feed, session: "700013", from: "2026-11-23T10:", to: "2026-11-23T16:")
        let sync = try await podium(["sync", "--once"] + arguments)
        #expect(sync.status == 0, "\(sync.stderr)")
        let subscribed = try String(contentsOfFile: calendar, encoding: .utf8)
        #expect(subscribed.contains("\r\nUID:700013.\(source.feedKey)@podium\r\n"))
        #expect(subscribed.contains("\r\nDTSTART:20261123T150000Z\r\n"), "16:00 in Berlin")
        #expect(subscribed.contains("X-WR-CALNAME:My schedule · feed"))
    }
}
