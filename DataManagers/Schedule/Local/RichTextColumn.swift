import Entities
import Foundation

/// A `RichText` as one column of text, written and read by hand: JSON cost more than the rest of
/// applying FOSDEM's 943 abstracts. Blocks are apart by RS (0x1E), the parts of a block by US
/// (0x1F): its kind, then each run as its style (a digit), its link's number (or nothing), ":"
/// and its text. The first part of all lists the links. Those separators are control
/// characters no text keeps: any in a text become spaces.
enum RichTextColumn {
    private static let record: Character = "\u{1E}"
    private static let unit: Character = "\u{1F}"

    static func encode(_ text: RichText?) -> String? {
        guard let text else { return nil }
        // One string grown in place: a string per run and per block was most of the cost.
        var column = "1"
        column.reserveCapacity(text.blocks.reduce(64) { $0 + $1.runs.reduce(8) { $0 + $1.text.utf8.count + 4 } })
        for (index, link) in text.links.enumerated() {
            if index > 0 { column.append(unit) }
            column += link.absoluteString
        }
        for block in text.blocks {
            column.append(record)
            column += kind(block.kind)
            for run in block.runs {
                column.append(unit)
                column.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(run.style.rawValue & 7))))
                if let link = run.link { column += String(link) }
                column.append(":")
                column += clean(run.text)
            }
        }
        return column
    }

    static func decode(_ column: String?) -> RichText? {
        guard let column, column.first == "1" else { return nil }
        let parts = column.split(separator: record, omittingEmptySubsequences: false)
        let links = parts[0].dropFirst().split(separator: unit).compactMap { URL(string: String($0)) }
        var blocks: [RichText.Block] = []
        for part in parts.dropFirst() {
            let pieces = part.split(separator: unit, omittingEmptySubsequences: false)
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
    private static func kind(_ kind: RichText.Kind) -> String {
        switch kind {
        case .paragraph: "p"
        case .heading(let level): "h\(level)"
        case .item(let depth, let marker): "i\(depth):" + clean(marker)
        case .code: "c"
        case .quote: "q"
        case .rule: "r"
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

    private static func clean(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x1E || $0 == 0x1F }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value == 0x1E || $0.value == 0x1F ? " " : $0 }))
    }
}
