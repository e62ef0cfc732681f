import StoreContract
import StoreRules

/// What a person types into the attendees search, as an FTS5 expression that is only text:
/// each of its words (`SearchText.queryWords`, as PostgreSQL's store reads them) becomes a
/// quoted prefix ("ann"*), so quotes, operators, columns and SQL are words to look for, never
/// syntax.
enum SearchMatch {
    static func expression(_ query: String) -> String? {
        let words = SearchText.queryWords(query)
        guard !words.isEmpty else { return nil }
        // A quote cannot be in a word; doubling it anyway keeps the expression text if that changes.
        return words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
    }
}
