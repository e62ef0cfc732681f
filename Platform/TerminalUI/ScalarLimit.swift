/// Text cut to at most a number of Unicode scalars (as JSON Schema counts a length), between
/// grapheme clusters: what a field keeps of a paste longer than it may hold.
enum ScalarLimit {
    static func prefix(_ characters: some Sequence<Character>, scalars limit: Int) -> [Character] {
        var count = 0
        var result: [Character] = []
        for character in characters {
            count += character.unicodeScalars.count
            if count > limit { break }
            result.append(character)
        }
        return result
    }

    /// Enough of raw text for `limit` scalars once cleaned — cleaning keeps a scalar for a
    /// scalar or makes one of two (CR LF), so twice as many — before it is cleaned: a megabyte
    /// pasted into a field is never cleaned (or measured) whole.
    static func rawPrefix(_ text: String, scalars limit: Int) -> String {
        let enough = max(0, limit).saturatingMultiply(2).saturatingAdd(2)
        guard text.utf8.count > enough else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(enough)))
    }
}
