import Entities
import Foundation

/// Gathers a `RichText` block by block and run by run, the same way for HTML and Markdown:
/// white space collapsed outside code (a feed's line breaks and indentation are its source's,
/// not the text's), runs of one style merged, links checked (http and https only; a relative
/// one placed by `base`) and numbered once each, and bare web addresses in the text made links.
struct RichTextBuilder {
    /// More links than this in one text are shown as text: no description needs hundreds.
    static let linkLimit = 200

    let base: URL?
    private(set) var blocks: [RichText.Block] = []
    private(set) var links: [URL] = []
    private var linkIndex: [String: Int] = [:]
    private var kind: RichText.Kind?
    private var runs: [RichText.Run] = []
    /// A space is owed before the next visible text of the block.
    private var pendingSpace = false
    /// The style and link of the text the owed space was in: a space between two words of a
    /// link is part of the link, one between a link and the next word is not.
    private var pendingSpaceStyle: (RichText.Style, Int?) = ([], nil)

    init(base: URL? = nil) {
        self.base = base
    }

    var isInBlock: Bool { kind != nil }
    var currentKind: RichText.Kind? { kind }
    /// Whether the open block has no text yet.
    var blockIsEmpty: Bool { runs.isEmpty }  // a run is never empty

    /// Ends the open block, and opens one of `kind`.
    mutating func start(_ kind: RichText.Kind) {
        finish()
        self.kind = kind
    }

    /// Ends the open block; an empty one is dropped (a rule is never empty).
    mutating func finish() {
        defer {
            kind = nil
            runs = []
            pendingSpace = false
        }
        guard let kind else { return }
        // A block ends at its last word (a code block at its last line).
        while let last = runs.last, let character = last.text.last,
              character == "\n" || (kind != .code && character.isWhitespace) {
            runs[runs.count - 1].text.removeLast()
            if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
        }
        if kind == .rule || !blockIsEmpty { blocks.append(RichText.Block(kind, runs)) }
    }

    /// Text in a style: white space collapsed (kept as written in a code block), bare web
    /// addresses made links unless it is code or already a link.
    mutating func append(_ text: String, style: RichText.Style = [], link: Int? = nil) {
        var text = text
        text.withUTF8 { append(utf8: $0, style: style, link: link) }
    }

    /// `append` of text given as its UTF-8 bytes (what a reader of HTML holds).
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>, style: RichText.Style = [], link: Int? = nil) {
        if kind == nil { start(.paragraph) }
        if kind == .code {
            add(String(decoding: bytes, as: UTF8.self), style: style, link: link)
            return
        }
        // Bytes, not Characters or scalars: grapheme breaking cost more than the rest of reading
        // a feed, and decoding every scalar most of what was left. The words are collapsed into
        // one string in one pass; only a text holding "://" is looked at word by word for
        // addresses to link.
        let leadingSpace = pendingSpace
        var sawSpace = false
        var sawWord = false
        var sawColon = false   // no address without one: most texts are not searched for one
        // Written in place: collapsing only shortens (a run of spaces becomes at most one).
        let collapsed = [UInt8](unsafeUninitializedCapacity: bytes.count) { output, written in
            written = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                if byte < 0x80 {
                    if HTMLText.isASCIISpace(byte) {
                        sawSpace = true
                        index += 1
                        continue
                    }
                    sawColon = sawColon || byte == UInt8(ascii: ":")
                } else {
                    let declared = Self.sequenceLength(byte)
                    length = min(declared, bytes.count - index)
                    if Self.scalar(in: bytes, at: index, length: declared)?.isWhiteSpace == true {
                        sawSpace = true
                        index += length
                        continue
                    }
                }
                if sawWord {
                    if sawSpace {
                        output[written] = 0x20
                        written += 1
                    }
                } else {
                    // One plain space between this and what came before, none at a block's or a line's start.
                    if sawSpace || leadingSpace, !blockIsEmpty, runs.last?.text.hasSuffix("\n") == false {
                        let inside = leadingSpace && pendingSpaceStyle.0 == style && pendingSpaceStyle.1 == link
                        add(" ", style: inside ? style : [], link: inside ? link : nil)
                    }
                    sawWord = true
                }
                sawSpace = false
                guard length == 1 else {
                    for offset in 0..<length { output[written + offset] = bytes[index + offset] }
                    written += length
                    index += length
                    continue
                }
                output[written] = byte
                written += 1
                index += 1
                // The rest of an ASCII word, without the checks a word's first byte needs.
                while index < bytes.count {
                    let next = bytes[index]
                    guard next < 0x80, !HTMLText.isASCIISpace(next) else { break }
                    sawColon = sawColon || next == UInt8(ascii: ":")
                    output[written] = next
                    written += 1
                    index += 1
                }
            }
        }
        pendingSpace = sawWord ? sawSpace : (leadingSpace || sawSpace)
        if sawSpace { pendingSpaceStyle = (style, link) }
        guard sawWord else { return }
        let words = String(decoding: collapsed, as: UTF8.self)
        if link == nil, sawColon, !style.contains(.code), collapsed.count >= 8, Self.addressOffset(in: words) != nil {
            // Split as bytes: the words are separated by single spaces now.
            for (offset, word) in collapsed.split(separator: 0x20).enumerated() {
                if offset > 0 { add(" ", style: style, link: link) }
                addLinkingAddresses(String(decoding: word, as: UTF8.self), style: style, link: link)
            }
        } else {
            add(words, style: style, link: link)
        }
    }

    /// How many bytes the UTF-8 sequence led by `byte` takes: 1 for ASCII and for a byte that
    /// leads none.
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// The scalar whose `length` bytes of UTF-8 start at `index`; nil for a broken or overlong
    /// sequence (which `String(decoding:)` later shows as U+FFFD).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar? {
        let lead = UInt32(bytes[index])
        guard length > 1 else { return lead < 0x80 ? Unicode.Scalar(lead) : nil }
        guard index + length <= bytes.count else { return nil }
        var value = lead & (0x7F >> length)
        for offset in 1..<length {
            let next = UInt32(bytes[index + offset])
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | next & 0x3F
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        return value >= smallest ? Unicode.Scalar(value) : nil
    }

    /// A line break within the block (`<br>`, two spaces at a Markdown line's end).
    mutating func lineBreak() {
        guard kind != nil, !blockIsEmpty else { return }
        pendingSpace = false
        add("\n", style: [], link: nil)
    }

    /// The index of a link to `address`, or nil when it is none Podium opens.
    mutating func link(_ address: String) -> Int? {
        // Trimmed by bytes: Foundation's trimming bridged through NSString for every link of a feed.
        let isSpace = HTMLText.isASCIISpace
        let bytes = address.utf8
        let text = bytes.first.map(isSpace) == true || bytes.last.map(isSpace) == true
            ? String(decoding: Array(bytes).drop(while: isSpace).reversed().drop(while: isSpace).reversed(), as: UTF8.self) : address
        guard !text.isEmpty, text.utf8.count <= 2_048, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        let absolute: URL?
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            absolute = scheme == "http" || scheme == "https" ? url : nil
        } else if text.hasPrefix("www.") {
            absolute = URL(string: "https://" + text)
        } else if let base {
            absolute = URL(string: text, relativeTo: base)?.absoluteURL
        } else {
            absolute = nil
        }
        guard let url = absolute, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else { return nil }
        if let known = linkIndex[url.absoluteString] { return known }
        guard links.count < Self.linkLimit else { return nil }
        links.append(url)
        linkIndex[url.absoluteString] = links.count - 1
        return links.count - 1
    }

    mutating func build() -> RichText {
        finish()
        return RichText(blocks: blocks, links: links)
    }

    // MARK: Runs

    private mutating func add(_ text: String, style: RichText.Style, link: Int?) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style, last.link == link {
            runs[runs.count - 1].text += text
        } else {
            runs.append(RichText.Run(text, style: style, link: link))
        }
    }

    /// A word: "https://…" and "http://…" in it become links of their own.
    private mutating func addLinkingAddresses(_ word: String, style: RichText.Style, link: Int?) {
        guard link == nil, !style.contains(.code), let offset = Self.addressOffset(in: word) else {
            add(word, style: style, link: link)
            return
        }
        let start = word.utf8.index(word.utf8.startIndex, offsetBy: offset)
        // A sentence's own punctuation, and brackets around it, are not part of the address.
        var address = word[start...]
        while let last = address.last, ".,;:!?)]}>\"'”’»".contains(last) { address = address.dropLast() }
        guard let index = self.link(String(address)) else {
            add(word, style: style, link: link)
            return
        }
        add(String(word[..<start]), style: style, link: nil)
        add(String(address), style: style, link: index)
        add(String(word[address.endIndex...]), style: style, link: nil)
    }

    /// Where "http://" or "https://" (any case) starts in the word, in UTF-8 bytes.
    static func addressOffset(in word: String) -> Int? {
        guard word.utf8.count >= 8, word.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let bytes = Array(word.utf8)
        for start in 0...(bytes.count - 8) where bytes[start] | 0x20 == UInt8(ascii: "h") {
            guard bytes[start + 1] | 0x20 == UInt8(ascii: "t"), bytes[start + 2] | 0x20 == UInt8(ascii: "t"),
                  bytes[start + 3] | 0x20 == UInt8(ascii: "p") else { continue }
            var rest = start + 4
            if bytes[rest] | 0x20 == UInt8(ascii: "s") { rest += 1 }
            if rest + 3 <= bytes.count, bytes[rest] == UInt8(ascii: ":"), bytes[rest + 1] == UInt8(ascii: "/"), bytes[rest + 2] == UInt8(ascii: "/") {
                return start
            }
        }
        return nil
    }
}
