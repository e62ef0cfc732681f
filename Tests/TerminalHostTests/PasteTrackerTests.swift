import Testing
@testable import TerminalHost

/// Ctrl-C quits from the input thread, except inside pasted text, however reads split it.
@Suite struct PasteTrackerTests {
    func found(_ reads: [String]) -> [Bool] {
        var tracker = PasteTracker()
        return reads.map { tracker.containsInterrupt(Array($0.utf8)[...]) }
    }

    @Test func aTypedControlCIsAnInterrupt() {
        #expect(found(["abc\u{03}"]) == [true])
        #expect(found(["abc", "\u{1B}[A"]) == [false, false])
    }

    @Test func aControlCInsidePastedTextIsText() {
        #expect(found(["\u{1B}[200~one\u{03}two\u{1B}[201~"]) == [false])
        #expect(found(["\u{1B}[200~one", "\u{03}two", "\u{1B}[201~", "\u{03}"]) == [false, false, false, true])
    }

    /// A paste whose end marker never came ends after the pause the reader waits: Ctrl-C quits again.
    @Test func anUnfinishedPasteEndsAndControlCQuitsAgain() {
        var tracker = PasteTracker()
        let started = tracker.containsInterrupt(Array("\u{1B}[200~no end".utf8)[...])
        let inside = tracker.containsInterrupt(Array("\u{03}".utf8)[...])
        tracker.endUnfinished()
        let after = tracker.containsInterrupt(Array("\u{03}".utf8)[...])
        #expect(!started && !inside, "still inside the paste")
        #expect(after)
    }

    @Test func markersSplitBetweenReadsAreFollowed() {
        #expect(found(["\u{1B}[20", "0~\u{03}", "\u{1B}[2", "01~", "x\u{03}"]) == [false, false, false, false, true])
        // An escape at the end of a read, then a typed Ctrl-C, is not counted twice or missed.
        #expect(found(["\u{1B}", "\u{03}"]) == [false, true])
    }
}
