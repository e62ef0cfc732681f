/// One content line of iCalendar (RFC 5545 §3.1) or vCard (RFC 6350 §3.2) — the two formats
/// share it: `NAME;PARAM=value:value`, folded to lines of at most 75 octets, ending in CRLF.
/// Both the calendar and the address-book service write with it; it needs no service of its
/// own, so it lives in a contract target both may use.
public struct ContentLine: Sendable, Hashable {
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var name: String
    public var parameters: [Parameter]
    /// The value as it is written: already escaped where its type needs it (see `text`).
    public var value: String

    public init(_ name: String, _ parameters: [Parameter] = [], value: String) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    /// PRODID: who wrote a calendar or a card — Podium, the same for both.
    public static let podiumProductID = ContentLine("PRODID", value: "-//Podium//Podium conference companion//EN")

    /// A TEXT value (RFC 5545 §3.3.11, RFC 6350 §3.4), escaped.
    public static func text(_ name: String, _ text: String, parameters: [Parameter] = []) -> ContentLine {
        ContentLine(name, parameters, value: ContentText.escape(text))
    }

    /// A list of TEXT values separated by commas (CATEGORIES), or the components of a structured
    /// value separated by semicolons (N), each escaped.
    public static func list(_ name: String, _ items: [String], separator: Character = ",", parameters: [Parameter] = []) -> ContentLine {
        ContentLine(name, parameters, value: items.map(ContentText.escape).joined(separator: String(separator)))
    }

    /// `NAME;PARAM=value:value`, on one line.
    public var unfolded: String {
        var line = name
        for parameter in parameters {
            line += ";" + parameter.name + "=" + Self.parameterValue(parameter.value)
        }
        return line + ":" + value
    }

    /// The line folded (RFC 5545 §3.1), with its CRLF.
    public var folded: String { ContentText.fold(unfolded) }

    /// A whole document: every line folded, each ending in CRLF, no bare LF anywhere.
    public static func document(_ lines: [ContentLine]) -> String {
        lines.map(\.folded).joined()
    }

    /// Parameter values may not hold control characters or double quotes; one with a colon,
    /// semicolon or comma is quoted.
    private static func parameterValue(_ value: String) -> String {
        let cleaned = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\"" && !ContentText.isControl($0) }))
        return cleaned.contains(where: { ":;,".contains($0) }) ? "\"" + cleaned + "\"" : cleaned
    }
}
