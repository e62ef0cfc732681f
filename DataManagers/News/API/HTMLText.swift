import Foundation

/// Turns the HTML of a news item into readable plain text: paragraphs and headings become
/// blank-line-separated blocks, list items become "• " lines, links become "text (URL)",
/// entities are decoded, scripts and styles are dropped, runs of white space collapse.
enum HTMLText {
    static func plainText(_ html: String) -> String {
        var output = ""
        var linkURL: String?
        var linkTextStart: String.Index?
        var skipping: String?  // inside <script> or <style>
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = Tag(String(html[html.index(after: index)..<close]))
                index = html.index(after: close)
                if let skipped = skipping {
                    if tag.isClosing && tag.name == skipped { skipping = nil }
                    continue
                }
                switch (tag.name, tag.isClosing) {
                case ("script", false), ("style", false):
                    skipping = tag.name
                case ("br", _):
                    output += "\n"
                case ("p", _), ("div", _), ("h1", _), ("h2", _), ("h3", _), ("h4", _), ("h5", _), ("h6", _),
                     ("ul", _), ("ol", _), ("blockquote", _), ("pre", _), ("table", _):
                    output += "\n\n"
                case ("li", false):
                    output += "\n• "
                case ("tr", _):
                    output += "\n"
                case ("a", false):
                    linkURL = tag.attribute("href")
                    linkTextStart = output.endIndex
                case ("a", true):
                    if let url = linkURL, let start = linkTextStart, url.hasPrefix("http") {
                        let text = output[start...].trimmingCharacters(in: .whitespaces)
                        if text != url { output += " (\(url))" }
                    }
                    linkURL = nil
                    linkTextStart = nil
                default:
                    break
                }
                continue
            }
            if skipping == nil {
                if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";"),
                   let decoded = entity(String(html[html.index(after: index)..<semicolon])) {
                    output += decoded
                    index = html.index(after: semicolon)
                    continue
                }
                output.append(character.isWhitespace ? " " : character)
            }
            index = html.index(after: index)
        }
        return tidy(output)
    }

    /// Collapses spaces, trims each line, keeps at most one blank line between blocks.
    private static func tidy(_ text: String) -> String {
        var lines: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            if line.isEmpty && (lines.last?.isEmpty ?? true) { continue }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®", "euro": "€",
    ]

    private static func entity(_ name: String) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        return named[name]
    }

    /// `a href="…"`, `/p`, `br/`: the name, whether it closes, and its attributes.
    private struct Tag {
        let name: String
        let isClosing: Bool
        private let source: String

        init(_ source: String) {
            self.source = source
            let trimmed = source.trimmingCharacters(in: .whitespaces)
            isClosing = trimmed.hasPrefix("/")
            name = trimmed.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
        }

        func attribute(_ attribute: String) -> String? {
            guard let range = source.range(of: "\(attribute)=", options: .caseInsensitive) else { return nil }
            let rest = source[range.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else {
                return String(rest.prefix { !$0.isWhitespace })
            }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
    }
}
