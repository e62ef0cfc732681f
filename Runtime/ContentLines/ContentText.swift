/// The text rules iCalendar and vCard share: TEXT escaping, and folding long lines at 75
/// octets without ever splitting a UTF-8 sequence.
public enum ContentText {
    public static let lineLimit = 75

    /// Backslash, semicolon, comma and line breaks escaped; the colon is not (RFC 5545
    /// §3.3.11). Other control characters are dropped: no format lets them through.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n" where previous == "\r": continue  // CRLF is one line break
            case "\n", "\r", "\u{2028}", "\u{2029}": escaped += "\\n"
            case _ where isControl(scalar) && scalar != "\t": continue  // a tab is TEXT; other controls are not
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The text an escaped TEXT value stands for (`\N` reads as a line break too).
    public static func unescape(_ value: String) -> String {
        var text = ""
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": text += "\n"
                default: text.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The line as physical lines of at most 75 octets, each continuation starting with one
    /// space, each ending in CRLF. Breaks fall between Unicode scalars, never inside one.
    public static func fold(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line + "\r\n" }
        var folded = ""
        folded.reserveCapacity(line.utf8.count + line.utf8.count / 70 * 3 + 2)
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > lineLimit {
                folded += "\r\n "
                octets = 1
            }
            folded.unicodeScalars.append(scalar)
            octets += width
        }
        return folded + "\r\n"
    }

    /// The logical lines of a document: CRLF followed by a space or tab joins two lines.
    public static func unfold(_ document: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var scalars = document.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r", pending == "\n" {
                pending = scalars.next()
                if pending == " " || pending == "\t" {
                    pending = scalars.next()  // a fold: the line goes on
                } else {
                    lines.append(current)
                    current = ""
                }
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
