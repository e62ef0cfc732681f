import Foundation

/// A link a web page holds: `<a href>` with its text, or `<link href>` with its `rel` and
/// `type` (a page's alternate versions: a feed, an export).
public struct HTMLLink: Sendable, Hashable {
    /// Resolved against the page (and its `<base href>`): http(s) only.
    public let url: URL
    /// `rel` and `type`, lowercased; empty when the tag has none.
    public let relation: String
    public let type: String
    /// An anchor's text, entities decoded and white space collapsed, at most 200 characters.
    public let text: String
    /// Whether it came from `<link>` (the page's head) rather than `<a>`.
    public let isHeadLink: Bool
}

extension HTMLText {
    /// The most links read from one page: a schedule page lists a few hundred talks.
    static let linkLimit = 20_000

    /// The links of a web page, in the page's order, as `podium add` looks for a schedule's
    /// export on the page a person pasted. Read byte by byte in one pass, like `richText`;
    /// scripts, styles and comments hold none.
    public static func links(_ html: String, base: URL) -> [HTMLLink] {
        let bytes = Array(html.utf8)
        let count = bytes.count
        let lastClosing = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
        var links: [HTMLLink] = []
        var base = base
        // The anchor being read: its address, and its text so far (bounded: a label, not a page).
        var openHref: String?
        var openText: [UInt8] = []
        var hidden = HiddenContent()
        var index = 0
        while index < count, links.count < linkLimit {
            guard let (tag, end) = nextTag(bytes, at: index, lastClosing: lastClosing) else {
                if !hidden.isOpen, openHref != nil, openText.count < 400 { openText.append(bytes[index]) }
                index += 1
                continue
            }
            index = end
            if hidden.takes(tag) { continue }
            switch (tag.name, tag.isClosing) {
            case ("base", false):
                if let href = tag.attribute("href"), let resolved = webURL(decodingEntities(href), base: base) { base = resolved }
            case ("link", false):
                if let href = tag.attribute("href"), let url = webURL(decodingEntities(href), base: base) {
                    links.append(HTMLLink(url: url, relation: lowercased(tag.attribute("rel")), type: lowercased(tag.attribute("type")),
                                          text: oneLine(tag.attribute("title").map(decodingEntities) ?? ""), isHeadLink: true))
                }
            case ("a", false):
                openHref = tag.attribute("href").map(decodingEntities)
                openText.removeAll(keepingCapacity: true)
            case ("a", true):
                if let href = openHref, let url = webURL(href, base: base) {
                    let text = plainText(String(decoding: openText, as: UTF8.self))
                    links.append(HTMLLink(url: url, relation: "", type: "", text: oneLine(text), isHeadLink: false))
                }
                openHref = nil
            default:
                // An anchor's inner tags (`<a><span>XML</span></a>`) keep its text.
                if openHref != nil, openText.count < 400 { openText.append(0x20) }
            }
        }
        return links
    }

    /// The tag that starts at `index` and the index after its ">", when a tag starts there: "<"
    /// then a letter, "/" or "!" ("a < b" is text). `lastClosing`: once no ">" follows, none
    /// follows any later "<" either (linear on a text of "<").
    static func nextTag(_ bytes: [UInt8], at index: Int, lastClosing: Int) -> (Tag, Int)? {
        guard bytes[index] == UInt8(ascii: "<"), index < lastClosing, index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!"),
              let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        return (Tag(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)), close + 1)
    }

    /// An address a page links, as a request could go to it: http(s), with a host; a fragment
    /// dropped (it names a place on the page, not another resource).
    private static func webURL(_ href: String, base: URL) -> URL? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 2_048, !trimmed.hasPrefix("#"),
              var components = URL(string: trimmed, relativeTo: base).flatMap({ URLComponents(url: $0.absoluteURL, resolvingAgainstBaseURL: true) }),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", components.host?.isEmpty == false else { return nil }
        components.fragment = nil
        return components.url
    }

    private static func lowercased(_ value: String?) -> String {
        value.map { decodingEntities($0).trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// Text from a page as one line: no control character, white space collapsed, bounded.
    private static func oneLine(_ text: String) -> String {
        let words = text.unicodeScalars.split { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        return String(String.UnicodeScalarView(words.map { String.UnicodeScalarView($0) }.joined(separator: " ".unicodeScalars).prefix(200)))
    }
}
