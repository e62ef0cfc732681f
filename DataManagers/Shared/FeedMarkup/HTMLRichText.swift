import Entities
import Foundation

/// HTML (FOSDEM's abstracts, the HTML Markdown may hold) as a `RichText`: `<p>`, `<div>`
/// paragraphs, `<h1>`–`<h6>` headings, `<ul>`/`<ol>` items with their depth and number,
/// `<blockquote>`, `<pre>` code, `<hr>`; `<em>`/`<i>`, `<strong>`/`<b>`, `<code>` and `<a href>`
/// inside them; `<br>` a line break; entities decoded; scripts and styles dropped; any other
/// tag left out, its text kept. Read byte by byte, in one pass, like `HTMLText.plainText`.
extension HTMLText {
    public static func richText(_ html: String, base: URL? = nil) -> RichText {
        var reader = HTMLRichTextReader(base: base)
        reader.read(Array(html.utf8))
        return reader.builder.build()
    }
}

private struct HTMLRichTextReader {
    var builder: RichTextBuilder
    private var emphasis = 0, strong = 0, code = 0
    private var link: Int?
    private var lists: [(ordered: Bool, count: Int)] = []
    private var quotes = 0
    private var preformatted = 0
    private var hidden = HiddenContent()
    private var text: [UInt8] = []

    init(base: URL?) {
        builder = RichTextBuilder(base: base)
    }

    private var style: RichText.Style {
        var style: RichText.Style = []
        if emphasis > 0 { style.insert(.emphasis) }
        if strong > 0 { style.insert(.strong) }
        if code > 0 { style.insert(.code) }
        return style
    }

    mutating func read(_ bytes: [UInt8]) {
        let count = bytes.count
        let lastClosing = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let (tag, end) = HTMLText.nextTag(bytes, at: index, lastClosing: lastClosing) {
                index = end
                if hidden.takes(tag) { continue }
                flush()
                handle(tag)
                continue
            }
            guard !hidden.isOpen else {
                index += 1
                continue
            }
            let after = index + 1
            if byte == UInt8(ascii: "&"), let semicolon = bytes[after..<min(count, after + 11)].firstIndex(of: UInt8(ascii: ";")),
               let decoded = HTMLText.entity(String(decoding: bytes[after..<semicolon], as: UTF8.self)) {
                text.append(contentsOf: decoded.utf8)
                index = semicolon + 1
                continue
            }
            // The text up to the next byte that may open a tag or a reference, in one piece.
            var end = after
            while end < count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
            text.append(contentsOf: bytes[index..<end])
            index = end
        }
        flush()
    }

    /// The text read since the last tag, into the open block (a paragraph, or a quote's, when
    /// none is open).
    private mutating func flush() {
        guard !text.isEmpty else { return }
        defer { text.removeAll(keepingCapacity: true) }
        if !builder.isInBlock {
            // White space between blocks opens none (a multi-byte space is taken for text).
            guard text.contains(where: { !HTMLText.isASCIISpace($0) }) else { return }
            builder.start(quotes > 0 ? .quote : .paragraph)
        }
        let style = style
        text.withUnsafeBufferPointer { builder.append(utf8: $0, style: style, link: link) }
    }

    private var inItem: Bool {
        if case .item? = builder.currentKind { return true }
        return false
    }

    private mutating func handle(_ tag: HTMLText.Tag) {
        switch (tag.name, tag.isClosing) {
        case ("br", _):
            if preformatted > 0 { builder.append("\n") } else { builder.lineBreak() }
        case ("p", false), ("div", false), ("tr", false), ("dt", false), ("dd", false):
            // A paragraph inside a list item stays in the item, on a line of its own.
            if inItem { builder.lineBreak() } else if preformatted == 0 { builder.start(quotes > 0 ? .quote : .paragraph) }
        case ("p", true), ("div", true), ("tr", true), ("dt", true), ("dd", true):
            if !inItem, preformatted == 0 { builder.finish() }
        case ("td", true), ("th", true):
            builder.append(" ")
        case ("h1", false), ("h2", false), ("h3", false), ("h4", false), ("h5", false), ("h6", false):
            builder.start(.heading(level: Int(String(tag.name.dropFirst())) ?? 1))
        case ("h1", true), ("h2", true), ("h3", true), ("h4", true), ("h5", true), ("h6", true):
            builder.finish()
        case ("ul", false), ("ol", false):
            builder.finish()
            if lists.count < 32 { lists.append((tag.name == "ol", 0)) }
        case ("ul", true), ("ol", true):
            builder.finish()
            if !lists.isEmpty { lists.removeLast() }
        case ("li", false):
            let depth = max(0, lists.count - 1)
            var marker = "•"
            if let last = lists.last, last.ordered {
                lists[lists.count - 1].count += 1
                marker = "\(lists[lists.count - 1].count)."
            }
            builder.start(.item(depth: depth, marker: marker))
        case ("li", true):
            builder.finish()
        case ("blockquote", false):
            quotes += 1
            builder.start(.quote)
        case ("blockquote", true):
            builder.finish()
            quotes = max(0, quotes - 1)
        case ("pre", false):
            preformatted += 1
            builder.start(.code)
        case ("pre", true):
            builder.finish()
            preformatted = max(0, preformatted - 1)
        case ("hr", _):
            builder.start(.rule)
            builder.finish()
        case ("em", let closing), ("i", let closing), ("cite", let closing):
            emphasis = max(0, emphasis + (closing ? -1 : 1))
        case ("strong", let closing), ("b", let closing):
            strong = max(0, strong + (closing ? -1 : 1))
        case ("code", let closing), ("tt", let closing), ("kbd", let closing), ("samp", let closing):
            if preformatted == 0 { code = max(0, code + (closing ? -1 : 1)) }
        case ("a", false):
            link = tag.attribute("href").flatMap { builder.link(HTMLText.decodingEntities($0)) }
        case ("a", true):
            link = nil
        case ("img", _):
            if let alt = tag.attribute("alt").map(HTMLText.decodingEntities), !alt.isEmpty {
                if !builder.isInBlock { builder.start(.paragraph) }
                builder.append(alt, style: style, link: tag.attribute("src").flatMap { builder.link(HTMLText.decodingEntities($0)) })
            }
        default:
            break
        }
    }
}

extension HTMLText {
    /// `&amp;` in an attribute (`href="?a=1&amp;b=2"`) read as `&`.
    static func decodingEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let decoded = entity(String(after[..<semicolon])) {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
