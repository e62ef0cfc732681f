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

    /// The query for `text` in each tier, best first; nil when `text` has no word.
    static func fts(_ text: String, tiers: [String] = sessionTiers) -> [String]? {
        let words = text.prefix(longestText).split { !$0.isLetter && !$0.isNumber }.prefix(mostWords).map { String($0.prefix(longestWord)) }
        guard !words.isEmpty else { return nil }
        let phrases = words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
        return tiers.map { $0 + "(\(phrases))" }
    }
}
