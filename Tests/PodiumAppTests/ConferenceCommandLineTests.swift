import Foundation
import ScheduleTesting
import TestHarness
import Testing
@testable import PodiumApp

/// Conferences added once and kept: `podium add`, `list`, `use`, `remove`, the zone a feed's
/// times are read in, and favorites that stay with a conference whose feed moves.
@Suite struct ConferenceCommandLineTests {
    /// A data folder and a config folder of the test's own, and `podium` run against both.
    struct Home {
        let root: TemporaryDirectory
        var config: URL { root.url.appendingPathComponent("config") }
        var data: String { root.url.appendingPathComponent("data").path }
        var conferencesFile: URL { config.appendingPathComponent("podium/conferences.toml") }

        init() throws {
            root = try TemporaryDirectory(prefix: "podium-conferences")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        }

        /// `podium ARGUMENTS` on this home's data folder (`use` and `rename` have none: they only edit the list).
        func run(_ arguments: [String]) async throws -> Subprocess.Outcome {
            try await podium(arguments + (["use", "rename"].contains(arguments.first) ? [] : ["--data-dir", data]), configHome: config)
        }

        /// `podium sessions --format json` of the current conference: id → UTC start.
        func starts(_ extra: [String] = []) async throws -> [String: String] {
            let listing = try await run(["sessions", "--format", "json"] + extra)
            #expect(listing.status == 0, "\(listing.stderr)")
            let sessions = try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: sessions.compactMap { session in
                (session["id"] as? String).map { ($0, session["startsAt"] as? String ?? "unscheduled") }
            })
        }
    }

    /// A Sessionize export with naive local times (as Sessionize writes them): 09:00 and 10:00.
    static let naiveSessionize = Data(#"""
        {"sessions": [
          {"id": "1", "title": "Opening", "startsAt": "2024-10-26T09:00:00", "endsAt": "2024-10-26T09:30:00", "roomId": 1, "speakers": [], "categoryItems": []},
          {"id": "2", "title": "Second", "startsAt": "2024-10-26T10:00:00", "endsAt": "2024-10-26T10:45:00", "roomId": 1, "speakers": [], "categoryItems": []}
         ], "speakers": [], "questions": [], "categories": [], "rooms": [{"id": 1, "name": "Main", "sort": 1}]}
        """#.utf8)

    /// Issue #28: a feed address's password or `token=` was stored in clear in conferences.toml.
    /// The file keeps the address without them; the secret store keeps the whole address, the
    /// syncs use it, and `remove` takes it away.
    @Test func credentialsInAnAddressGoToTheSecretStoreNotTheFile() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let body = Self.naiveSessionize
        let basic = "Basic " + Data("organiser:hunter2".utf8).base64EncodedString()
        let server = try ScriptedHTTPServer { request in
            guard request.headers["authorization"] == basic, request.path.contains("token=s3cr3t") else {
                return [.send(ScriptedHTTPServer.response(status: 401, reason: "Unauthorized"))]
            }
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/json"], body: body))]
        }
        defer { server.stop() }
        let address = "http://organiser:hunter2@127.0.0.1:\(server.port)/api/v2/x/view/All?token=s3cr3t&day=1"
        let added = try await home.run(["add", address, "--timezone", "Australia/Melbourne", "--name", "Private"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("kept in the secret store"), "\(added.stderr)")
        let file = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        #expect(!file.contains("hunter2") && !file.contains("s3cr3t") && !file.contains("organiser"), "\(file)")
        #expect(file.contains("http://127.0.0.1:\(server.port)/api/v2/x/view/All?day=1"), "\(file)")
        let sync = try await home.run(["sync", "--once"])
        #expect(sync.status == 0, "the sync sends the credentials again: \(sync.stderr)")
        #expect(server.requests.last?.headers["authorization"] == basic)
        let listed = try await home.run(["secret", "list"])
        #expect(listed.stdout.contains("feed-address"), "\(listed.stdout)")
        #expect(try await home.run(["remove", "Private", "--yes"]).status == 0)
        #expect(!(try await home.run(["secret", "list"])).stdout.contains("feed-address"))
    }

    /// DDD Melbourne's bug: a naive-time feed read in one zone answered "not modified" when
    /// asked again in another, and kept every time ten hours off. The zone the times were read
    /// in is part of what was applied; no zone at all is refused, never the machine's.
    @Test func changingTheZoneRereadsANaiveFeedAtOnce() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let body = Self.naiveSessionize
        let server = try ScriptedHTTPServer { request in
            if request.headers["if-none-match"] == "\"v1\"" {
                return [.send(ScriptedHTTPServer.response(status: 304, reason: "Not Modified", headers: ["ETag": "\"v1\""]))]
            }
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/json", "ETag": "\"v1\""], body: body))]
        }
        defer { server.stop() }
        let feed = ["--feed", server.url("/api/v2/ddd/view/All").absoluteString]

        let noZone = try await home.run(["sync", "--once"] + feed)
        #expect(noZone.status == 1)
        #expect(noZone.stderr.hasSuffix("give the conference's zone with --timezone (an IANA name such as Europe/Berlin)\n"), "\(noZone.stderr)")
        #expect(noZone.stderr.split(separator: "\n").count == 1)

        let melbourne = try await home.run(["sync", "--once", "--timezone", "Australia/Melbourne"] + feed)
        #expect(melbourne.status == 0, "\(melbourne.stderr)")
        #expect(try await home.starts(feed + ["--timezone", "Australia/Melbourne"])["1"] == "2024-10-25T22:00:00Z")
        let unchanged = try await home.run(["sync", "--once", "--timezone", "Australia/Melbourne"] + feed)
        #expect(unchanged.stdout.contains("not modified"), "the same zone again is the same schedule: \(unchanged.stdout)")

        let berlin = try await home.run(["sync", "--once", "--timezone", "Europe/Berlin"] + feed)
        #expect(berlin.status == 0, "\(berlin.stderr)")
        #expect(!berlin.stdout.contains("not modified"), "\(berlin.stdout)")
        let starts = try await home.starts(feed + ["--timezone", "Europe/Berlin"])
        #expect(starts == ["1": "2024-10-26T07:00:00Z", "2": "2024-10-26T08:00:00Z"])
    }

    /// The exported calendar follows the zone too: it is written from the re-read times.
    @Test func theZoneOfASavedConferenceCanBeChangedByEditingItsFile() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let feed = home.root.url.appendingPathComponent("ddd.json")
        try Self.naiveSessionize.write(to: feed)
        let refused = try await home.run(["add", feed.path])
        #expect(refused.status == 1 && refused.stderr.contains("--timezone"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.conferencesFile.path), "a feed that cannot be read adds nothing")

        let added = try await home.run(["add", feed.path, "--timezone", "Australia/Melbourne", "--name", "DDD Melbourne"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "added DDD Melbourne: Sessionize, 2 sessions over 1 day (Sat 26 Oct 2024), Australia/Melbourne as you set it; it is now the current conference\n")
        #expect(try await home.starts()["1"] == "2024-10-25T22:00:00Z")

        let text = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        try text.replacingOccurrences(of: "Australia/Melbourne", with: "Australia/Perth").write(to: home.conferencesFile, atomically: true, encoding: .utf8)
        #expect(try await home.run(["sync", "--once"]).status == 0)
        #expect(try await home.starts()["1"] == "2024-10-26T01:00:00Z", "09:00 in Perth")
    }

    @Test func addListUseRemove() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let frab = try Self.write(FrabSample.xml, named: "small.xml", in: home)
        let ical = try Self.write(ICalendarSample.text, named: "talks.ics", in: home)

        let first = try await home.run(["add", frab])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "added Tiny Congress 2024: frab XML, 4 sessions over 2 days (Fri 27 Dec – Sat 28 Dec 2024), Europe/Berlin from the feed; it is now the current conference\n")
        let again = try await home.run(["add", frab])
        #expect(again.status == 1 && again.stderr == "podium add: that feed is already added as 'Tiny Congress 2024' (podium use 'Tiny Congress 2024')\n")
        let second = try await home.run(["add", ical, "--name", "Calendar Days"])
        #expect(second.status == 0, "\(second.stderr)")

        let list = try await home.run(["list"])
        #expect(list.stdout.split(separator: "\n").map { String($0.prefix(2)) } == ["  ", "  ", "* "], "\(list.stdout)")
        #expect(list.stdout.contains("Tiny Congress 2024  frab XML   Europe/Berlin"), "\(list.stdout)")
        #expect(list.stdout.contains("Fri 27 Dec – Sat 28 Dec 2024"))

        #expect(try await home.run(["use", "tiny congress 2024"]).stdout == "now using Tiny Congress 2024\n")
        #expect(try await home.starts().count == 4, "podium sessions lists the current conference")
        let unknown = try await home.run(["use", "Nope"])
        #expect(unknown.status == 1 && unknown.stderr.hasPrefix("podium use: there is no conference named 'Nope'"))

        let asked = try await home.run(["remove", "Tiny Congress 2024"])
        #expect(asked.status == 1 && asked.stderr.contains("give --yes"), "without a terminal to ask, nothing is removed")
        let removed = try await home.run(["remove", "Tiny Congress 2024", "--yes"])
        #expect(removed.status == 0, "\(removed.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: home.data).filter { $0.hasPrefix("tiny-congress") }
        #expect(left == [], "its stores went with it")
        #expect(try await home.run(["list"]).stdout.split(separator: "\n").count == 2)
    }

    /// Giggity's most repeated complaint: a schedule's new address loses every selection. Here
    /// the favorites belong to the conference (its store), not to the address.
    @Test func aConferenceKeepsItsFavoritesWhenItsFeedMoves() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let old = try Self.write(FrabSample.xml, named: "old.xml", in: home)
        #expect(try await home.run(["add", old]).status == 0)
        let source = try ConferenceSource(try FeedOptions.parse(["--data-dir", home.data]),
                                          environment: ["XDG_CONFIG_HOME": home.config.path])
        let opened = try OpenedConference(source: source)
        try await opened.favorites.setFavorite("tiny-keynote", true, at: Date())

        let moved = try Self.write(FrabSample.xml, named: "moved.xml", in: home)
        let text = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: moved).write(to: home.conferencesFile, atomically: true, encoding: .utf8)
        let sync = try await home.run(["sync", "--once"])
        #expect(sync.status == 0, "\(sync.stderr)")
        let reopened = try OpenedConference(source: try ConferenceSource(try FeedOptions.parse(["--data-dir", home.data]),
                                                                    environment: ["XDG_CONFIG_HOME": home.config.path]))
        #expect(try await reopened.favorites.favorites().map(\.sessionID) == ["tiny-keynote"])
    }

    @Test func aOneOffFeedsFavoritesComeAlongWhenItIsAdded() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let feed = try Self.write(FrabSample.xml, named: "tiny.xml", in: home)
        #expect(try await home.run(["sync", "--once", "--feed", feed]).status == 0)
        let oneOff = try OpenedConference(source: try ConferenceSource(try FeedOptions.parse(["--feed", feed, "--data-dir", home.data]),
                                                                  environment: ["XDG_CONFIG_HOME": home.config.path]))
        try await oneOff.favorites.setFavorite("tiny-late", true, at: Date())
        let added = try await home.run(["add", feed])
        #expect(added.status == 0 && added.stderr.contains("kept the favorites of earlier runs with --feed"), "\(added.stderr)")
        let saved = try OpenedConference(source: try ConferenceSource(try FeedOptions.parse(["--data-dir", home.data]),
                                                                 environment: ["XDG_CONFIG_HOME": home.config.path]))
        #expect(try await saved.favorites.favorites().map(\.sessionID) == ["tiny-late"])
    }

    @Test func aBrokenConferencesFileIsOneLineWithItsLineNeverACrash() async throws {
        let home = try Home()
        defer { home.root.remove() }
        try FileManager.default.createDirectory(at: home.conferencesFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "current = \"A\"\n\n[[conference]]\nname = \"A\"\nfed = \"x.xml\"\n".write(to: home.conferencesFile, atomically: true, encoding: .utf8)
        for command in [["list"], ["sessions"], ["sync", "--once"], ["add", PodiumBinary.demoFeed.path]] {
            let outcome = try await home.run(command)
            #expect(outcome.status == 1)
            #expect(outcome.stderr == "podium \(command[0]): \(home.conferencesFile.path) line 5: unknown key 'fed' (a conference has name, feed, store, timezone, news, remind, notify, server, ignore_offsets)\n",
                    "\(outcome.stderr)")
        }
        // A one-off --feed does not need the file.
        #expect(try await home.run(["sessions", "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin"]).status == 0)
    }

    /// A feed's title with an escape sequence in it becomes a name the file can hold.
    @Test func aHostileTitleLeavesTheFileReadable() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let hostile = FrabSample.xml.replacingOccurrences(of: "<title>Tiny Congress 2024</title>",
                                                          with: "<title>Tiny&#x1B;[2J Congress&#x9B;31m 2024</title>")
        let feed = try Self.write(hostile, named: "hostile.xml", in: home)
        let added = try await home.run(["add", feed])
        #expect(added.status == 0, "\(added.stderr)")
        let list = try await home.run(["list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Tiny[2J Congress31m 2024"), "\(list.stdout)")
        #expect(!list.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }

    static func write(_ text: String, named name: String, in home: Home) throws -> String {
        let url = home.root.url.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
