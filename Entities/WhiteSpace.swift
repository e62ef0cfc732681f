/// Text without white space (Unicode's White_Space: spaces, tabs, line breaks) at either end,
/// as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, without going through NSString
/// (which copied every abstract of a feed to UTF-16 and back).
extension StringProtocol {
    public var withoutSurroundingWhiteSpace: String {
        let scalars = Substring(self).unicodeScalars
        // Most text is tidy already: kept as it is, not copied.
        if let first = scalars.first, let last = scalars.last, !first.properties.isWhitespace, !last.properties.isWhitespace {
            return String(self)
        }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
