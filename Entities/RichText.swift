import Foundation

/// A text as its feed formatted it — a session's abstract in Markdown (pretalx, frab) or HTML
/// (FOSDEM): paragraphs, headings, list items, code blocks and quotes, and inside them
/// emphasis, strong text, code and links. The details screen shows it styled; search and the
/// exported calendars use `plainText`.
public struct RichText: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        case paragraph
        case heading(level: Int)
        /// A list item: how deep it is (0: outermost) and its marker ("•", "3.").
        case item(depth: Int, marker: String)
        /// Preformatted: its line breaks and spaces are kept.
        case code
        case quote
        /// A horizontal rule between parts.
        case rule
    }

    public struct Style: OptionSet, Sendable, Hashable, Codable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let emphasis = Style(rawValue: 1)
        public static let strong = Style(rawValue: 2)
        public static let code = Style(rawValue: 4)
    }

    /// A piece of a block's text in one style; `link` is its index in `links`. A run may hold
    /// "\n": a line break within its block.
    public struct Run: Sendable, Hashable, Codable {
        public var text: String
        public var style: Style
        public var link: Int?

        public init(_ text: String, style: Style = [], link: Int? = nil) {
            self.text = text
            self.style = style
            self.link = link
        }
    }

    public struct Block: Sendable, Hashable, Codable {
        public var kind: Kind
        public var runs: [Run]

        public init(_ kind: Kind, _ runs: [Run]) {
            self.kind = kind
            self.runs = runs
        }

        /// The block's words, without styles.
        public var text: String { runs.map(\.text).joined() }
    }

    public var blocks: [Block]
    /// Where its links lead, each once, in the order they first appear.
    public var links: [URL]

    public init(blocks: [Block], links: [URL] = []) {
        self.blocks = blocks
        self.links = links
    }

    /// Plain paragraphs (blank lines between them), as a feed without formatting writes them.
    public init(plain text: String) {
        // Split at each blank line ("\n\n") by bytes: a line feed is never inside a character.
        var paragraphs: [String] = []
        let bytes = text.utf8
        var start = bytes.startIndex, index = bytes.startIndex
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == 0x0A, next != bytes.endIndex, bytes[next] == 0x0A {
                paragraphs.append(text[start..<index].withoutSurroundingWhiteSpace)
                start = bytes.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        paragraphs.append(text[start...].withoutSurroundingWhiteSpace)
        self.init(blocks: paragraphs.filter { !$0.isEmpty }.map { Block(.paragraph, [Run($0)]) })
    }

    /// This text, then `other`'s blocks (their links numbered after these).
    public func appending(_ other: RichText) -> RichText {
        var links = self.links
        var moved: [Int: Int] = [:]
        for (index, url) in other.links.enumerated() {
            if let known = links.firstIndex(of: url) {
                moved[index] = known
            } else {
                links.append(url)
                moved[index] = links.count - 1
            }
        }
        let blocks = other.blocks.map { block in
            RichText.Block(block.kind, block.runs.map { run in RichText.Run(run.text, style: run.style, link: run.link.flatMap { moved[$0] }) })
        }
        return RichText(blocks: self.blocks + blocks, links: links)
    }

    /// The blocks that fit in about `characters` of text (at least the first), and the links
    /// they use.
    public func prefix(characters limit: Int) -> RichText {
        // A text no longer than the limit in bytes has no more scalars than that: most are, and
        // counting their scalars was a hundredth of adding a feed.
        guard blocks.reduce(0, { $0 + $1.runs.reduce(0) { $0 + $1.text.utf8.count } }) > limit else { return self }
        var kept: [Block] = []
        var count = 0
        for block in blocks {
            count += block.runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
            if count > limit, !kept.isEmpty { break }
            kept.append(block)
        }
        guard kept.count < blocks.count else { return self }
        return RichText(blocks: kept, links: links)
    }

    /// Whether it says anything a plain text would not: a style, a link, a list, code.
    public var isFormatted: Bool {
        !links.isEmpty || blocks.contains { block in
            if case .paragraph = block.kind { return block.runs.contains { !$0.style.isEmpty || $0.link != nil } }
            return true
        }
    }

    /// The text without formatting: blocks apart by a blank line (list items by a line break),
    /// an item as its marker and text, indented two spaces a level; a link as its text and its
    /// address in parentheses, unless the text is the address.
    public var plainText: String {
        var text = ""
        var previousWasItem = false
        for block in blocks {
            var line = ""
            for run in block.runs {
                line += run.text
                if let index = run.link, links.indices.contains(index) {
                    let address = links[index].absoluteString
                    if run.text.withoutSurroundingWhiteSpace != address { line += " (\(address))" }
                }
            }
            let isItem: Bool
            switch block.kind {
            case .item(let depth, let marker):
                line = String(repeating: "  ", count: max(0, min(depth, 8))) + marker + " " + line
                isItem = true
            case .rule:
                line = "—"
                isItem = false
            default:
                isItem = false
            }
            if !text.isEmpty { text += isItem && previousWasItem ? "\n" : "\n\n" }
            text += line
            previousWasItem = isItem
        }
        return text
    }
}
