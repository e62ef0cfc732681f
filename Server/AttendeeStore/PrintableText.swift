/// Text from outside (a request, an import file) as a log line or a report may print it: every
/// control, format, line- and paragraph-separator character (U+2028/U+2029 end a line in many
/// viewers) is "?", so no text can forge a line or drive a terminal; cut to `limit` code points.
public enum PrintableText {
    public static func of(_ text: String, limit: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit).map { isUnsafe($0) ? "?" : $0 }))
    }

    /// Whether a character may not be printed as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
