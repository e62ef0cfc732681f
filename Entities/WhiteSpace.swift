/// Text without white space (Unicode's White_Space: spaces, tabs, line breaks) at either end,
/// as `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, without going through NSString
/// (which copied every abstract of a feed to UTF-16 and back).
extension StringProtocol {
    public var withoutSurroundingWhiteSpace: String {
        let scalars = Substring(self).unicodeScalars
        // Most text is tidy already: kept as it is, not copied.
        if let first = scalars.first, let last = scalars.last, !first.isWhiteSpace, !last.isWhiteSpace {
            return String(self)
        }
        guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
              let last = scalars.lastIndex(where: { !$0.isWhiteSpace }) else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space, answered for ASCII without the property tables: their look-up was
    /// a third of trimming every field of a feed.
    public var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x80: false
        default: properties.isWhitespace
        }
    }
}
