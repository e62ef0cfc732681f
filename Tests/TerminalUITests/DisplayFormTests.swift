import Testing
@testable import TerminalUI

/// Clusters are drawn in the form every terminal gives the same cells (see DisplayForm); the
/// end-to-end proof under tmux is TerminalDemoTests.ScreenFidelityTests.
@Suite struct DisplayFormTests {
    func shown(_ text: String) -> [String] {
        text.flatMap(DisplayForm.clusters).map(String.init)
    }

    @Test func zwjSequencesAreShownAsTheirMembers() {
        #expect(shown("👨‍👩‍👧‍👦") == ["👨", "👩", "👧", "👦"], "no member lost")
        #expect(shown("🧑‍💻") == ["🧑", "💻"])
        #expect(shown("🏳️‍🌈") == ["🏳", "🌈"])
    }

    @Test func selectorsModifiersAndTagsAreDropped() {
        #expect(shown("❤️") == ["❤"])
        #expect(shown("👍🏽") == ["👍"])
        #expect(shown("🏽") == ["🏽"], "a modifier alone is a swatch, kept")
        #expect(shown("#️⃣") == ["#\u{20E3}"])
        #expect(shown("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}") == ["🏴"])
    }

    @Test func aFloodOfMarksKeepsTwo() {
        let flood = "Z" + String(repeating: "\u{0336}\u{0337}", count: 50)
        #expect(shown(flood) == ["Z\u{0336}\u{0337}"])
        #expect(shown("e\u{301}") == ["e\u{301}"])
    }

    @Test func clustersAreSplitWhereATerminalStartsANewCell() {
        #expect(shown("क्षि") == ["क्", "ष", "ि"])
        #expect(shown("🇩🇪") == ["🇩🇪"], "a flag stays one cell pair")
        #expect(shown("\u{1100}\u{1161}\u{11A8}") == ["\u{1100}\u{1161}\u{11A8}"], "a jamo syllable is one wide cell")
        #expect(TextWidth.of("क्षि") == 3)
    }
}
