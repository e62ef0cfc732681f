import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// What real schedules do, met as a new user meets them: `podium add` of a Giggity menu entry,
/// of a calendar that names no conference, of a file that is no frab schedule, and of a feed
/// whose offsets are not the venue's clock.
@Suite struct FeedQuirkCommandLineTests {
    typealias Home = ConferenceCommandLineTests.Home
    static let quirks = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Quirks")

    static func serving(_ files: [String: Data]) throws -> ScriptedHTTPServer {
        try ScriptedHTTPServer { request in
            guard let body = files[request.path] else { return [.send(ScriptedHTTPServer.response(status: 404))] }
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "text/plain"], body: body))]
        }
    }

    @Test func aGiggityMenuEntryAddsTheScheduleItPointsToWithItsTitleAndZone() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let schedule = try Data(contentsOf: Self.quirks.appendingPathComponent("wafer-venue-clock.xml"))
        var holder: ScriptedHTTPServer?
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/schedule/pentabarf.xml":
                return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/xml"], body: schedule))]
            default:
                return [.send(ScriptedHTTPServer.response(status: 404))]
            }
        }
        holder = server
        defer { holder?.stop() }
        let entry = home.root.url.appendingPathComponent("debconf17.json")
        try Data("""
            {"version": 2017072400, "url": "\(server.url("/schedule/pentabarf.xml").absoluteString)", "title": "DebConf 17 (Giggity)",
             "timezone": "America/Toronto", "metadata": {"links": []}}
            """.utf8).write(to: entry)

        let added = try await home.run(["add", entry.path, "--ignore-offsets"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("debconf17.json is a Giggity menu entry: adding the schedule it points to, \(server.url("/schedule/pentabarf.xml"))"))
        #expect(added.stdout.hasPrefix("added DebConf17: frab XML, 4 sessions over 2 days (Sat 5 Aug – Sun 6 Aug 2017), America/Toronto from the menu entry"),
                "\(added.stdout)")
        let file = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        #expect(file.contains("feed = \"\(server.url("/schedule/pentabarf.xml").absoluteString)\"\n"), "the schedule, not the entry")
        #expect(file.contains("timezone = \"America/Toronto\"\n"))
        #expect(file.contains("ignore_offsets = true\n"))
        #expect(try await home.starts()["1"] == "2017-08-05T11:45:00Z", "Breakfast at 07:45 in Montréal")
    }

    @Test func aFeedThatNamesNoConferenceIsNamedAfterItsAddressAndCanBeRenamed() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let calendar = Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:20261012T080000Z\r\nSUMMARY:Opening\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let server = try Self.serving(["/schedule/export/schedule.ics": calendar])
        defer { server.stop() }

        let added = try await home.run(["add", server.url("/schedule/export/schedule.ics").absoluteString])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added 127.0.0.1 schedule: iCalendar, 1 session"), "never a bare host: \(added.stdout)")
        #expect(added.stderr.contains("the feed names no conference: called it '127.0.0.1 schedule' after its address; "
                                      + "rename it with: podium rename '127.0.0.1 schedule' NEW-NAME"), "\(added.stderr)")

        let renamed = try await home.run(["rename", "127.0.0.1 schedule", "Linux Days"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout == "renamed 127.0.0.1 schedule to Linux Days\n")
        let file = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        #expect(file.contains("current = \"Linux Days\"\n") && file.contains("name = \"Linux Days\"\n"))
        #expect(file.contains("store = \"127-0-0-1-schedule\"\n"), "its files keep their name")
        let clash = try await home.run(["rename", "Linux Days", ""])
        #expect(clash.status != 0)
    }

    @Test func aFileThatIsNoFrabScheduleIsRefusedNotShownEmpty() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let added = try await home.run(["add", Self.quirks.appendingPathComponent("not-frab-entries.xml").path])
        #expect(added.status == 1)
        #expect(added.stdout.isEmpty)
        #expect(added.stderr.contains("a <schedule> of <day><entry> elements: not a frab or Pentabarf schedule"), "\(added.stderr)")
        #expect(added.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: home.conferencesFile.path), "nothing is added")
    }

    @Test func oldPentabarfShowsEverySessionAndSaysWhereItsZoneCameFrom() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let added = try await home.run(["add", Self.quirks.appendingPathComponent("pentabarf-events-under-day.xml").path])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added FOSDEM 2007: frab XML, 3 sessions over 2 days (Sun 25 Feb – Mon 26 Feb 2007), Europe/Brussels from the feed's city"),
                "\(added.stdout)")
        #expect(added.stderr.contains("read in Europe/Brussels, the zone of its city (Brussels)"))
    }

    /// The offsets a feed writes, ignored or not, are part of how it was read: changing it reads
    /// the feed again at once, never "not modified".
    @Test func ignoringOffsetsOnASyncReadsTheTimesAgain() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let feed = Self.quirks.appendingPathComponent("wafer-venue-clock.xml").path
        let added = try await home.run(["add", feed, "--timezone", "America/Toronto"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("the feed writes its times at UTC+00:00, but America/Toronto is at UTC-04:00 then"), "\(added.stderr)")
        #expect(try await home.starts()["1"] == "2017-08-05T07:45:00Z")
        let synced = try await home.run(["sync", "--once", "--ignore-offsets"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(!synced.stdout.contains("not modified"))
        #expect(try await home.starts()["1"] == "2017-08-05T11:45:00Z")
    }

    /// What a feed's zone means is said when the conference is added; a sync of it says what
    /// changed, not the zone again (a feed without a zone changes every few minutes at a congress).
    @Test func theZoneWarningIsSaidWhenAddedNotAtEverySync() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let file = home.root.url.appendingPathComponent("rc3.json")
        let original = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Real/pretalx-rc3.json"), encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)

        let added = try await home.run(["add", file.path])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("warning: (zone): no time zone is named: shown at UTC+01:00"), "\(added.stderr)")
        #expect(added.stdout.contains("UTC+01:00 from the feed's UTC offsets"))

        try original.replacingOccurrences(of: "Der faule Admin automatisiert", with: "Der fleißige Admin automatisiert")
            .write(to: file, atomically: true, encoding: .utf8)
        let synced = try await home.run(["sync", "--once"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("1 changes") || synced.stdout.contains("changes"), "\(synced.stdout)")
        #expect(!synced.stderr.contains("zone"), "said once, when added: \(synced.stderr)")

        // A run of a feed never added has not been told: it says it.
        let oneOff = try await home.run(["sync", "--once", "--feed", file.path])
        #expect(oneOff.stderr.contains("warning: (zone): no time zone is named"), "\(oneOff.stderr)")
    }
}
