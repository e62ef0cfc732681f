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

    /// A name as the A–Z order compares it, the order the app's Speakers tab has: by surname
    /// (the last word, with the lower-case particles before it: "van Beethoven", "de la Cruz"),
    /// then the rest; no case, no accents (Åberg with the A's).
    static func sortKey(_ name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace)
        var surnameStart = max(0, words.count - 1)
        while surnameStart > 1, let first = words[surnameStart - 1].unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) {
            surnameStart -= 1
        }
        let ordered = words[surnameStart...] + words[..<surnameStart]
        return ordered.joined(separator: " ").folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
