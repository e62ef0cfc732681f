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
        var text = "["
        for (index, link) in links.enumerated() {
            text += index > 0 ? ",{\"title\":" : "{\"title\":"
            appendQuoted(link.title, to: &text)
            text += ",\"type\":"
            appendQuoted(link.type, to: &text)
            text += ",\"url\":"
            appendQuoted(link.url.absoluteString, to: &text)
            text += "}"
        }
        return text + "]"
    }

    /// A session's links as `[{"title":…,"url":…}]`, the shape SessionLink decodes.
    static func links(_ links: [SessionLink]) -> String {
        var text = "["
        for (index, link) in links.enumerated() {
            text += index > 0 ? ",{\"title\":" : "{\"title\":"
            appendQuoted(link.title, to: &text)
            text += ",\"url\":"
            appendQuoted(link.url.absoluteString, to: &text)
            text += "}"
        }
        return text + "]"
    }

    private static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
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
