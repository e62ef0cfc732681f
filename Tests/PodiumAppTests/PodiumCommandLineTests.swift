import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// The `podium` binary as a person or a script runs it.
@Suite struct PodiumCommandLineTests {

    @Test func syncOnceOnTheDemoThenNotModifiedThenListing() async throws {
        let data = try TemporaryDirectory(prefix: "podium-data")
        defer { data.remove() }
        let demo = PodiumBinary.writtenDemoArguments + ["--data-dir", data.path]
        let first = try await podium(["sync", "--once"] + demo)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "synced Podium Demo Conf: 200 sessions, 150 speakers, 8 rooms, 3 categories, 13 news, 0 changes\n")
        let second = try await podium(["sync", "--once"] + demo)
        #expect(second.stdout == "synced Podium Demo Conf: not modified\n")

        let text = try await podium(["sessions", "--day", "1"] + demo)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("Day 1 · Monday 23 November\n  08:15–09:00  Registration & coffee"))
        #expect(text.stdout.contains("09:00–09:50  Keynote: The next decade of Swift  [Main Hall]  — Anna Berg  (keynote)  (id 700002)\n"),
                "each line ends with the id favorites add takes: \(text.stdout.prefix(400))")

        let json = try await podium(["sessions", "--day", "1", "--format", "json"] + demo)
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(sessions.count > 60)
        let keynote = try #require(sessions.first { $0["isPlenumSession"] as? Bool == true })
        #expect(keynote["startsAt"] as? String == "2026-11-23T08:00:00Z", "09:00 in Berlin (CET) is 08:00Z")
        #expect((keynote["speakers"] as? [[String: Any]])?.first?["name"] as? String == "Anna Berg")
        // Its prose as plain text, as docs/feeds.md says; every entry has the field (null when none).
        #expect((keynote["description"] as? String)?.isEmpty == false, "\(keynote)")
        #expect(sessions.allSatisfy { $0.keys.contains("description") && $0.keys.contains("subtitle") && $0.keys.contains("url") })

        // Two picks at the same time are flagged in the listing, as My schedule flags them.
        #expect(try await podium(["favorites", "add", "700013", "700014", "700002"] + demo).status == 0)
        let favorites = try await podium(["favorites"] + demo)
        #expect(favorites.stdout.contains("Lessons from testing  [Main Hall]  — Ben Rossi  (id 700013)\n               ⚠ overlaps “Rethinking performance”\n"),
                "\(favorites.stdout)")
        #expect(favorites.stdout.contains("(id 700014)\n               ⚠ overlaps “Lessons from testing”\n"))
        #expect(!favorites.stdout.contains("(id 700002)\n               ⚠"), "the keynote clashes with nothing")

        let missingDay = try await podium(["sessions", "--day", "9"] + demo)
        #expect(missingDay.status == 1 && missingDay.stderr.contains("the conference has 3 days"))
    }

    /// The bundled demo, on a fresh machine, is on now whatever the day: a session on in every
    /// room when it is first opened, with nothing said about syncing (it lays itself out).
    @Test func theDemoIsOnWheneverItIsFirstOpened() async throws {
        let data = try TemporaryDirectory(prefix: "podium-data")
        defer { data.remove() }
        let opened = Date()
        let json = try await podium(["sessions", "--format", "json", "--timezone", "Pacific/Auckland", "--data-dir", data.path])
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let instant = ISO8601DateFormatter()
        let onNow = sessions.filter { session in
            guard let start = (session["startsAt"] as? String).flatMap(instant.date(from:)),
                  let end = (session["endsAt"] as? String).flatMap(instant.date(from:)) else { return false }
            return start <= opened && opened < end
        }
        #expect(Set(onNow.compactMap { $0["room"] as? String }).count == 8, "\(onNow.map { $0["title"] ?? "" })")
    }

    /// Listing on a fresh machine works at once, as exporting does: the feed is synced first and
    /// that is said on standard error, so standard output stays the listing a script reads.
    @Test func sessionsOnAFreshMachineSyncFirstOrSayWhyNot() async throws {
        let data = try TemporaryDirectory(prefix: "podium-data")
        defer { data.remove() }
        let demo = PodiumBinary.writtenDemoArguments + ["--data-dir", data.path]
        let json = try await podium(["sessions", "--day", "2", "--format", "json"] + demo)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stderr == "podium sessions: no schedule yet for Podium Demo Conf: syncing it first\n")
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [[String: Any]])
        let again = try await podium(["sessions", "--day", "2", "--format", "json"] + demo)
        #expect(again.stderr.isEmpty && again.stdout == json.stdout, "the second listing reads the store")

        let broken = data.url.appendingPathComponent("broken.json")
        try Data("{\"sessions\": [}".utf8).write(to: broken)
        let failing = try await podium(["sessions", "--feed", broken.path, "--data-dir", data.path])
        #expect(failing.status == 1 && failing.stdout.isEmpty)
        #expect(failing.stderr.hasPrefix("podium sessions: no schedule yet for broken: syncing it first\npodium sessions: "), "\(failing.stderr)")
        #expect(failing.stderr.contains("malformed JSON"), "\(failing.stderr)")
    }

    @Test func aBrokenFeedFailsWithItsErrorAndLeavesTheStoreAsItWas() async throws {
        let data = try TemporaryDirectory(prefix: "podium-data")
        defer { data.remove() }
        let feed = data.url.appendingPathComponent("feed.json")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json"), to: feed)
        let arguments = ["--feed", feed.path, "--timezone", "Europe/Berlin", "--data-dir", data.path]
        #expect(try await podium(["sync", "--once"] + arguments).status == 0)
        let before = try await podium(["sessions", "--format", "json"] + arguments).stdout

        try Data("{\"sessions\": [\n  {\"id\": \"1\",, }\n]}".utf8).write(to: feed)
        let broken = try await podium(["sync", "--once"] + arguments)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("malformed JSON at line 2"), "\(broken.stderr)")
        #expect(try await podium(["sessions", "--format", "json"] + arguments).stdout == before)
    }

    @Test func hostileTitlesAreShownNotObeyed() async throws {
        let data = try TemporaryDirectory(prefix: "podium-data")
        defer { data.remove() }
        var text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"Keynote: The next decade of Swift\"", with: "\"Keynote \\u001b[2J\\u001b]52;c;aGk=\\u0007\"")
        let feed = data.url.appendingPathComponent("hostile.json")
        try Data(text.utf8).write(to: feed)
        let arguments = ["--feed", feed.path, "--timezone", "Europe/Berlin", "--data-dir", data.path]
        #expect(try await podium(["sync", "--once"] + arguments).status == 0)
        let listing = try await podium(["sessions", "--day", "1"] + arguments).stdout
        #expect(listing.contains("Keynote ␛[2J␛]52;c;aGk=␇"))
        #expect(!listing.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func badOptionsAreUsageErrors() async throws {
        let zone = try await podium(["sync", "--once", "--timezone", "Mars/Olympus"])
        #expect(zone.status != 0 && zone.stderr.contains("unknown time zone 'Mars/Olympus'"))
        let noOnce = try await podium(["sync"])
        #expect(noOnce.status != 0 && noOnce.stderr.contains("--once"))
    }

    @Test func sourceResolution() async throws {
        #expect(ConferenceSource.defaultDataDirectory(["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]) == "/x/data/podium")
        #expect(ConferenceSource.defaultDataDirectory(["HOME": "/home/a"]) == "/home/a/.local/share/podium")
        #expect(ConferenceSource.defaultDataDirectory(["XDG_DATA_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.local/share/podium")
        #expect(ConferenceSource.fingerprint("https://a") == ConferenceSource.fingerprint("https://a"))
        #expect(ConferenceSource.fingerprint("https://a") != ConferenceSource.fingerprint("https://b"))
    }
}
