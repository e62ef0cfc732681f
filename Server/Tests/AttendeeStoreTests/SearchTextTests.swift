import Testing
@testable import AttendeeStore

/// What a search costs is bounded before FTS5 sees it.
@Suite struct SearchTextTests {
    @Test func atMostSixWordsAndOneOfThemASingleLetter() {
        #expect(SearchMatch.expression("a b c d e f g h i j k l") == #""l"*"#)
        #expect(SearchMatch.expression("ada l") == #""ada"* "l"*"#)
        #expect(SearchMatch.expression("x ada b lovelace") == #""ada"* "lovelace"* "b"*"#)
        #expect(SearchMatch.expression("one two three four five six seven eight")
                == #""one"* "two"* "three"* "four"* "five"* "six"*"#)
        #expect(SearchMatch.expression("  ") == nil)
    }
}
