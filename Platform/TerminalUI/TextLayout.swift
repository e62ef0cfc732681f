/// Fitting text into cells: truncation and word wrapping that never split a grapheme cluster.
public enum TextLayout {
    public static let ellipsis: Character = "…"

    /// `text` cut to at most `width` cells, ending in … when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard TextWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = TextWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        result.append(ellipsis)
        return result
    }

    /// `text` padded with spaces (or truncated) to exactly `width` cells.
    public static func pad(_ text: String, to width: Int, alignment: Alignment = .leading) -> String {
        let fitted = truncate(text, to: width)
        let gap = max(0, width - TextWidth.of(fitted))
        switch alignment {
        case .leading: return fitted + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + fitted
        case .center: return String(repeating: " ", count: gap / 2) + fitted + String(repeating: " ", count: gap - gap / 2)
        }
    }

    /// Lines of at most `width` cells. Paragraphs (newlines) are kept, words wrap at spaces,
    /// a word longer than a line is broken between grapheme clusters, and tabs become spaces
    /// up to the next multiple of four.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in Sanitizer.clean(text, keepingLayout: true).split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(expandTabs(String(paragraph)), width: width))
        }
        return lines
    }

    private static func expandTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += TextWidth.of(character)
            }
        }
        return result
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // Words keep their leading spaces so indentation survives; spaces at a wrap are dropped.
        for word in words(of: paragraph) {
            let wordWidth = TextWidth.of(word)
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
                continue
            }
            let trimmed = String(word.drop { $0 == " " })
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            var rest = Substring(line.isEmpty && lines.isEmpty ? word : trimmed)
            while TextWidth.of(rest) > width {
                var piece = ""
                var used = 0
                while let next = rest.first, used + TextWidth.of(next) <= width {
                    piece.append(next)
                    used += TextWidth.of(next)
                    rest = rest.dropFirst()
                }
                if piece.isEmpty { piece.append(rest.removeFirst()) }  // a wide character in a one-cell line
                lines.append(piece)
            }
            line = String(rest)
            lineWidth = TextWidth.of(line)
        }
        lines.append(line)
        return lines.map { $0.hasSuffix(" ") ? String($0.reversed().drop { $0 == " " }.reversed()) : $0 }
    }

    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inSpaces = true
        for character in text {
            if character == " " {
                if !inSpaces && !current.isEmpty { words.append(current); current = "" }
                inSpaces = true
            } else {
                inSpaces = false
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

public enum Alignment: Sendable {
    case leading, center, trailing
}
