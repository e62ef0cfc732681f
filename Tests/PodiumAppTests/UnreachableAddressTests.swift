import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// Issue #28's crash: NIO traps on a port above 65535, and such an address reached it typed
/// (`add`, `--feed`, `--news`, `--server`), stored (the conferences file) or in a redirect from
/// anyone on the path of a plain http feed. Each is one line naming where it came from.
@Suite struct UnreachableAddressTests {
    static let bad = "http://127.0.0.1:99999/feed"
    static let demo = PodiumBinary.demoFeed.path

    static func expectOneLine(_ outcome: Subprocess.Outcome, naming origin: String, _ problem: String = "port 99999 is outside 1–65535",
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status != 0 && outcome.status != 132 && outcome.status != 134, "\(outcome.status)", sourceLocation: sourceLocation)
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Stack dump"), sourceLocation: sourceLocation)
        let line = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.contains(origin) && line.contains(problem), "\(outcome.stderr)", sourceLocation: sourceLocation)
    }

    @Test func aTypedAddressIsRefusedNamingItsOption() async throws {
        let data = try TemporaryDirectory(prefix: "podium-port")
        defer { data.remove() }
        let dataDir = ["--data-dir", data.path]
        Self.expectOneLine(try await podium(["add", Self.bad] + dataDir), naming: "the feed")
        Self.expectOneLine(try await podium(["sessions", "--feed", Self.bad] + dataDir), naming: "--feed")
        Self.expectOneLine(try await podium(["sync", "--once", "--feed", Self.demo, "--news", Self.bad] + dataDir), naming: "--news")
        Self.expectOneLine(try await podium(["add", Self.demo, "--news", Self.bad] + dataDir), naming: "--news")
        Self.expectOneLine(try await podium(["add", Self.demo, "--server", "http://127.0.0.1:70000"] + dataDir), naming: "--server",
                           "port 70000 is outside 1–65535")
        Self.expectOneLine(try await podium(["login", "--email", "a@example.org", "--server", "http://127.0.0.1:70000"] + dataDir),
                           naming: "--server", "port 70000 is outside 1–65535")
    }

    /// With such a `news =` line every `sync` and every `sessions` on an empty store crashed.
    @Test(arguments: ["feed", "news", "server"])
    func aStoredAddressIsOneLineWithTheFileAndLine(_ key: String) async throws {
        let home = try TemporaryDirectory(prefix: "podium-port-file")
        defer { home.remove() }
        let file = home.url.appendingPathComponent("podium/conferences.toml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let feed = key == "feed" ? Self.bad : Self.demo
        let extra = key == "feed" ? "" : "\(key) = \"http://127.0.0.1:99999/\"\n"
        try Data("current = \"Testcon\"\n\n[[conference]]\nname = \"Testcon\"\nfeed = \"\(feed)\"\n\(extra)".utf8).write(to: file)
        for command in [["sessions"], ["sync", "--once"]] {
            let outcome = try await podium(command + ["--data-dir", home.url.appendingPathComponent("data").path], configHome: home.url)
            Self.expectOneLine(outcome, naming: "conferences.toml")
            #expect(outcome.stderr.contains("line 6") || outcome.stderr.contains(key), "\(outcome.stderr)")
        }
    }

    /// Anyone on the path of a plain http feed can answer `302 Location: http://host:99999/`.
    @Test func aRedirectToABadPortIsAFailedSyncNotACrash() async throws {
        let data = try TemporaryDirectory(prefix: "podium-port-redirect")
        defer { data.remove() }
        let server = try ScriptedHTTPServer { _ in
            [.send(ScriptedHTTPServer.response(status: 302, headers: ["Location": "http://127.0.0.1:99999/"]))]
        }
        defer { server.stop() }
        let feed = try await podium(["sync", "--once", "--feed", server.url("/feed").absoluteString, "--data-dir", data.path])
        Self.expectOneLine(feed, naming: "it redirects to an address that cannot be reached")
        let news = try await podium(["sync", "--once", "--feed", Self.demo, "--news", server.url("/news").absoluteString, "--data-dir", data.path])
        #expect(news.status != 132 && !news.stderr.contains("Fatal error"), "\(news.stderr)")
        #expect(news.stderr.contains("port 99999 is outside 1–65535"), "\(news.stderr)")
    }
}

/// Issue #28's option messages: a negative number was "Missing value", an empty folder unnamed.
@Suite struct OptionMessageTests {
    @Test(arguments: [
        (["--sync-interval", "-1"], "--sync-interval must be between 1 and 86400 seconds"),
        (["sessions", "--timeout", "-5"], "--timeout must be between 0 and 600 seconds"),
        (["sessions", "--remind", "-3"], "--remind must be between"),
        (["sessions", "--data-dir", ""], "--data-dir is empty"),
        (["sessions", "--feed", PodiumBinary.demoFeed.path, "--timezone", "Europe/Berlin", "--day", "-9223372036854775808"], "there is no day"),
    ])
    func aMistakenOptionIsNamedWithWhatItTakes(_ arguments: [String], _ message: String) async throws {
        let data = try TemporaryDirectory(prefix: "podium-options")
        defer { data.remove() }
        let outcome = try await podium(arguments + (arguments.contains("--data-dir") ? [] : ["--data-dir", data.path]))
        #expect(outcome.status != 0 && outcome.status < 128, "\(outcome.status)")
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Missing value"))
    }
}
