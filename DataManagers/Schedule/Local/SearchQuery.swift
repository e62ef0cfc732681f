/// Turns what a person types into an FTS5 query: each word quoted (so nothing they type is
/// FTS syntax) and matched as a prefix, so "stru conc" finds "Structured concurrency".
enum SearchQuery {
    static func fts(_ text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
    }
}
