import Foundation
import ScheduleDataContract

/// Tells a schedule's format from its first bytes, as Giggity does, never from its address: a
/// pretalx `schedule.xml`, a `…/export/json` and a `.ics` served as `text/plain` all say what
/// they are in their opening. What is no schedule (an HTML page, a news feed, xCal) is named.
enum ScheduleFormatDetector {
    static func format(of data: Data) throws(ScheduleFeedError) -> ScheduleFormat {
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
            return try xmlFormat(rootName: rootElementName(bytes[start...]))
        case UInt8(ascii: "{"):
            return JSONKeys.topLevel(of: data).contains("schedule") ? .frabJSON : .sessionize
        case UInt8(ascii: "["):
            return .sessionize  // another Sessionize view, or nothing at all: its parser says which
        default:
            let opening = String(decoding: bytes[start...].prefix(15), as: UTF8.self).uppercased()
            if opening == "BEGIN:VCALENDAR" { return .iCalendar }
            if bytes.contains(where: { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) }) { throw .unrecognizedFormat("binary data") }
            if let value = jsonValueName(data) { throw .unrecognizedFormat("JSON \(value), not a schedule (a schedule is a JSON object)") }
            throw .unrecognizedFormat("plain text that is neither JSON, XML nor iCalendar")
        }
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

/// The member names of a JSON object's top level, read without decoding anything else; empty
/// for anything that is not an object (the real parser then says what is wrong, and where).
enum JSONKeys {
    static func topLevel(of data: Data) -> Set<String> {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.topLevelKeys() ?? []
        }
    }

    private struct Scanner: JSONBytes {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func topLevelKeys() -> Set<String>? {
            skipSpace()
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3; skipSpace() }
            guard take(UInt8(ascii: "{")) else { return nil }
            var keys: Set<String> = []
            skipSpace()
            if take(UInt8(ascii: "}")) { return keys }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                keys.insert(key)
                skipSpace()
                guard take(UInt8(ascii: ":")), skipValue() else { return nil }
                skipSpace()
                if take(UInt8(ascii: "}")) { return keys }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }

        /// A string's text (escapes kept as written: keys compared here are plain ASCII).
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    defer { index += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                default: index += 1
                }
            }
            return nil
        }

        /// Any value, nested to any depth, counted rather than recursed.
        private mutating func skipValue() -> Bool {
            skipSpace()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:  // a number, true, false or null
                while index < bytes.count, !isSpace(bytes[index]), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) {
                    index += 1
                }
                return true
            }
        }

        private func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    }
}
