import Entities
import Foundation

/// Markdown (pretalx and frab abstracts) as a `RichText`: paragraphs, ATX and setext headings,
/// bullet and numbered lists nested by indentation, fenced code, block quotes, rules, reference
/// definitions; inline (`MarkdownInline`) emphasis, strong, code spans, links, autolinks.
///
/// Podium's own reader, not Ink from the package copy: Ink takes exponential time on nested
/// brackets (20 "[" took 7 s, 25 did not finish), overflows the stack on 20,000 of them, puts a
/// list that follows a line of text into that line, and italicises snake_case. Feed text is
/// anyone's, so this one reads every text in one pass per block with bounded look-ahead, and is
/// fuzzed like the other feed parsers (docs/fuzzing.md).
///
/// Where feeds differ from CommonMark, it follows the feeds: an indented line is never code (a
/// feed's indentation is its XML's or its editor's — jev22 indents every line after the first
/// by four spaces), and a list may start right after a line of text.
public enum MarkdownText {
    public static func richText(_ markdown: String, base: URL? = nil) -> RichText {
        var reader = MarkdownBlockReader(base: base)
        reader.read(markdown)
        return reader.builder.build()
    }
}

private struct MarkdownBlockReader {
    var builder: RichTextBuilder
    private var references: [String: String] = [:]
    /// The open block: its kind and its lines, as Markdown still to read inline.
    private var kind: RichText.Kind?
    private var text = ""
    /// The indentation of each open list level.
    private var listIndents: [Int] = []

    init(base: URL?) {
        builder = RichTextBuilder(base: base)
    }

    mutating func read(_ markdown: String) {
        let lines = Self.lines(markdown)
        // Reference definitions first: a link may come before its `[label]: address`.
        var body: [Substring] = []
        for line in lines {
            if let (label, address) = Self.reference(line), references.count < RichTextBuilder.linkLimit {
                references[label] = references[label] ?? address
            } else {
                body.append(line)
            }
        }
        var index = 0
        while index < body.count {
            let line = body[index]
            index += 1
            let indent = Self.indentation(line)
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty {
                close()
                continue
            }
            if let fence = Self.fence(content) {
                close()
                var code: [Substring] = []
                while index < body.count {
                    let next = body[index]
                    index += 1
                    let trimmed = next.drop { $0 == " " || $0 == "\t" }
                    if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == fence.first }) { break }
                    code.append(next.dropFirst(min(indent, Self.indentation(next))))
                }
                builder.start(.code)
                builder.append(code.joined(separator: "\n"))
                builder.finish()
                continue
            }
            if let level = Self.headingLevel(content) {
                close()
                open(.heading(level: level), String(content.drop { $0 == "#" }.reversed().drop { $0 == "#" || $0 == " " }.reversed()))
                close()
                continue
            }
            if kind == .paragraph, !text.isEmpty, let character = Self.underline(content) {
                kind = .heading(level: character == "=" ? 1 : 2)  // setext: the paragraph above is a heading
                close()
                continue
            }
            if Self.isRule(content) {
                close()
                builder.start(.rule)
                builder.finish()
                continue
            }
            if content.first == ">" {
                let quoted = content.drop { $0 == ">" || $0 == " " }
                if kind != .quote { open(.quote, "") }
                addLine(quoted)
                continue
            }
            if let (marker, rest) = Self.listItem(content) {
                while let last = listIndents.last, last > indent { listIndents.removeLast() }
                if listIndents.last.map({ indent > $0 + 1 }) ?? true { listIndents.append(indent) }
                let depth = min(listIndents.count - 1, 8)
                open(.item(depth: depth, marker: marker.first?.isNumber == true ? marker : ["•", "◦", "▪"][min(depth, 2)]), String(rest))
                continue
            }
            // Text: it continues the open block, or starts a paragraph (ending any list).
            if kind == nil {
                listIndents = []
                open(.paragraph, "")
            }
            addLine(content)
        }
        close()
    }

    // MARK: Blocks

    private mutating func open(_ kind: RichText.Kind, _ first: String) {
        close()
        self.kind = kind
        text = first
    }

    /// A line of the open block: a line break where the line before ended in two spaces or a
    /// backslash, a space otherwise.
    private mutating func addLine(_ line: Substring) {
        if text.isEmpty {
            text = String(line)
        } else if text.hasSuffix("  ") || text.hasSuffix("\\") {
            while text.hasSuffix(" ") || text.hasSuffix("\\") { text.removeLast() }
            text += "\n" + line
        } else {
            text += " " + line
        }
    }

    private mutating func close() {
        guard let kind else { return }
        builder.start(kind)
        var inline = MarkdownInline(text, references: references)
        inline.render(into: &builder)
        builder.finish()
        self.kind = nil
        text = ""
    }

    // MARK: Lines

    /// The lines between any line ends (LF, CR LF, CR), found by bytes: `replacingOccurrences`
    /// goes through NSString (a quarter of reading real abstracts), and splitting by Characters
    /// breaks graphemes all the way (a tenth). A line end is ASCII, never inside a character.
    static func lines(_ text: String) -> [Substring] {
        // Where the breaks are, found in the text's storage (stepping a `UTF8View`'s indexes
        // cost as much as the rest of reading the blocks); the lines are cut at them after.
        var text = text
        let breaks: [(start: Int, end: Int)] = text.withUTF8 { bytes in
            var breaks: [(start: Int, end: Int)] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D else {
                    index += 1
                    continue
                }
                let end = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                breaks.append((index, end))
                index = end
            }
            return breaks
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for lineBreak in breaks {
            lines.append(text[start..<utf8.index(utf8.startIndex, offsetBy: lineBreak.start)])
            start = utf8.index(utf8.startIndex, offsetBy: lineBreak.end)
        }
        lines.append(text[start...])
        return lines
    }

    private static func indentation(_ line: Substring) -> Int {
        var width = 0
        for character in line {
            if character == " " { width += 1 } else if character == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    /// "```" or "~~~" (three or more) opening a fenced code block.
    private static func fence(_ content: Substring) -> String? {
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let run = content.prefix { $0 == first }
        guard run.count >= 3, first == "~" || !content.dropFirst(run.count).contains("`") else { return nil }
        return String(run)
    }

    /// `# Title` … `###### Title`.
    private static func headingLevel(_ content: Substring) -> Int? {
        let hashes = content.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = content.dropFirst(hashes)
        return rest.isEmpty || rest.first == " " || rest.first == "\t" ? hashes : nil
    }

    /// `===` or `---` alone: the line above is a heading.
    private static func underline(_ content: Substring) -> Character? {
        var trimmed = content.drop { $0 == " " || $0 == "\t" }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
        guard let first = trimmed.first, first == "=" || first == "-", trimmed.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `***`, `- - -`, `___`: three or more of one, nothing else.
    private static func isRule(_ content: Substring) -> Bool {
        // Looked at lazily: most lines fail at their first mark, and copying each was a tenth of the reading.
        let marks = content.lazy.filter { $0 != " " && $0 != "\t" }
        guard let first = marks.first, "-*_".contains(first), marks.allSatisfy({ $0 == first }) else { return false }
        return marks.count >= 3
    }

    /// `- item`, `* item`, `+ item`, `3. item`, `3) item`: the marker and the rest.
    private static func listItem(_ content: Substring) -> (String, Substring)? {
        guard let first = content.first else { return nil }
        if "-*+".contains(first) {
            let rest = content.dropFirst()
            guard let space = rest.first, space == " " || space == "\t" else { return nil }
            return (String(first), rest.drop { $0 == " " || $0 == "\t" })
        }
        let digits = content.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let after = content.dropFirst(digits.count)
        guard let mark = after.first, mark == "." || mark == ")" else { return nil }
        let rest = after.dropFirst()
        guard let space = rest.first, space == " " || space == "\t" else { return nil }
        return (digits + ".", rest.drop { $0 == " " || $0 == "\t" })
    }

    /// `[label]: https://…`: a reference definition, its label lower-cased.
    private static func reference(_ line: Substring) -> (String, String)? {
        let content = line.drop { $0 == " " }
        guard content.first == "[", line.count - content.count <= 3, let close = content.firstIndex(of: "]"),
              content.distance(from: content.startIndex, to: close) <= 100 else { return nil }
        let after = content[content.index(after: close)...]
        guard after.first == ":" else { return nil }
        let address = after.dropFirst().trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
        guard !address.isEmpty else { return nil }
        let label = content[content.index(after: content.startIndex)..<close].lowercased()
        return (label, address.hasPrefix("<") && address.hasSuffix(">") ? String(address.dropFirst().dropLast()) : address)
    }
}
