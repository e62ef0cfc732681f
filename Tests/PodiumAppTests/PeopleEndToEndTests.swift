import Foundation
import Testing
import TestSupport

/// The People tab in the real app under tmux, against a real podium-server on loopback: sign in,
/// search a name, open them, save their card, sign out (and the token leaves the secret store).
@Suite(.serialized) struct PeopleEndToEndTests {
    typealias Seen = AppEndToEndTests.Seen

    static let people = [
        PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234"),
        PodiumServerRun.Person("Bob Rossi", "bob@example.org", "BOBR-0002"),
        PodiumServerRun.Person("Hidden Hal", "hal@example.org", "HALH-0003", listed: false),
    ]

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(2)))
    func signInSearchOpenSaveAndSignOut() async throws {
        let server = try await PodiumServerRun.start(Self.people)
        let workspace = try TemporaryDirectory(prefix: "podium-people-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("--no-notify --server '\(server.url.absoluteString)'", in: workspace)
            let session = run.session
            try session.waitUntil("a finished sync") { $0.contains("synced ") }
            try session.press("5")
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
        if let parsed = try ExportParser.parse([card]) {
            let person = parsed[card.path]?.cards.first
            #expect(person?.fn == "Bob Rossi" && person?.family == "Rossi" && person?.given == "Bob")
            #expect(person?.urls == ["https://example.org/bob"])
        }
        // Signed out: no token is left for this server.
        let secrets = try await Subprocess.run(["/usr/bin/env", "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                                PodiumBinary.path, "secret", "list", "--service", "podium-server"])
        #expect(secrets.status == 0 && !secrets.stdout.contains("127.0.0.1"), "\(secrets.output)")
    }
}
