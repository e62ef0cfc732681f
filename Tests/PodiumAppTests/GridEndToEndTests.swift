import Foundation
import TestHarness
import Testing

/// The Grid in the real app under tmux, on the bundled demo: rooms side by side, a session's box
/// running down its rows, arrows moving through it and Enter opening the session.
@Suite(.serialized) struct GridEndToEndTests {
    struct Seen: Sendable {
        var grid = ""
        var opened = ""
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func theDemosDayIsRoomsSideBySideAndBoxesDownTheirRows() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-grid-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("\(PodiumBinary.writtenDemo) --no-notify", in: workspace)
            let session = run.session
            try session.waitForFinishedSync("a finished sync")
            try session.press("3")
            seen.grid = try session.waitUntil("the grid") { $0.contains("Main Hall") && $0.contains("┌") }
            try session.press("]")      // Tuesday: a day of the demo, whatever today is
            try session.waitUntil("the next day") { $0.contains("Room 1") }
            try session.press("Enter")
            seen.opened = try session.waitFor("(Europe/Berlin)")
            try session.press("q")
            _ = try run.waitForEnd("the app to exit")
            return seen
        }
        let lines = seen.grid.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Main Hall") && $0.contains("Room 1") && $0.contains("Room 2") }, "side by side:\n\(seen.grid)")
        // A box: its top edge, then its left edge on the lines under it in the same column.
        let top = lines.firstIndex { $0.contains("┌") }
        #expect(top != nil)
        if let top, let column = lines[top].firstIndex(of: "┌").map({ lines[top].distance(from: lines[top].startIndex, to: $0) }) {
            #expect(lines[top + 1].dropFirst(column).first == "│", "\(seen.grid)")
        }
        #expect(seen.opened.contains("(Europe/Berlin)"), "Enter opened a session's details")
    }
}
