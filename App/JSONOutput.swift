import ArgumentParser
import Foundation

/// `--format` of the commands that list things: lines for people, JSON for scripts.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

/// JSON for scripts that may end up on a terminal (`podium sessions --format json | less -R`):
/// JSONEncoder escapes C0 controls but writes C1 controls and bidirectional formatting
/// characters as they are, and those can reorder or hide what a reader sees. Escaped here as
/// `\uXXXX`, which any JSON reader turns back into the same text.
enum JSONOutput {
    /// `value` as pretty, key-sorted JSON for a terminal, with a final newline.
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    static func escapingInvisibles(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C1 controls, DEL, bidi marks, embeddings, overrides and isolates, and the line and
    /// paragraph separators (which some readers take for line breaks).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
