import Foundation
import TestHarness
import Testing

/// The Attendees tab in the real app under tmux, against a real podium-server on loopback: sign in,
/// search a name, open them, save their card, sign out (and the token leaves the secret store).
@Suite(.serialized) struct AttendeesEndToEndTests {
    typealias Seen = AppEndToEndTests.Seen

    static let attendees = [
        PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234"),
        PodiumServerRun.Person("Bob Rossi", "bob@example.org", "BOBR-0002"),
        PodiumServerRun.Person("Hidden Hal", "hal@example.org", "HALH-0003", listed: false),
    ]

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func signInSearchOpenSaveAndSignOut() async throws {
        let server = try await PodiumServerRun.start(Self.attendees)
        let workspace = try TemporaryDirectory(prefix: "podium-attendees-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("\(PodiumBinary.writtenDemo) --no-notify --server '\(server.url.absoluteString)'", in: workspace)
            let session = run.session
            try session.waitForFinishedSync("a finished sync")
            try session.press("7")
            seen.screens["login"] = try session.waitFor("Ticket code")
            try session.type("ada@example.org")
            try session.press("Enter")
            try session.type("WRONG-CODE")
            try session.press("Enter")
            seen.screens["refused"] = try session.waitFor("Email or ticket code not recognised.")
            for _ in 0..<10 { try session.press("BSpace") }
            try session.type("ABCD-1234")
            try session.press("Enter")
            seen.screens["directory"] = try session.waitFor("Bob Rossi")
            try session.press("/")
            try session.type("ross")
            seen.screens["search"] = try session.waitUntil("the search") { $0.contains("search “ross”") && !$0.contains("Ada Lovelace") }
            try session.press("Enter")   // from the field to the results
            try session.press("Enter")   // open the first
            seen.screens["attendee"] = try session.waitFor("Links")
            try session.press("a")
            seen.screens["saved"] = try session.waitFor("Saved for your address book")
            try session.pressEscape()
            try session.waitUntil("the alert to close") { !$0.contains("Saved for your address book") }
            try session.pressEscape()    // back to the list
            try session.pressEscape()    // out of the search
            try session.waitFor("Ada Lovelace")
            try session.press("l")
            seen.screens["askedToSignOut"] = try session.waitFor("Stay signed in")
            try session.press("Tab")
            try session.press("Enter")
            seen.screens["signedOut"] = try session.waitFor("Signed out. Press l to sign in again.")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        #expect(seen.screens["login"]?.contains("Sign in to 127.0.0.1:") == true, "\(seen.screens["login"] ?? "")")
        #expect(seen.screens["refused"]?.contains("WRONG") == false, "the code is never shown")
        #expect(seen.screens["directory"]?.contains("Hidden Hal") == false)
        #expect(seen.screens["attendee"]?.contains("Engineer · Engines") == true, "\(seen.screens["attendee"] ?? "")")
        #expect(seen.ending?.exitStatus == "0\n")

        let data = workspace.url.appendingPathComponent("data/podium")
        let cards = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("exports").path).filter { $0.hasSuffix(".vcf") }
        try #require(cards.count == 1, "\(cards)")
        let card = data.appendingPathComponent("exports/\(cards[0])")
        let text = try String(contentsOf: card, encoding: .utf8)
        #expect(text.contains("\r\nFN:Bob Rossi\r\n") && text.contains("\r\nTITLE:Engineer\r\n") && text.contains("\r\nORG:Engines\r\n"))
        if let parsed = try await ExportParser.parse([card]) {
            let person = parsed[card.path]?.cards.first
            #expect(person?.fn == "Bob Rossi" && person?.family == "Rossi" && person?.given == "Bob")
            #expect(person?.urls == ["https://example.org/bob"])
        }
        // Signed out: no token is left for this server.
        let secrets = try await Subprocess.run(["/usr/bin/env", "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                                PodiumBinary.path, "secret", "list", "--service", "podium-server"])
        #expect(secrets.status == 0 && !secrets.stdout.contains("127.0.0.1"), "\(secrets.output)")
    }

    /// Hal edits his profile in the app and becomes findable by Ada on another machine; hiding
    /// again removes him. A favorite starred in the app reaches Ada's other device with the next
    /// sync, and one she removes there leaves the app's My schedule.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aProfileEditedInTheAppIsFoundElsewhereAndMyScheduleFollows() async throws {
        let server = try await PodiumServerRun.start(Self.attendees)
        let workspace = try TemporaryDirectory(prefix: "podium-profile-e2e")
        defer { workspace.remove() }
        let other = try TemporaryDirectory(prefix: "podium-profile-other")
        defer { other.remove() }
        let ada = ["--data-dir", other.path, "--server", server.url.absoluteString]
        func podiumAsAda(_ arguments: [String], input: String? = nil) async throws -> Subprocess.Outcome {
            let quoted = (["/usr/bin/env", "XDG_CONFIG_HOME=\(PodiumBinary.emptyConfigHome.path)", PodiumBinary.path] + arguments + ada)
                .map { "'\($0)'" }.joined(separator: " ")
            return try await Subprocess.run(["/bin/sh", "-c", (input.map { "printf '%s\\n' '\($0)' | " } ?? "") + quoted])
        }
        #expect(try await podiumAsAda(["login", "--email", "ada@example.org"], input: "ABCD-1234").status == 0)
        #expect(try await podiumAsAda(["attendees", "--search", "compilers"]).stdout.isEmpty, "Hal is hidden")

        let run = try AppEndToEndTests.start("\(PodiumBinary.writtenDemo) --no-notify --server '\(server.url.absoluteString)'", in: workspace)
        let session = run.session
        let form = try await offThePool { () throws -> String in
            try session.waitForFinishedSync("a finished sync")
            try session.press("7")
            try session.waitFor("Ticket code")
            try session.type("hal@example.org")
            try session.press("Enter")
            try session.type("HALH-0003")
            try session.press("Enter")
            try session.waitFor("Ada Lovelace")
            try session.press("e")
            let form = try session.waitFor("Name       Hidden Hal")
            try session.press("Tab", "Tab")            // to Role
            try session.type("Compiler engineer")
            for _ in 0..<12 { try session.press("Tab") }   // past About you and the ten link fields to Interests
            try session.type("compilers, llvm")
            try session.press("Tab", "Space", "C-s")
            try session.waitFor("Saved. Signed-in attendees can find you in the attendees list.")
            return form
        }
        #expect(try await podiumAsAda(["attendees", "--search", "compilers"]).stdout == "Hidden Hal  — Compiler engineer\n")

        try await offThePool {
            try session.press("Space", "C-s")          // hidden again
            try session.waitFor("Saved. You are hidden")
            try session.pressEscape()
            try session.press("1")
            try session.press("/")
            try session.type("Rossi")
            try session.waitUntil("the results") { $0.contains("search “Rossi”") && $0.contains("Lessons from testing") }
            try session.press("Enter", "*")
            try session.waitFor("★")
            try session.press("s")                     // sync now: My schedule goes to the server
            try session.waitForFinishedSync("the sync") { !$0.contains("syncing") }
        }
        #expect(try await podiumAsAda(["attendees", "--search", "compilers"]).stdout.isEmpty, "hidden again")
        // Hal's other device: signed in as Hal, it finds the favorite, and takes it out.
        let hal = ["--data-dir", workspace.url.appendingPathComponent("tablet").path, "--server", server.url.absoluteString,
                   "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin"]
        func podiumAsHal(_ arguments: [String], input: String? = nil) async throws -> Subprocess.Outcome {
            let quoted = (["/usr/bin/env", "XDG_CONFIG_HOME=\(PodiumBinary.emptyConfigHome.path)", PodiumBinary.path] + arguments + hal)
                .map { "'\($0)'" }.joined(separator: " ")
            return try await Subprocess.run(["/bin/sh", "-c", (input.map { "printf '%s\\n' '\($0)' | " } ?? "") + quoted])
        }
        #expect(try await podiumAsHal(["login", "--email", "hal@example.org"], input: "HALH-0003").status == 0)
        #expect(try await podiumAsHal(["sync", "--once"]).stdout.contains("favorites with podium-server: 0 sent, 1 changed here"))
        let favorites = try await podiumAsHal(["favorites"]).stdout
        #expect(favorites.hasPrefix("Day 1 · Monday 23 November\n  10:00–10:55  Lessons from testing"), "\(favorites)")
        let id = String(try #require(favorites.split(separator: "(id ").last?.split(separator: ")").first))
        #expect(try await podiumAsHal(["favorites", "remove", id]).status == 0)
        #expect(try await podiumAsHal(["sync", "--once"]).stdout.contains("favorites with podium-server: 1 sent"))
        let ending = try await offThePool { () throws -> String in
            try session.press("s", "4")
            try session.waitFor("Nothing in My schedule")
            try session.press("q")
            return try run.waitForEnd("the app to exit").exitStatus
        }
        #expect(form.contains("Your profile") && form.contains("What other attendees see of you on 127.0.0.1:"))
        #expect(ending == "0\n")
    }
}
