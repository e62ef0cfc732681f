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
        list(values) { json, value in json.append(value) }
    }

    static func strings(_ values: [String]) -> String {
        list(values) { json, value in json.appendQuoted(value) }
    }

    /// A speaker's links as `[{"title":…,"type":…,"url":…}]`, the shape SpeakerLink decodes.
    static func links(_ links: [SpeakerLink]) -> String {
        list(links) { json, link in
            json.append(ascii: "{")
            json.field("title", link.title, first: true)
            json.field("type", link.type)
            json.field("url", link.url.absoluteString)
            json.append(ascii: "}")
        }
    }

    /// A session's links as `[{"title":…,"url":…}]`, the shape SessionLink decodes.
    static func links(_ links: [SessionLink]) -> String {
        list(links) { json, link in
            json.append(ascii: "{")
            json.field("title", link.title, first: true)
            json.field("url", link.url.absoluteString)
            json.append(ascii: "}")
        }
    }

    /// `[…]` of `values`, each written by `write`.
    private static func list<Value>(_ values: [Value], _ write: (inout TextBytes, Value) -> Void) -> String {
        guard !values.isEmpty else { return "[]" }
        var json = TextBytes()
        json.append(ascii: "[")
        for (index, value) in values.enumerated() {
            if index > 0 { json.append(ascii: ",") }
            write(&json, value)
        }
        json.append(ascii: "]")
        return json.text
    }
}

extension TextBytes {
    /// `"key":"value"`, after a comma unless it is the object's `first`.
    fileprivate mutating func field(_ key: String, _ value: String, first: Bool = false) {
        if !first { append(ascii: ",") }
        append(ascii: "\"")
        append(key)
        append("\":")
        appendQuoted(value)
    }

    /// `value` in quotes, with a quote, a backslash and control characters escaped.
    fileprivate mutating func appendQuoted(_ value: String) {
        append(ascii: "\"")
        append(value, replacing: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) { byte, json in
            switch byte {
            case UInt8(ascii: "\""): json.append("\\\"")
            case UInt8(ascii: "\\"): json.append("\\\\")
            default:
                let digits: [Unicode.Scalar] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
                json.append("\\u00")
                json.append(ascii: digits[Int(byte >> 4)])
                json.append(ascii: digits[Int(byte & 0xF)])
            }
        }
        append(ascii: "\"")
    }
}
