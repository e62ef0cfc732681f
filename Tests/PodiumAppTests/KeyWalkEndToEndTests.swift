import Foundation
import TestHarness
import Testing

/// Every key a screen's help lists, pressed on every screen and every kind of detail page of
/// the real app, on the real schedules with the longest abstracts, at three terminal sizes:
/// after each key the app still answers (its help opens and closes) and draws. End on a long
/// abstract once ended the app (issue 42: an overflow in text layout).
@Suite(.serialized) struct KeyWalkEndToEndTests {
    /// The movement keys the help lists for lists and text (↓/j ↑/k, PgDn/Ctrl-F PgUp/Ctrl-B,
    /// Home/g End/G, ←/→ for days, Space paging text), and Ctrl-D/U, which are bound to nothing.
    static let keys = ["End", "Home", "G", "g", "PageDown", "PageUp", "C-f", "C-b", "Down", "Up", "j", "k", "Left", "Right",
                       "Space", "C-d", "C-u", "End"]

    struct Walk: Sendable {
        var pages: [String] = []
        var screens: [String: String] = [:]
        var ending: TerminalRun.Ending?
    }

    /// FOSDEM 2025 holds the longest abstract of the fixtures (11,689 characters, "Effects
    /// Everywhere"); 36C3's stages the longest of a frab JSON (7,973, "Achtung
    /// Vorratsdatenspeicherung").
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)),
          arguments: [("fosdem-2025.xml", "Europe/Brussels", "Effects Everywhere", "Fridtjof Siebert", 80, 24),
                      ("36c3-stages.schedule.json", "Europe/Berlin", "Achtung Vorratsdatenspeicherung", "Friedemann", 120, 40),
                      ("fosdem-2025.xml", "Europe/Brussels", "Effects Everywhere", "Fridtjof Siebert", 200, 60)])
    func everyListedKeyOnEveryScreenLeavesTheAppRunningAndDrawing(
        _ file: String, _ zone: String, _ title: String, _ speaker: String, _ width: Int, _ height: Int) async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-key-walk")
        defer { workspace.remove() }
        let feed = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Real/\(file)").path
        let news = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-news.xml").path
        let walk = try await offThePool { () throws -> Walk in
            var walk = Walk()
            // The selection marked in the text, so a capture shows which row is chosen.
            let run = try AppEndToEndTests.start("--feed '\(feed)' --news '\(news)' --timezone \(zone) --no-notify", in: workspace,
                                                 width: width, height: height, noColor: true)
            let session = run.session
            let first = try session.waitUntil("the agenda and its news", timeout: TmuxSession.launchTimeout) { $0.contains("1 Agenda") && $0.contains("News") }
            // Every tab the bar shows, by its digit.
            let tabs = first.split(separator: "\n").first.map(String.init)?.matches(of: #/(\d) [A-Z]/#).map { String($0.output.1) } ?? []
            for tab in tabs {
                try session.press(tab)
                try session.waitUntil("tab \(tab)") { !$0.contains("Loading") }
                try Self.walkKeys(on: "tab \(tab)", session, into: &walk)
            }

            // A session's details: the one with the longest abstract, found by search.
            try session.press("1")
            try session.press("/")
            try session.type(title)
            try session.waitUntil("the session found") { $0.contains("search “\(title)”") }
            try session.press("Enter")   // from the field to the results
            try session.press("Enter")   // open the first
            try session.waitUntil("the session's details") { Self.showsSessionDetails($0) }
            try Self.walkKeys(on: "session details", session, into: &walk)
            // Its speaker's details: open the session again, its first choice is the speaker. Each
            // key waits for the screen the one before it opens: on a loaded machine a key sent
            // while the last screen still showed went to that screen (the speaker's name is on
            // the results and the details alike, so waiting for it did not wait).
            try session.pressEscape()
            try session.waitUntil("the results again") { !Self.showsSessionDetails($0) }
            try session.press("Enter")
            try session.waitUntil("the session's details again") { Self.showsSessionDetails($0) }
            try session.press("Home")
            try session.waitUntil("its speaker chosen") { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix(">") && $0.contains("\(speaker)  ›") }
            }
            try session.press("Enter")
            try session.waitFor("saves to your address book", timeout: .seconds(30))
            try Self.walkKeys(on: "speaker details", session, into: &walk)
            try session.pressEscape()
            try session.pressEscape()
            try session.pressEscape()    // ends the search

            // A news item's details.
            guard let newsTab = tabs.last else { throw WalkFailure(description: "no tabs on the first screen:\n\(first)") }
            try session.press(newsTab)
            try session.waitFor("Schedule published")
            try session.press("Home")
            try session.press("Enter")
            try session.waitUntil("the news item") { $0.contains("https://demo.podium.example/news/") }
            try Self.walkKeys(on: "news details", session, into: &walk)

            try session.press("q")
            try session.pressEscape()
            try session.press("q")
            walk.ending = try run.waitForEnd("the app to exit")
            return walk
        }
        #expect(walk.pages.count >= 8, "walked \(walk.pages)")
        #expect(walk.pages.contains("session details") && walk.pages.contains("speaker details") && walk.pages.contains("news details"))
        // The end of the longest abstract was drawn: its page at End shows its last line, not an empty screen.
        let details = walk.screens["session details"] ?? ""
        #expect(details.contains("↑"), "\(details)")
        #expect(walk.ending?.exitStatus == "0\n", "\(walk.ending?.exitStatus ?? "no ending")")
    }

    /// What a terminal sends that is no key — X10 mouse reports (a click at column 81 once read
    /// as "q", at column 10 as "*"), a colour reply, a graphics reply, a capability reply — leaves
    /// the app as it was; a paste whose end never comes ends after a pause, and q quits again.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func bytesThatAreNoKeysLeaveTheAppAsItWas() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-not-keys")
        defer { workspace.remove() }
        let walk = try await offThePool { () throws -> Walk in
            var walk = Walk()
            let run = try AppEndToEndTests.start("\(PodiumBinary.writtenDemo) --no-notify", in: workspace)
            let session = run.session
            try session.waitUntil("the agenda") { $0.contains("1 Agenda") && $0.contains("Mon 23 Nov") }
            try session.press("Down")   // a session highlighted, for a stray "*" to star
            func x10(_ code: Int, _ column: Int, _ row: Int) -> String {
                "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + code))) + String(UnicodeScalar(UInt8(32 + column))) + String(UnicodeScalar(UInt8(32 + row)))
            }
            try session.type(x10(0, 81, 12) + x10(3, 81, 12))     // "q" as a column
            try session.type(x10(0, 10, 12) + x10(3, 10, 12))     // "*" as a column
            try session.type("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")  // a colour reply holding digits
            try session.type("\u{1B}_Gi=2;OK\u{1B}\\")             // a kitty graphics reply
            try session.type("\u{1B}P1$r0m\u{1B}\\")               // a DCS reply
            Thread.sleep(forTimeInterval: 0.5)
            walk.screens["after replies"] = try session.screen()
            try session.press("4")
            walk.screens["my schedule"] = try session.waitUntil("My schedule's content") { $0.contains("Nothing in My schedule") || $0.contains("★") }
            try session.press("1")
            try session.type("\u{1B}[200~pasted, with no end")   // the end marker never comes
            Thread.sleep(forTimeInterval: 2)
            try session.press("q")
            walk.ending = try run.waitForEnd("q to quit after the paste ended")
            return walk
        }
        let after = walk.screens["after replies"] ?? ""
        #expect(after.contains("Agenda") && after.contains("Mon 23 Nov"), "still the agenda: \(after)")
        #expect(walk.screens["my schedule"]?.contains("Nothing in My schedule yet") == true, "nothing starred: \(walk.screens["my schedule"] ?? "")")
        #expect(walk.ending?.exitStatus == "0\n")
    }

    /// Each key, then the help (`?`) opened and closed: a hung or ended app never shows it.
    static func walkKeys(on page: String, _ session: TmuxSession, into walk: inout Walk) throws {
        for key in keys {
            try session.press(key)
            do {
                try session.waitFor("Keys — ", timeout: .seconds(20), after: { try session.press("?") })
                try session.pressEscape()
                try session.waitUntil("the help to close", timeout: .seconds(20)) { !$0.contains("Keys — ") }
            } catch let timeout as TmuxSession.Timeout {
                throw WalkFailure(description: "the app did not answer after \(key) on \(page) (\(timeout.waitingFor)); the screen was:\n\(timeout.screen)")
            }
        }
        walk.screens[page] = try session.screen()
        walk.pages.append(page)
    }
}

extension KeyWalkEndToEndTests {
    /// A session's details show whether it is in My schedule (the tab bar's "My schedule" has
    /// neither mark).
    static func showsSessionDetails(_ screen: String) -> Bool {
        screen.contains("★ In My schedule") || screen.contains("☆ Not in My schedule")
    }
}

struct WalkFailure: Error, CustomStringConvertible {
    let description: String
}

extension TmuxSession {
    /// Does `action` and waits for `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration, after action: () throws -> Void) throws -> String {
        try action()
        return try waitFor(text, timeout: timeout)
    }
}
