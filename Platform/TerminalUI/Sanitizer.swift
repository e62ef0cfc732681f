/// Makes text from data safe to draw: nothing in a feed may reach the terminal as a command.
///
/// C0 controls (ESC among them) become their visible Control Pictures (␛), DEL becomes ␡, C1
/// controls and lone surrogates become �, and bidirectional overrides (which can make text
/// read differently from how it is stored) are dropped. Tabs and newlines are layout: callers
/// that lay out lines pass `keepingLayout: true` and get them back untouched.
public enum Sanitizer {
    public static func clean(_ text: String, keepingLayout: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x09, 0x0A:
                result.append(keepingLayout ? scalar : " ")
            case 0x0D:
                break  // CRLF is one line break; a lone CR would move the cursor
            case 0x00..<0x20:
                result.append(Unicode.Scalar(0x2400 + value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80..<0xA0:
                result.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069:
                break
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
