/// Text from outside (a request, an import file) as a log line or a report may print it: every
/// control, format, line- and paragraph-separator character (U+2028/U+2029 end a line in many
/// viewers) is "?", so no text can forge a line or drive a terminal; cut to `limit` code points.
public enum PrintableText {
    public static func of(_ text: String, limit: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit).map { isUnsafe($0) ? "?" : $0 }))
    }

    /// The text with each such character named (`U+001B`) where it stood: for a message that
    /// tells someone what in their text was refused, which "?" or leaving it out would hide
    /// (`https://a<U+001B>b.example`, not `https://ab.example`, which looks valid).
    public static func showing(_ text: String, limit: Int) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if isUnsafe(scalar) { shown += "<U+" + String(format: "%04X", scalar.value) + ">" } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// Whether a character may not be printed as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
