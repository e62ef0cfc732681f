import GRDB
import Testing
@testable import ScheduleLocalDataManager

/// What a person types becomes words the search index can read: one quoted prefix each.
@Suite struct SearchQueryTests {
    @Test func wordsAreCutWhereTheIndexCutsThem() {
        #expect(SearchQuery.words(in: "stru conc") == ["stru", "conc"])
        #expect(SearchQuery.words(in: "नमस्ते, दुनिया!") == ["नमस्ते", "दुनिया"], "vowel signs and the virama stay in the word")
        #expect(SearchQuery.words(in: "x86_64 C++ \"a\" OR") == ["x86", "64", "C", "a", "OR"])
        #expect(SearchQuery.words(in: "e\u{301}te\u{301}") == ["e\u{301}te\u{301}"], "a combining accent is part of its letter")
        #expect(SearchQuery.words(in: "😀 — …").isEmpty)
        #expect(SearchQuery.fts("née") == ["{title} : (\"née\"*)", "{title people} : (\"née\"*)", "(\"née\"*)"])
    }

    @Test func aPastedMegabyteIsAFewBoundedWords() {
        let words = SearchQuery.words(in: String(repeating: "word ", count: 200_000) + String(repeating: "a", count: 10_000))
        #expect(words.count == SearchQuery.mostWords)
        #expect(SearchQuery.words(in: String(repeating: "b", count: 10_000)).first?.unicodeScalars.count == SearchQuery.longestWord)
    }

    /// A letter newer than SQLite's Unicode tables can make it read one word as two: the
    /// search then finds nothing rather than failing; any other error is still an error.
    @Test func aWordTheIndexReadsAsTwoFindsNothing() throws {
        let found: [Int] = try SearchQuery.matches([]) {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "fts5: phrase queries are not supported (detail!=full)")
        }
        #expect(found.isEmpty)
        #expect(throws: DatabaseError.self) {
            let _: [Int] = try SearchQuery.matches([]) { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed") }
        }
        #expect(try SearchQuery.matches([]) { [1, 2] } == [1, 2])
    }
}
