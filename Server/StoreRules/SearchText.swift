import Foundation

/// What a person types into the attendees search, in words both stores look for alike, and the
/// A–Z key a name sorts by.
public enum SearchText {
    /// The words of a search, bounded in cost: at most `maximumWords`, and one of a single letter
    /// (the last typed) — a one-letter prefix reads a large part of the index; twelve of them cost
    /// 41 ms at 100,000 attendees and narrow nothing the others do not.
    public static func queryWords(_ query: String) -> [String] {
        var words = words(in: query)
        if let last = words.last(where: { $0.unicodeScalars.count == 1 }) {
            words = words.filter { $0.unicodeScalars.count > 1 } + [last]
        }
        return Array(words.prefix(maximumWords))
    }

    /// Words are runs of letter, digit and mark scalars. Deciding per grapheme cluster let a
    /// cluster that starts with a letter carry a quote in (U+0D4E is a Prepend letter: "ൎ\""
    /// is one cluster), which ended the quoted word early: FTS5 syntax from the search box.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordPart(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// A word as a store that does its own folding keeps and looks it up: no case, no accents,
    /// and at most `maximumWordBytes` of UTF-8 (cut between scalars), so a longer word is still
    /// found by its beginning.
    public static func folded(_ word: String) -> String {
        let folded = word.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        guard folded.utf8.count > maximumWordBytes else { return folded }
        var kept = String.UnicodeScalarView(), bytes = 0
        for scalar in folded.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= maximumWordBytes else { break }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// Bytes a folded word keeps (PostgreSQL's lexemes stop at 2,047).
    public static let maximumWordBytes = 200

    /// Words a search is cut to.
    public static let maximumWords = 6

    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }

    /// A name as the A–Z order compares it, the order the app's Speakers tab has: by surname
    /// (the last word, with the lower-case particles before it: "van Beethoven", "de la Cruz"),
    /// then the rest; no case, no accents (Åberg with the A's).
    public static func sortKey(_ name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace)
        var surnameStart = max(0, words.count - 1)
        while surnameStart > 1, let first = words[surnameStart - 1].unicodeScalars.first, CharacterSet.lowercaseLetters.contains(first) {
            surnameStart -= 1
        }
        let ordered = words[surnameStart...] + words[..<surnameStart]
        return ordered.joined(separator: " ").folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
