/// Text without white space (Unicode's White_Space: spaces, tabs, line breaks) at either end,
/// as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, without going through NSString
/// (which copied every abstract of a feed to UTF-16 and back).
extension StringProtocol {
    public var withoutSurroundingWhiteSpace: String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
