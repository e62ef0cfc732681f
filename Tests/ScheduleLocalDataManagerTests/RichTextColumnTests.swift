import Entities
import Foundation
import Testing
@testable import ScheduleLocalDataManager

/// An abstract's formatting kept in one column of text, and read back as it was.
@Suite struct RichTextColumnTests {
    @Test func everyKindOfBlockStyleAndLinkReadsBackAsWritten() throws {
        let text = RichText(blocks: [
            RichText.Block(.heading(level: 2), [RichText.Run("Über 日本 🙂")]),
            RichText.Block(.paragraph, [RichText.Run("Plain, "), RichText.Run("bold", style: .strong),
                                        RichText.Run("a link: with colons", style: [.emphasis, .code], link: 1)]),
            RichText.Block(.item(depth: 12, marker: "•"), [RichText.Run("first", link: 0)]),
            RichText.Block(.code, [RichText.Run("let x = 1\n  y: 2")]),
            RichText.Block(.quote, [RichText.Run("quoted")]),
            RichText.Block(.rule, []),
        ], links: [try #require(URL(string: "https://example.org/a?b=c")), try #require(URL(string: "https://media.ccc.de/v/x"))])
        let column = try #require(RichTextColumn.encode(text))
        #expect(RichTextColumn.decode(column) == text)
        #expect(RichTextColumn.encode(nil) == nil)
    }

    /// The separators the column is made of never come from a text: any in one become spaces.
    @Test func separatorsInATextBecomeSpaces() throws {
        let text = RichText(blocks: [RichText.Block(.item(depth: 1, marker: "a\u{1E}b"), [RichText.Run("one\u{1F}two\u{1E}three é")])])
        let column = try #require(RichTextColumn.encode(text))
        let read = try #require(RichTextColumn.decode(column))
        #expect(read.blocks.count == 1)
        #expect(read.blocks.first?.kind == .item(depth: 1, marker: "a b"))
        #expect(read.blocks.first?.runs.map(\.text) == ["one two three é"])
    }
}
