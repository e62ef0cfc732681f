import Foundation

/// Turns the HTML of a news item into readable plain text: paragraphs and headings become
/// blank-line-separated blocks, list items become "• " lines, links become "text (URL)",
/// entities are decoded, scripts and styles are dropped, runs of white space collapse. News
/// items and schedule abstracts (FOSDEM's are HTML) both come through it.
public enum HTMLText {
    public static func plainText(_ html: String) -> String {
        // UTF-8 bytes, not Characters: every byte with a meaning here (< > & ; white space) is
        // ASCII, and grapheme breaking cost more than the rest of reading a 2 MB frab schedule.
        let bytes = Array(html.utf8)
        let count = bytes.count
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var linkURL: String?
        var linkTextStart: Int?
        var hidden = HiddenContent()
        // Once no ">" follows, none follows any later "<" either: without this, a text of a
        // million "<" was searched to its end a million times.
        let lastClosing = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), index < lastClosing, let close = bytes[index..<count].firstIndex(of: UInt8(ascii: ">")) {
                let tag = Tag(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
                index = close + 1
                if hidden.takes(tag) { continue }
                switch (tag.name, tag.isClosing) {
                case ("br", _), ("tr", _):
                    output.append(0x0A)
                case ("p", _), ("div", _), ("h1", _), ("h2", _), ("h3", _), ("h4", _), ("h5", _), ("h6", _),
                     ("ul", _), ("ol", _), ("blockquote", _), ("pre", _), ("table", _):
                    output += [0x0A, 0x0A]
                case ("li", false):
                    output += Array("\n• ".utf8)
                case ("a", false):
                    linkURL = tag.attribute("href")
                    linkTextStart = output.count
                case ("a", true):
                    if let url = linkURL, let start = linkTextStart, url.hasPrefix("http") {
                        let text = String(decoding: output[start...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                        if text != url { output += Array(" (\(url))".utf8) }
                    }
                    linkURL = nil
                    linkTextStart = nil
                default:
                    break
                }
                continue
            }
            guard !hidden.isOpen else {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "&"), let semicolon = bytes[index..<min(count, index + 12)].firstIndex(of: UInt8(ascii: ";")),
               let decoded = entity(String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)) {
                output += Array(decoded.utf8)
                index = semicolon + 1
                continue
            }
            if byte < 0x80 {
                output.append(isASCIISpace(byte) ? 0x20 : byte)
                index += 1
                continue
            }
            // A multi-byte scalar: white space (a no-break space, an em space…) becomes a space.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(count, index + length)
            if let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first, scalar.properties.isWhitespace {
                output.append(0x20)
            } else {
                output += bytes[index..<end]
            }
            index = end
        }
        return tidy(output)
    }


    /// Whether a text looks like HTML: it holds a tag of the kinds abstracts use (`<p>`, `</a>`,
    /// `<br/>`), not just prose with a "<" in it ("Array<Int>", "a < b").
    public static func looksLikeHTML(_ text: String) -> Bool {
        let bytes = text.utf8
        // A tag is closed somewhere after it: "<p never closed" is text (one search, not one per "<").
        guard let lastClosing = lastIndex(of: 0x3E, in: text) else { return false }
        var index = bytes.startIndex
        while let opening = bytes[index..<lastClosing].firstIndex(of: 0x3C) {
            var cursor = bytes.index(after: opening)
            if cursor < bytes.endIndex, bytes[cursor] == 0x2F { cursor = bytes.index(after: cursor) }
            var name: [UInt8] = []
            while cursor < bytes.endIndex, name.count <= 10, isASCIIAlphanumeric(bytes[cursor]) {
                name.append(bytes[cursor] | 0x20)
                cursor = bytes.index(after: cursor)
            }
            if cursor < bytes.endIndex, [0x3E, 0x20, 0x2F, 0x09, 0x0A].contains(bytes[cursor]),
               commonTags.contains(String(decoding: name, as: UTF8.self)) {
                return true
            }
            index = bytes.index(after: opening)
        }
        return false
    }

    /// An ASCII white-space byte (space, tab, line breaks): the only white space a byte alone can be.
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// An ASCII letter made lower-case; any other byte as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Where `byte` last occurs in the UTF-8 of `text`, searched in its storage: stepping a
    /// `UTF8View`'s indexes back through a text with no ">" (most Markdown) was a fiftieth of
    /// adding 36C3's feed.
    static func lastIndex(of byte: UInt8, in text: String) -> String.Index? {
        let offset = text.utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: byte) } ?? text.utf8.lastIndex(of: byte).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        return offset.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// Whether a text is HTML through and through (FOSDEM's abstracts), not Markdown with a tag
    /// in it: it starts with a tag, or holds a block of HTML (`<p>`, `<ul>`, `<div>`…).
    public static func looksLikeHTMLDocument(_ text: String) -> Bool {
        guard looksLikeHTML(text) else { return false }
        if text.drop(while: \.isWhitespace).first == "<" { return true }
        return text.utf8.withContiguousStorageIfAvailable(holdsBlockTag) ?? Array(text.utf8).withUnsafeBufferPointer(holdsBlockTag)
    }

    private static let blockTagOpenings = ["<p>", "<p ", "<ul", "<ol", "<div", "<table", "<h1", "<h2", "<h3", "<blockquote", "<pre"]
        .map { Array($0.utf8) }

    /// Whether the bytes hold the opening of a block tag, in any case. Byte by byte: lowering a
    /// whole abstract and searching it eleven times through Foundation was 1 % of adding a
    /// Congress's schedule.
    private static func holdsBlockTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            let matches = blockTagOpenings.contains { opening in
                guard bytes.count - index >= opening.count else { return false }
                return opening.indices.allSatisfy { offset in
                    let byte = bytes[index + offset]
                    return (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == opening[offset]
                }
            }
            if matches { return true }
        }
        return false
    }

    private static let commonTags: Set<String> = [
        "p", "br", "a", "ul", "ol", "li", "em", "strong", "b", "i", "u", "div", "span", "h1", "h2", "h3", "h4", "h5", "h6",
        "code", "pre", "blockquote", "img", "table", "tr", "td", "th", "hr", "small", "sup", "sub",
    ]

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Collapses spaces, trims each line, keeps at most one blank line between blocks.
    /// Runs of spaces as one, lines trimmed, at most one empty line in a row, none at the ends.
    private static func tidy(_ text: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var pendingSpace = false
        var pendingBreaks = 0   // line breaks waiting for the next visible byte
        var lineHasText = false
        for byte in text {
            switch byte {
            case 0x0A:
                pendingSpace = false
                if lineHasText || pendingBreaks > 0 { pendingBreaks = min(pendingBreaks + 1, 2) }
                lineHasText = false
            case 0x20:
                if lineHasText { pendingSpace = true }
            default:
                if !result.isEmpty {
                    for _ in 0..<pendingBreaks { result.append(0x0A) }
                }
                if pendingSpace && pendingBreaks == 0 { result.append(0x20) }
                pendingBreaks = 0
                pendingSpace = false
                lineHasText = true
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®", "euro": "€",
    ]

    static func entity(_ name: String) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        return named[name]
    }

    /// `a href="…"`, `/p`, `br/`: the name, whether it closes, and its attributes.
    struct Tag {
        let name: String
        let isClosing: Bool
        private let source: String

        init(_ source: String) {
            self.source = source
            // Bytes: Foundation's trimming bridged through NSString for every tag of a feed.
            let bytes = source.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            isClosing = bytes.first == UInt8(ascii: "/")
            let name = bytes.drop { $0 == UInt8(ascii: "/") }.prefix { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            self.name = String(decoding: name.map(HTMLText.lowercased), as: UTF8.self)
        }

        /// An attribute's value by its whole name (`href`, never `data-href`; any case), quoted or
        /// not. `attribute` is lower-case ASCII.
        func attribute(_ attribute: String) -> String? {
            // Bytes: a case-insensitive `range(of:)` bridged through NSString for every link.
            let wanted = Array(attribute.utf8) + [UInt8(ascii: "=")]
            let bytes = Array(source.utf8)
            let isSpace = HTMLText.isASCIISpace
            var start = 0
            while start + wanted.count <= bytes.count {
                defer { start += 1 }
                guard start == 0 || isSpace(bytes[start - 1]),
                      wanted.indices.allSatisfy({ HTMLText.lowercased(bytes[start + $0]) == wanted[$0] }) else { continue }
                let rest = bytes[(start + wanted.count)...]
                guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    return String(decoding: rest.prefix { !isSpace($0) }, as: UTF8.self)
                }
                return String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
            }
            return nil
        }
    }
}
