import Entities

/// JSON arrays written directly: JSONEncoder cost more than the inserts they feed. What they
/// write, JSONDecoder and SQLite's json_each read back.
enum JSONList {
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
