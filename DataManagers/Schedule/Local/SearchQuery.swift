import GRDB

/// Turns what a person types into FTS5 queries: each word quoted (so nothing they type is
/// FTS syntax) and matched as a prefix, so "stru conc" finds "Structured concurrency".
enum SearchQuery {
    /// Where a session's words are looked for, best first: every word in the title, then in the
    /// title and the speakers' names and tag lines, then anywhere (descriptions too).
    static let sessionTiers = ["{title} : ", "{title people} : ", ""]
    /// Where a speaker's words are looked for, best first: the name, then anywhere (tag line, bio).
    static let speakerTiers = ["{name} : ", ""]

    /// A search reads at most this many words, each at most `longestWord` characters, from the
    /// first `longestText` characters: a query is a few words, and a pasted megabyte must cost
    /// what a query does (the words a session could match are no longer than that).
    static let mostWords = 16, longestWord = 64, longestText = 1_000

    // The indexes' tokenizer reads letters, numbers, marks and private-use characters as parts
    // of words (`categories 'L* N* Co M*'`: a Devanagari word keeps its vowel signs), as
    // `isWordPart` does: they keep no word positions (`detail = column`), and FTS5 refuses a
    // quoted word it would read as two.

    /// The query for `text` in each tier, best first; nil when `text` has no word.
    static func fts(_ text: String, tiers: [String] = sessionTiers) -> [String]? {
        let words = words(in: text)
        guard !words.isEmpty else { return nil }
        let phrases = words.map { "\"\($0)\"*" }.joined(separator: " ")
        return tiers.map { $0 + "(\(phrases))" }
    }

    /// The words of `text` as the tokenizer reads them.
    static func words(in text: String) -> [String] {
        let scalars = text.prefix(longestText).unicodeScalars
        return scalars.split { !isWordPart($0) }.prefix(mostWords).map { String(String.UnicodeScalarView($0.prefix(longestWord))) }
    }

    /// Letters, numbers, marks and private-use characters: the tokenizer's `categories`.
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse:
            return true
        default:
            return false
        }
    }

    /// What `search` finds, or nothing when SQLite reads a quoted word as two (its Unicode
    /// tables older than Swift's, for a letter assigned since): no row can match such a word.
    static func matches<Found>(_ empty: Found, _ search: () throws -> Found) throws -> Found {
        do {
            return try search()
        } catch let error as DatabaseError where error.message?.contains("phrase queries are not supported") == true {
            return empty
        }
    }
}
