import Foundation
import TestHarness
import Testing

/// What the terminal shows after any frame is exactly the frame in memory, for text built to
/// confuse terminals: zero-width characters, ZWJ sequences, combining floods, wide CJK at odd
/// columns, emoji with variation selectors and skin tones, flags, bidi marks. (Zero-width
/// characters once left stale glyphs behind, and a ZWJ family lost a member, under tmux.)
@Suite(.serialized) struct ScreenFidelityTests {
    static let demo = RepositoryPaths.products.appendingPathComponent("terminal-demo").path
    static let corpus = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Screen/hostile-strings.txt")

    struct Mismatch: Sendable, CustomStringConvertible {
        let step: String
        let shown: [String]
        let inMemory: [String]
        var description: String {
            let rows = zip(shown, inMemory).enumerated().filter { $0.element.0 != $0.element.1 }
            return "after \(step): " + rows.prefix(4).map { "row \($0.offset): shown \($0.element.0.debugDescription), in memory \($0.element.1.debugDescription)" }
                .joined(separator: "; ")
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func theTerminalShowsExactlyTheFrameInMemory() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-screen")
        defer { workspace.remove() }
        let mismatches = try await offThePool { try Self.drive(in: workspace) }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    static func drive(in workspace: TemporaryDirectory) throws -> [Mismatch] {
        let dump = workspace.url.appendingPathComponent("frame").path
        let run = try TerminalRun("'\(demo)' --rows '\(corpus.path)'", in: workspace, width: 100, height: 30,
                                  environment: ["TERM": "xterm-256color", "PODIUM_FRAME_DUMP": dump])
        let session = run.session
        try session.waitFor("plain ascii line")
        var mismatches: [Mismatch] = []
        // Each step changes the frame by a diff over the last one: scrolling moves every line
        // over every other, the sheet covers and uncovers them, a resize redraws them all.
        let steps: [(String, () throws -> Void)] = [
            ("the first frame", {}),
            ("a row down", { try session.press("Down") }),
            ("scrolling a page", { try session.press("PageDown") }),
            ("scrolling one row at a time", { try session.press("Down", "Down", "Down") }),
            ("a page back", { try session.press("PageUp") }),
            ("a sheet over the text", { try session.press("m") }),
            ("the sheet closed", { try session.pressEscape() }),
            ("the end", { try session.press("End") }),
            ("a narrower terminal", { try session.resize(width: 61, height: 20) }),
            ("back to the top", { try session.press("Home") }),
        ]
        for (step, action) in steps {
            try action()
            if let mismatch = try compare(session, dump: dump, step: step) { mismatches.append(mismatch) }
        }
        try session.press("q")
        _ = try run.waitForEnd()
        return mismatches
    }

    /// Waits for the screen to settle on the newest frame, then compares them row by row.
    static func compare(_ session: TmuxSession, dump: String, step: String) throws -> Mismatch? {
        var last: (shown: [String], inMemory: [String]) = ([], [])
        for _ in 0..<60 {
            Thread.sleep(forTimeInterval: 0.05)
            guard let text = try? String(contentsOfFile: dump, encoding: .utf8) else { continue }
            let inMemory = Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()).map(trimmed)
            let shown = try session.screen().split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
            last = (Array(shown.prefix(inMemory.count)), inMemory)
            if last.shown == last.inMemory { return nil }
        }
        return Mismatch(step: step, shown: last.shown, inMemory: last.inMemory)
    }

    static func trimmed(_ line: some StringProtocol) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
