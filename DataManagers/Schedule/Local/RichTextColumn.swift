import Entities
import Foundation

/// A `RichText` as one column of text, written and read by hand: JSON cost more than the rest of
/// applying FOSDEM's 943 abstracts. Blocks are apart by RS (0x1E), the parts of a block by US
/// (0x1F): its kind, then each run as its style (a digit), its link's number (or nothing), ":"
/// and its text. The first part of all lists the links. Those separators are control
/// characters no text keeps: any in a text become spaces.
enum RichTextColumn {
    private static let record: Unicode.Scalar = "\u{1E}"
    private static let unit: Unicode.Scalar = "\u{1F}"

    static func encode(_ text: RichText?) -> String? {
        guard let text else { return nil }
        // Gathered as bytes: a string per run and per block was most of the cost, and a
        // string grown by characters much of the rest.
        var column = TextBytes(capacity: text.blocks.reduce(64) { $0 + $1.runs.reduce(8) { $0 + $1.text.utf8.count + 4 } })
        column.append(ascii: "1")
        for (index, link) in text.links.enumerated() {
            if index > 0 { column.append(ascii: unit) }
            column.append(link.absoluteString)
        }
        for block in text.blocks {
            column.append(ascii: record)
            appendKind(block.kind, to: &column)
            for run in block.runs {
                column.append(ascii: unit)
                column.append(ascii: Unicode.Scalar(UInt8(ascii: "0") + UInt8(run.style.rawValue & 7)))
                if let link = run.link { column.append(link) }
                column.append(ascii: ":")
                appendClean(run.text, to: &column)
            }
        }
        return column.text
    }

    static func decode(_ column: String?) -> RichText? {
        guard let column, column.first == "1" else { return nil }
        let parts = column.split(separator: Character(record), omittingEmptySubsequences: false)
        let links = parts[0].dropFirst().split(separator: Character(unit)).compactMap { URL(string: String($0)) }
        var blocks: [RichText.Block] = []
        for part in parts.dropFirst() {
            let pieces = part.split(separator: Character(unit), omittingEmptySubsequences: false)
            guard let kind = kind(pieces[0]) else { continue }
            let runs = pieces.dropFirst().compactMap { piece -> RichText.Run? in
                guard let colon = piece.firstIndex(of: ":"), let style = piece.first?.wholeNumberValue else { return nil }
                let link = Int(piece[piece.index(after: piece.startIndex)..<colon])
                return RichText.Run(String(piece[piece.index(after: colon)...]), style: RichText.Style(rawValue: style),
                                    link: link.flatMap { links.indices.contains($0) ? $0 : nil })
            }
            blocks.append(RichText.Block(kind, runs))
        }
        return RichText(blocks: blocks, links: links)
    }

    /// "p", "h2", "i1:•", "c", "q", "r".
    private static func appendKind(_ kind: RichText.Kind, to column: inout TextBytes) {
        switch kind {
        case .paragraph: column.append(ascii: "p")
        case .heading(let level):
            column.append(ascii: "h")
            column.append(level)
        case .item(let depth, let marker):
            column.append(ascii: "i")
            column.append(depth)
            column.append(ascii: ":")
            appendClean(marker, to: &column)
        case .code: column.append(ascii: "c")
        case .quote: column.append(ascii: "q")
        case .rule: column.append(ascii: "r")
        }
    }

    private static func kind(_ text: Substring) -> RichText.Kind? {
        switch text.first {
        case "p": return .paragraph
        case "h": return .heading(level: Int(text.dropFirst()) ?? 1)
        case "i":
            guard let colon = text.firstIndex(of: ":"), let depth = Int(text[text.index(after: text.startIndex)..<colon]) else { return nil }
            return .item(depth: depth, marker: String(text[text.index(after: colon)...]))
        case "c": return .code
        case "q": return .quote
        case "r": return .rule
        default: return nil
        }
    }

    /// `text` with the separators it holds made spaces.
    private static func appendClean(_ text: String, to column: inout TextBytes) {
        column.append(text, replacing: { $0 == 0x1E || $0 == 0x1F }) { _, column in column.append(ascii: " ") }
    }
}
