/// Fitting text into cells: truncation and word wrapping that never split a grapheme cluster.
public enum TextLayout {
    public static let ellipsis: Character = "…"

    /// `text` cut to at most `width` cells, ending in … when something was cut. Reads no further
    /// into the text than the cut: a megabyte title costs what a short one does.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if text.utf8.count <= width, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        // Cut between clusters as drawn (a ZWJ sequence between its members).
        var shown: [(character: Character, cells: Int)] = []
        var used = 0
        for raw in text {
            for character in DisplayForm.clusters(of: raw) {
                let cells = TextWidth.of(character)
                guard used + cells <= width else {
                    while used > width - 1, let last = shown.popLast() { used -= last.cells }
                    return String(shown.map(\.character)) + String(ellipsis)
                }
                shown.append((character, cells))
                used += cells
            }
        }
        return text
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
    ///
    /// With `lineLimit`, stops once it has that many lines, having read the text only that far:
    /// a view shows the first screenful of a megabyte at the cost of a screenful.
    public static func wrap(_ text: String, width: Int, lineLimit: Int = .max) -> [String] {
        guard width > 0, lineLimit > 0 else { return [] }
        var lines: [String] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while lines.count < lineLimit {
            let wanted = lineLimit - lines.count
            // Without a limit: up to the next line break. With one: a window of the text that
            // grows until it ends the paragraph or holds more lines than wanted (the lines before
            // the window's last one are then final), so a long paragraph is read only that far.
            // Any limit, "every line" (`.max`) included, saturates instead of overflowing: a
            // window past the text's end is the rest of the text.
            var window = wanted.saturatingAdd(1).saturatingMultiply(width.saturatingAdd(1)).saturatingMultiply(2).saturatingAdd(64)
            while true {
                // No text has more scalars than UTF-8 bytes (counted at once in a native string):
                // a window at least that long is the rest, without walking to the end.
                let limit = window >= text.utf8.distance(from: start, to: text.utf8.endIndex)
                    ? scalars.endIndex : scalars.index(start, offsetBy: window, limitedBy: scalars.endIndex) ?? scalars.endIndex
                let newline = scalars[start..<limit].firstIndex(of: "\n")
                let end = newline ?? limit
                let isWhole = newline != nil || limit == scalars.endIndex
                // A CR before the LF is dropped by the sanitiser.
                let paragraph = expandTabs(Sanitizer.clean(String(scalars[start..<end]), keepingLayout: true))
                let wrapped = wrapParagraph(paragraph, width: width, lineLimit: isWhole ? wanted : wanted.saturatingAdd(1))
                guard isWhole || wrapped.count > wanted else {
                    window = window.saturatingMultiply(2)
                    continue
                }
                lines += wrapped.prefix(wanted)
                guard let newline, lines.count < lineLimit else { return lines }
                start = scalars.index(after: newline)
                break
            }
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

    /// Greedy wrapping in one pass: every cluster's width is measured once, so a paragraph of a
    /// megabyte with no space in it takes as long as a megabyte of words.
    private static func wrapParagraph(_ paragraph: String, width: Int, lineLimit: Int) -> [String] {
        if paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return wrapASCII(Array(paragraph.utf8), width: width, lineLimit: lineLimit)
        }
        return wrapClusters(paragraph, width: width, lineLimit: lineLimit)
    }

    static func wrapClusters(_ paragraph: String, width: Int, lineLimit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // Words keep their leading spaces so indentation survives; spaces at a wrap are dropped.
        for word in words(of: paragraph) {
            guard lines.count < lineLimit else { return trimmed(lines) }
            let wordWidth = TextWidth.of(word)
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
                continue
            }
            let keepsIndent = line.isEmpty && lines.isEmpty
            if !line.isEmpty {
                lines.append(line)
                guard lines.count < lineLimit else { return trimmed(lines) }
                line = ""
                lineWidth = 0
            }
            let rest = keepsIndent ? Substring(word) : word.drop { $0 == " " }
            if TextWidth.of(rest) <= width {
                line = String(rest)
                lineWidth = TextWidth.of(line)
                continue
            }
            // Longer than a line: broken between clusters as drawn, each measured once, where
            // `longWordCut` says (after a "/" of a path, else with a hyphen between letters).
            let clusters = rest.flatMap(DisplayForm.clusters)
            var taken: [Character] = []   // this word's clusters on the line, which holds only them
            var takenWidth = 0
            for character in clusters {
                let cells = TextWidth.of(character)
                if takenWidth + cells > width, !taken.isEmpty {
                    var kept = taken.count, hyphen = false
                    if takenWidth == taken.count {   // one cell each: cut as the ASCII wrap cuts
                        (kept, hyphen) = longWordCut(width: taken.count) { Self.cutClass(taken[$0]) }
                    }
                    lines.append(String(taken[..<kept]) + (hyphen ? "-" : ""))
                    guard lines.count < lineLimit else { return trimmed(lines) }
                    taken.removeFirst(kept)
                    takenWidth = taken.reduce(0) { $0 + TextWidth.of($1) }
                }
                taken.append(character)  // a wide character alone in a one-cell line still goes somewhere
                takenWidth += cells
            }
            line = String(taken)
            lineWidth = takenWidth
        }
        lines.append(line)
        return trimmed(lines)
    }

    /// `wrap` within `lineLimit` lines, the last ending in "…" when the text goes on past it: a
    /// cut title never reads as if the line under it (another box's, another row's) went on.
    public static func wrapMarkingCut(_ text: String, width: Int, lineLimit: Int) -> [String] {
        guard lineLimit > 0 else { return [] }
        var lines = wrap(text, width: width, lineLimit: lineLimit.saturatingAdd(1))
        guard lines.count > lineLimit else { return lines }
        lines = Array(lines.prefix(lineLimit))
        lines[lineLimit - 1] = truncate(lines[lineLimit - 1] + " " + String(ellipsis), to: width)
        return lines
    }

    /// Texts shortened alike to fit `room` cells together (a tab bar's titles, a strip of days):
    /// the longest are cut to one length, "…" ending each, the shorter kept whole, so no one is
    /// cut to nothing while another stays whole. nil when even two cells each do not fit.
    public static func shortenedAlike(_ texts: [String], toFit room: Int) -> [String]? {
        let lengths = texts.map { TextWidth.of($0) }
        guard var cap = lengths.max() else { return texts }
        while lengths.reduce(0, { $0.saturatingAdd(min($1, cap)) }) > room {
            guard cap > 2 else { return nil }
            cap -= 1
        }
        return zip(texts, lengths).map { text, length in
            guard length > cap else { return text }
            // "Thu 3…", not "Thu 3 …": a space before the ellipsis reads as a word left out.
            let cut = truncate(text, to: cap)
            return cut.hasSuffix(" …") ? String(cut.dropLast(2).reversed().drop { $0 == " " }.reversed()) + "…" : cut
        }
    }

    /// Where a word longer than a line is cut, given the line's width and the word's bytes from
    /// the line's start (at least `width + 1` of them): after the last "/" that fills a third of
    /// the line (a path or an address breaks between its folders, a file's name stays whole),
    /// else after the last "-", "_", ".", "?", "&" or "=", else between two letters with a
    /// hyphen (a wide enough line), else at the line's end.
    static func longWordCut(width: Int, byte: (Int) -> UInt8) -> (length: Int, hyphen: Bool) {
        let least = max(1, width / 3)
        for breaks in [[UInt8(ascii: "/")], [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "=")]] {
            var position = width - 1
            while position >= least - 1, position >= 0 {
                if breaks.contains(byte(position)) { return (position + 1, false) }
                position -= 1
            }
        }
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        if width >= 4, isLetter(byte(width - 2)), isLetter(byte(width - 1)) { return (width - 1, true) }
        return (width, false)
    }

    /// A one-cell cluster as `longWordCut` reads it: a break as itself, a letter as "a", else "#".
    private static func cutClass(_ character: Character) -> UInt8 {
        if let ascii = character.asciiValue, "/-_.?&=".utf8.contains(ascii) { return ascii }
        return character.unicodeScalars.first?.properties.isAlphabetic == true ? UInt8(ascii: "a") : UInt8(ascii: "#")
    }

    /// Spaces at a wrap are dropped.
    private static func trimmed(_ lines: [String]) -> [String] {
        lines.map { $0.hasSuffix(" ") ? String($0.reversed().drop { $0 == " " }.reversed()) : $0 }
    }

    /// The same greedy wrap over printable ASCII (one byte, one cluster, one cell): the common
    /// case, without measuring a single cluster.
    static func wrapASCII(_ bytes: [UInt8], width: Int, lineLimit: Int) -> [String] {
        let space = UInt8(ascii: " ")
        var lines: [String] = []
        var lineStart = 0, lineEnd = 0   // the line so far: bytes[lineStart..<lineEnd]
        var index = 0
        func emit(_ range: Range<Int>) {
            var end = range.upperBound
            while end > range.lowerBound, bytes[end - 1] == space { end -= 1 }
            lines.append(String(decoding: bytes[range.lowerBound..<end], as: UTF8.self))
        }
        while index < bytes.count, lines.count < lineLimit {
            // The next word with its leading spaces: bytes[index..<wordEnd].
            var wordStart = index
            while wordStart < bytes.count, bytes[wordStart] == space { wordStart += 1 }
            var wordEnd = wordStart
            while wordEnd < bytes.count, bytes[wordEnd] != space { wordEnd += 1 }
            if (lineEnd - lineStart) + (wordEnd - index) <= width {
                lineEnd = wordEnd
                index = wordEnd
                continue
            }
            let keepsIndent = lineEnd == lineStart && lines.isEmpty
            if lineEnd > lineStart {
                emit(lineStart..<lineEnd)
            }
            var from = keepsIndent ? index : wordStart
            while wordEnd - from > width, lines.count < lineLimit {
                let cut = longWordCut(width: width) { bytes[from + $0] }
                if cut.hyphen {
                    lines.append(String(decoding: bytes[from..<from + cut.length], as: UTF8.self) + "-")
                } else {
                    emit(from..<from + cut.length)
                }
                from += cut.length
            }
            lineStart = from
            lineEnd = wordEnd
            index = wordEnd
        }
        if lines.count < lineLimit { emit(lineStart..<lineEnd) }
        return lines
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
