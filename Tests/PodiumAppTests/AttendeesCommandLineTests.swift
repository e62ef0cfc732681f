import Foundation
import TestHarness
import Testing

/// `podium login`, `attendees` and `logout` against a real podium-server on loopback.
@Suite struct AttendeesCommandLineTests {
    static let attendees = [
        PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234"),
        PodiumServerRun.Person("Zoë Åberg", "zoe@example.org", "ZOEZ-0001"),
        PodiumServerRun.Person("Hidden Hal", "hal@example.org", "HALH-0003", listed: false),
    ]

    /// `podium ARGUMENTS` with `input` on standard input.
    func podium(_ arguments: [String], input: String? = nil) async throws -> Subprocess.Outcome {
        let quoted = (["/usr/bin/env", "XDG_CONFIG_HOME=\(PodiumBinary.emptyConfigHome.path)", PodiumBinary.path] + arguments)
            .map { "'\($0)'" }.joined(separator: " ")
        let pipe = input.map { "printf '%s\\n' '\($0)' | " } ?? ""
        return try await Subprocess.run(["/bin/sh", "-c", pipe + quoted])
    }

    @Test func signInListSearchAsJSONAndSignOut() async throws {
        let server = try await PodiumServerRun.start(Self.attendees)
        let data = try TemporaryDirectory(prefix: "podium-attendees")
        defer { data.remove() }
        let options = ["--data-dir", data.path, "--server", server.url.absoluteString]

        let before = try await podium(["attendees"] + options)
        #expect(before.status == 1)
        #expect(before.stderr == "podium attendees: not signed in (or the sign-in expired): sign in again\n")
        let wrong = try await podium(["login", "--email", "ada@example.org"] + options, input: "ABCD-9999")
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "podium login: email or ticket code not recognised\n")

        let login = try await podium(["login", "--email", "ada@example.org"] + options, input: "abcd-1234")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.hasPrefix("signed in to \(server.url.absoluteString) as Ada Lovelace (until "))
        #expect(!login.output.contains("ABCD"))

        let listed = try await podium(["attendees"] + options)
        // A–Z by surname as Speakers are, with Åberg among the A's; Hal chose not to be listed.
        #expect(listed.stdout == "Zoë Åberg  — Engineer · Engines\nAda Lovelace  — Engineer · Engines\n", "\(listed.stdout)")
        let found = try await podium(["attendees", "--search", "ada", "--format", "json"] + options)
        let decoded = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]]
        #expect(decoded?.map { $0["name"] as? String } == ["Ada Lovelace"])

        let logout = try await podium(["logout"] + options)
        #expect(logout.stdout == "signed out of \(server.url.absoluteString)\n")
        let after = try await podium(["attendees"] + options)
        #expect(after.status == 1)
    }

    @Test func aConferenceWithoutAServerAndAPlainHTTPServerElsewhereSayWhy() async throws {
        let data = try TemporaryDirectory(prefix: "podium-attendees")
        defer { data.remove() }
        let none = try await podium(["attendees", "--data-dir", data.path, "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin"])
        #expect(none.stderr.hasSuffix("has no server; give one with --server URL (or podium add … --server URL)\n"), "\(none.stderr)")
        let plain = try await podium(["attendees", "--data-dir", data.path, "--server", "http://people.example.org"])
        #expect(plain.stderr == "podium attendees: http://people.example.org is plain http to another machine; use https (tokens are sent only over https or to this machine)\n")
    }
}
