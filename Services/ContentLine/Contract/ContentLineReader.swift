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

    public static func lines(of document: String) throws(SyntaxError) -> [Line] {
        var lines: [Line] = []
        var logical: [UInt8] = []
        var logicalStart = 1
        var physical = 1
        let bytes = Array(document.utf8)
        var index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        func finish() throws(SyntaxError) {
            defer { logical.removeAll(keepingCapacity: true) }
            guard !logical.isEmpty else { return }
            lines.append(Line(number: logicalStart, content: try parse(logical, line: logicalStart)))
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                logical.append(byte)
                index += 1
                continue
            }
            // A line break: CRLF, LF or a lone CR, then a fold when a space or tab follows.
            index += (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
            physical += 1
            if index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
                index += 1
                continue
            }
            try finish()
            logicalStart = physical
        }
        try finish()
        return lines
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
