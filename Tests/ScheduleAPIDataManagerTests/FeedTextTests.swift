import Testing
@testable import ScheduleAPIDataManager

/// How names, titles and abstracts from a feed are tidied before anyone sees them.
@Suite struct FeedTextTests {
    @Test func aLineKeepsTidyTextAndCollapsesTheRest() {
        #expect(FeedText.line("Structured concurrency") == "Structured concurrency")
        #expect(FeedText.line("  Structured \t concurrency\r\n") == "Structured concurrency")
        #expect(FeedText.line("Zoë\u{00A0}\u{2003}Moreau ") == "Zoë Moreau")
        #expect(FeedText.line("trailing ") == "trailing")
        #expect(FeedText.line("") == "")
        #expect(FeedText.line(" \n ") == "")
    }

    @Test func paragraphsUseLineFeedsAndAreTrimmedAtBothEnds() {
        #expect(FeedText.paragraphs("One.\r\n\r\n- two\r- three\n") == "One.\n\n- two\n- three")
        #expect(FeedText.paragraphs("\u{00A0} Indented inside\n  stays\n\n") == "Indented inside\n  stays")
        #expect(FeedText.paragraphs("Already tidy 🙂 日本") == "Already tidy 🙂 日本")
        #expect(FeedText.paragraphs("\r\n \r") == "")
        #expect(FeedText.paragraphs("a\r\r\nb") == "a\n\nb")
    }

    @Test func trimmedLeavesInnerSpaceAlone() {
        #expect(FeedText.trimmed(" https://example.com/a b ") == "https://example.com/a b")
        #expect(FeedText.trimmed("https://example.com") == "https://example.com")
        #expect(FeedText.trimmed("   ") == "")
    }
}
