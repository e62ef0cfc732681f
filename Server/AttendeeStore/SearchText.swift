import Foundation

/// What a person types into the attendees search, as an FTS5 expression that is only text:
/// each word becomes a quoted prefix ("ann"*), so quotes, operators, columns and SQL are words
/// to look for, never syntax.
enum SearchText {
    static func matchExpression(_ query: String) -> String? {
        let words = query.split { !($0.isLetter || $0.isNumber) }.prefix(12)
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// A name as the A–Z order compares it: no case, no accents (Åberg with the A's).
    static func sortKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
