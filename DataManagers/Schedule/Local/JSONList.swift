import Entities
import Foundation

/// JSON arrays written directly: JSONEncoder cost more than the inserts they feed. What they
/// write, JSONDecoder and SQLite's json_each read back — and the two readers below, which take
/// the shape this writes without a JSONDecoder (half of reading a list of speakers was decoding
/// their small id arrays), and hand anything else to JSONDecoder.
enum JSONList {
    /// `[1,2,3]`.
    static func decodeNumbers(_ json: String) throws -> [Int] {
        guard json != "[]" else { return [] }
        if json.hasPrefix("["), json.hasSuffix("]") {
            let numbers = json.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            if numbers.allSatisfy({ $0 != nil }) { return numbers.map { $0! } }
        }
        return try JSONDecoder().decode([Int].self, from: Data(json.utf8))
    }

    /// `["a","b"]`: split at `","` when nothing is escaped (an escaped quote needs a backslash,
    /// so a value holding `","` always has one and goes to JSONDecoder).
    static func decodeStrings(_ json: String) throws -> [String] {
        guard json != "[]" else { return [] }
        if json.hasPrefix("[\""), json.hasSuffix("\"]"), json.utf8.count >= 4, !json.utf8.contains(UInt8(ascii: "\\")) {
            let inner = json.dropFirst(2).dropLast(2)
            if !inner.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                return inner.split(separator: "\",\"", omittingEmptySubsequences: false).map(String.init)
            }
        }
        return try JSONDecoder().decode([String].self, from: Data(json.utf8))
    }

    static func numbers(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    static func strings(_ values: [String]) -> String {
        var text = "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            appendQuoted(value, to: &text)
        }
        return text + "]"
    }

    /// A speaker's links as `[{"title":…,"type":…,"url":…}]`, the shape SpeakerLink decodes.
    static func links(_ links: [SpeakerLink]) -> String {
        objects(links.map { [("title", $0.title), ("type", $0.type), ("url", $0.url.absoluteString)] })
    }

    /// A session's links as `[{"title":…,"url":…}]`, the shape SessionLink decodes.
    static func links(_ links: [SessionLink]) -> String {
        objects(links.map { [("title", $0.title), ("url", $0.url.absoluteString)] })
    }

    /// Objects of string fields, in the order given.
    private static func objects(_ objects: [[(key: String, value: String)]]) -> String {
        var text = "["
        for (index, fields) in objects.enumerated() {
            if index > 0 { text += "," }
            text += "{"
            for (position, field) in fields.enumerated() {
                if position > 0 { text += "," }
                appendQuoted(field.key, to: &text)
                text += ":"
                appendQuoted(field.value, to: &text)
            }
            text += "}"
        }
        return text + "]"
    }

    private static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        // Most values (ids, names) need no escape: appended whole, not scalar by scalar.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
