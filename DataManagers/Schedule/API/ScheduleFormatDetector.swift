import Foundation
import ScheduleDataContract

/// Tells a schedule's format from its first bytes, as Giggity does, never from its address: a
/// pretalx `schedule.xml`, a `…/export/json` and a `.ics` served as `text/plain` all say what
/// they are in their opening. What is no schedule (an HTML page, a news feed, xCal) is named.
enum ScheduleFormatDetector {
    /// `feedURL`: where the bytes came from, so that a refusal can name the address to give instead.
    static func format(of data: Data, feedURL: URL? = nil) throws(ScheduleFeedError) -> ScheduleFormat {
        var bytes = data.prefix(4096)
        for bom: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE]] where bytes.starts(with: bom) {
            bytes = bytes.dropFirst(bom.count)
        }
        // UTF-16 (a BOM, or a zero byte beside the first character) is XML; only XML declares it.
        if data.prefix(2).elementsEqual([0xFE, 0xFF]) || data.prefix(2).elementsEqual([0xFF, 0xFE]) || bytes.prefix(2).contains(0) {
            return try xmlFormat(rootName: nil)
        }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .unrecognizedFormat(data.isEmpty ? "an empty file" : "only white space")
        }
        let start = bytes.firstIndex(of: first)!
        switch first {
        case UInt8(ascii: "<"):
            switch CommentedCalendar.find(in: data) {
            case .behindComments?: return .iCalendar
            case .insideComment?:
                throw .unrecognizedFormat("an iCalendar calendar inside an HTML comment (<!-- … -->), which hides it; give the calendar's "
                                          + "own address, or save it without the comment")
            case nil: return try xmlFormat(rootName: rootElementName(bytes[start...]))
            }
        case UInt8(ascii: "{"):
            return try JSONShapes.objectFormat(data, feedURL: feedURL)
        case UInt8(ascii: "["):
            return try JSONShapes.listFormat(data)
        default:
            let opening = String(decoding: bytes[start...].prefix(15), as: UTF8.self).uppercased()
            if opening == "BEGIN:VCALENDAR" { return .iCalendar }
            if let terminal = terminalText(bytes[start...], feedURL: feedURL) { throw .unrecognizedFormat(terminal) }
            if bytes.contains(where: { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) }) { throw .unrecognizedFormat("binary data") }
            if let value = jsonValueName(data) { throw .unrecognizedFormat("JSON \(value), not a schedule (a schedule is a JSON object)") }
            throw .unrecognizedFormat("plain text that is neither JSON, XML nor iCalendar")
        }
    }

    /// Text drawn for a terminal, with its colour codes (`ESC [ … m`) and no other control
    /// character: what pretalx answers a client whose Accept header lists text/plain (its
    /// timetable in box-drawing characters).
    private static func terminalText(_ bytes: Data.SubSequence, feedURL: URL?) -> String? {
        guard bytes.first == 0x1B, String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x1B {
                guard bytes.index(after: index) < bytes.endIndex, bytes[bytes.index(after: index)] == UInt8(ascii: "[") else { return nil }
            } else if byte < 0x20, ![0x09, 0x0A, 0x0D].contains(byte) {
                return nil
            }
            index = bytes.index(after: index)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let what = text.contains("format=table") || text.contains("format=list") ? "pretalx's text timetable" : "text drawn for a terminal, in colour"
        return "\(what), which a server sends a client that asks for text; give \(PretalxAPI.exportAddress(forPage: feedURL))"
    }

    /// "null", "a number", "a string", "true": a JSON document that is a single value.
    private static func jsonValueName(_ data: Data) -> String? {
        guard data.count <= 4096, (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch text.first {
        case "n": return "null"
        case "t", "f": return text
        case "\"": return "a string"
        default: return "a number"
        }
    }

    private static func xmlFormat(rootName: String?) throws(ScheduleFeedError) -> ScheduleFormat {
        switch rootName?.lowercased() {
        case nil, "schedule": return .frabXML  // an unseen root: the XML parser says what is wrong
        case "html", "!doctype html": throw .unrecognizedFormat("an HTML page")
        case "icalendar", "xcal:icalendar": throw .unrecognizedFormat("xCal, an XML calendar; use the conference's .ics or schedule.xml export")
        case "rss", "feed", "rdf:rdf": throw .unrecognizedFormat("a news feed; give it with --news")
        case let name?: throw .unrecognizedFormat("XML whose top element is <\(name)>, not <schedule>")
        }
    }

    /// The first element's name, past the XML declaration, comments and a DOCTYPE (an HTML
    /// DOCTYPE is answered as HTML).
    private static func rootElementName(_ bytes: Data.SubSequence) -> String? {
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            if rest.starts(with: Array("<?".utf8)) || rest.starts(with: Array("<!--".utf8)) {
                let end: [UInt8] = rest.starts(with: Array("<?".utf8)) ? Array("?>".utf8) : Array("-->".utf8)
                guard let close = rest.firstRange(of: end) else { return nil }
                index = close.upperBound
                continue
            }
            if rest.starts(with: Array("<!".utf8)) {
                let declaration = String(decoding: rest.prefix(14), as: UTF8.self).lowercased()
                if declaration.hasPrefix("<!doctype html") { return "!doctype html" }
                guard let close = rest.firstIndex(of: UInt8(ascii: ">")) else { return nil }
                index = rest.index(after: close)
                continue
            }
            let name = rest.dropFirst().prefix { !(" \t\r\n/>".utf8.contains($0)) }
            return String(decoding: name, as: UTF8.self)
        }
        return nil
    }
}
