import Testing
@testable import AttendeeStore

/// What a search costs is bounded before FTS5 sees it.
@Suite struct SearchTextTests {
    @Test func atMostSixWordsAndOneOfThemASingleLetter() {
        #expect(SearchText.matchExpression("a b c d e f g h i j k l") == #""l"*"#)
        #expect(SearchText.matchExpression("ada l") == #""ada"* "l"*"#)
        #expect(SearchText.matchExpression("x ada b lovelace") == #""ada"* "lovelace"* "b"*"#)
        #expect(SearchText.matchExpression("one two three four five six seven eight")
                == #""one"* "two"* "three"* "four"* "five"* "six"*"#)
        #expect(SearchText.matchExpression("  ") == nil)
    }
}
