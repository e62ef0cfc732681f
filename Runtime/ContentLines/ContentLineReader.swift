/// Reads the content lines of an iCalendar or vCard document: folded lines joined (CRLF or a
/// bare LF followed by a space or tab), each split into name, parameters and value. Names and
/// parameter names are upper-cased (they are case-insensitive); values stay as written
/// (`ContentText.unescape` reads a TEXT value).
public enum ContentLineReader {
    /// A line as read, with the physical line it began on (1-based), for messages.
    public struct Line: Sendable, Hashable {
        public let number: Int
        public let content: ContentLine
    }

    /// Why a document is not made of content lines, and where.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public let line: Int
        public let detail: String
        public var description: String { "line \(line): \(detail)" }
    }

    /// Every content line, or the first one that is not one.
    public static func lines(of document: String) throws(SyntaxError) -> [Line] {
        try entries(of: document).map { entry throws(SyntaxError) in try entry.get() }
    }

    /// Every logical line, each read or the reason it could not be: a reader that can skip what
    /// it cannot read (a calendar's one broken event) keeps the rest.
    ///
    /// Line ends are taken as the peers take them (Python's icalendar, Giggity): CRLF, a bare
    /// LF or a bare CR, and runs of them (a stray CR before CRLF, a blank line) are one break. A
    /// line that starts with a space or a tab continues the one before, across such a run.
    public static func entries(of document: String) -> [Result<Line, SyntaxError>] {
        var entries: [Result<Line, SyntaxError>] = []
        var logical: [UInt8] = []
        var logicalStart = 1
        var physical = 1
        let bytes = Array(document.utf8)
        var index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        func finish() {
            defer { logical.removeAll(keepingCapacity: true) }
            guard !logical.isEmpty else { return }
            entries.append(Result { () throws(SyntaxError) in Line(number: logicalStart, content: try parse(logical, line: logicalStart)) })
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                logical.append(byte)
                index += 1
                continue
            }
            // A run of line ends, counted as the lines an editor shows (CRLF is one).
            while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D {
                if bytes[index] == 0x0A || index + 1 == bytes.count || bytes[index + 1] != 0x0A { physical += 1 }
                index += 1
            }
            // A fold: what follows a space or tab belongs to the line before.
            if index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
                index += 1
                continue
            }
            finish()
            logicalStart = physical
        }
        finish()
        return entries
    }

    /// `NAME;PARAM=value;PARAM="quoted:value":value`.
    private static func parse(_ bytes: [UInt8], line: Int) throws(SyntaxError) -> ContentLine {
        var index = 0
        func token() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
        }
        let name = token()
        guard !name.isEmpty else { throw SyntaxError(line: line, detail: "not a content line (NAME:value)") }
        var parameters: [ContentLine.Parameter] = []
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let parameterName = token()
            guard !parameterName.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw SyntaxError(line: line, detail: "a parameter of \(name) without a name and '='")
            }
            index += 1
            var value: [UInt8] = []
            var quoted = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    quoted.toggle()
                } else if !quoted && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")) {
                    break
                } else {
                    value.append(byte)
                }
                index += 1
            }
            guard !quoted else { throw SyntaxError(line: line, detail: "a quoted parameter value of \(name) that never closes") }
            parameters.append(ContentLine.Parameter(parameterName, String(decoding: value, as: UTF8.self)))
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw SyntaxError(line: line, detail: "\(name) has no ':' before its value")
        }
        return ContentLine(name, parameters, value: String(decoding: bytes[(index + 1)...], as: UTF8.self))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
    }
}

extension ContentLine {
    /// The first value of a parameter (`CN`, `TZID`, `VALUE`), names compared without case.
    public func parameter(_ name: String) -> String? {
        parameters.first { $0.name.uppercased() == name.uppercased() }?.value
    }
}
