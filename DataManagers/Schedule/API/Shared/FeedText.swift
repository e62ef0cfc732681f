import FeedXML

/// How feed text is tidied. Most names, titles and abstracts are already tidy, so each rule
/// looks at the bytes first and copies nothing when there is nothing to change (Foundation's
/// `replacingOccurrences` and `trimmingCharacters` bridge through NSString and were most of
/// the parser's time on a 5,000-session feed).
enum FeedText {
    /// One-line text: trimmed, runs of white space (tabs, line breaks) made single spaces.
    static func line(_ text: String) -> String {
        var previousWasSpace = true
        for byte in text.utf8 {
            if byte == 0x20 {
                if previousWasSpace { return collapse(text) }
                previousWasSpace = true
            } else if byte < 0x20 || byte >= 0x80 {
                return collapse(text)  // tabs, line breaks, or non-ASCII (which may hold Unicode spaces)
            } else {
                previousWasSpace = false
            }
        }
        return previousWasSpace && !text.isEmpty ? collapse(text) : text
    }

    /// Multi-line text: CRLF and CR become LF; white space and line breaks trimmed at both ends.
    static func paragraphs(_ text: String) -> String {
        guard ByteSearch.contains(0x0D, inUTF8: text) else { return trimmed(text) }
        return trimmed(String(decoding: LineBreaks.normalized(Array(text.utf8)), as: UTF8.self))
    }

    /// Without white space or line breaks at either end.
    static func trimmed(_ text: String) -> String { text.withoutSurroundingWhiteSpace }

    /// `text` cut to at most `limit` Unicode scalars (at a cluster boundary, ending in …), and
    /// whether it was cut. A title is not a megabyte: what a feed sends beyond these sizes is a
    /// mistake or an attack, and every screen and file downstream would pay for it.
    static func capped(_ text: String, to limit: Int) -> (text: String, wasCut: Bool) {
        guard text.utf8.count > limit, text.unicodeScalars.count > limit else { return (text, false) }
        var kept = text.startIndex
        var scalars = 0
        for index in text.indices {
            scalars += text[index].unicodeScalars.count
            if scalars > limit - 1 { break }
            kept = text.index(after: index)
        }
        return (String(text[..<kept]) + "…", true)
    }

    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
