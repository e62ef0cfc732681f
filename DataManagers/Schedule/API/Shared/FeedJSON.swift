import Foundation
import ScheduleDataContract

/// A JSON value that keeps its members in the order written: a frab JSON day lists its rooms
/// as an object (`"rooms": {"Ada": […], "Borg": […]}`), and that order is the order of the
/// venue's rooms. Foundation's readers give dictionaries, which lose it.
indirect enum FeedJSON {
    case object([(key: String, value: FeedJSON)])
    case array([FeedJSON])
    case string(String)
    /// As written (`11223`, `1.5e3`): read as an id, a count or a flag by whoever asks.
    case number(String)
    case bool(Bool)
    case null

    subscript(key: String) -> FeedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [(key: String, value: FeedJSON)] {
        if case .object(let members) = self { members } else { [] }
    }

    var elements: [FeedJSON] {
        if case .array(let elements) = self { elements } else { [] }
    }

    /// A string, or a number as written (ids come as either).
    var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    /// `true`, or a string saying so (`"true"`, `"1"`, `"yes"`): feeds write flags every way.
    var flag: Bool {
        switch self {
        case .bool(let value): value
        case .string(let text): ["true", "1", "yes"].contains(text.lowercased())
        case .number(let text): text != "0"
        default: false
        }
    }

    static let maximumDepth = 512

    /// Parses a whole document; the error says where it went wrong.
    static func parse(_ data: Data) throws(ScheduleFeedError) -> FeedJSON {
        var reader = FeedJSONReader(bytes: Array(data))
        return try reader.document()
    }
}

/// A strict JSON reader (RFC 8259) over UTF-8 bytes.
private struct FeedJSONReader: JSONBytes {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(ScheduleFeedError) -> FeedJSON {
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private mutating func value() throws(ScheduleFeedError) -> FeedJSON {
        skipSpace()
        guard index < bytes.count else { throw failure("the document ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character where a value should be")
        }
    }

    private mutating func object() throws(ScheduleFeedError) -> FeedJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: FeedJSON)] = []
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
            let key = try string()
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw failure("expected ':' after a member name") }
            members.append((key, try value()))
            skipSpace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or '}' in an object") }
        }
    }

    private mutating func array() throws(ScheduleFeedError) -> FeedJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [FeedJSON] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try value())
            skipSpace()
            if take(UInt8(ascii: "]")) { return .array(elements) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or ']' in a list") }
        }
    }

    private mutating func enter() throws(ScheduleFeedError) {
        depth += 1
        guard depth <= FeedJSON.maximumDepth else { throw failure("nested more than \(FeedJSON.maximumDepth) deep") }
    }

    private mutating func string() throws(ScheduleFeedError) -> String {
        index += 1
        var scalars: [UInt8] = []
        var plainStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scalars += bytes[plainStart..<index]
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("a control character inside a string (write it as \\u escape)") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            scalars += bytes[plainStart..<index]
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var value = try hex4()
                if (0xD800...0xDBFF).contains(value), bytes[index...].starts(with: Array("\\u".utf8)) {
                    index += 2
                    let low = try hex4()
                    value = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                scalars += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                index -= 1
                throw failure("an unknown escape in a string")
            }
            plainStart = index
        }
        throw failure("a string that never ends")
    }

    private mutating func hex4() throws(ScheduleFeedError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("a \\u escape without four hex digits")
        }
        index += 4
        return value
    }

    private mutating func number() throws(ScheduleFeedError) -> String {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard digits() > 0 else { throw failure("a number without digits") }
        if take(UInt8(ascii: ".")), digits() == 0 { throw failure("a number without digits after its point") }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure("a number without digits in its exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(ScheduleFeedError) {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("unexpected character where a value should be") }
        index += word.utf8.count
    }

    /// The error at the current position, with its line and column (counted only now).
    private func failure(_ detail: String) -> ScheduleFeedError {
        var line = 1, column = 1
        for byte in bytes.prefix(min(index, bytes.count)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .malformedJSON(line: line, column: column, detail: detail)
    }
}
