import TerminalUI

/// Turns the bytes a terminal sends into keys. Keeps what a read cut short (half a UTF-8
/// character, half an escape sequence) for the next read. A lone Esc is ambiguous — it may be
/// the start of a sequence — so it waits: the host calls `flushPendingEscape()` when no byte
/// followed within a short timeout, and Esc then is the Escape key.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasting: [UInt8]?

    public init() {}

    /// Whether bytes are held back waiting for more (the host then starts the Esc timeout).
    public var hasPendingInput: Bool { !pending.isEmpty }

    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasting != nil {
                guard let consumed = consumePaste(from: index, into: &keys) else { break }
                index = consumed
                continue
            }
            guard let (key, length) = decodeOne(at: index) else { break }  // incomplete: wait
            index += length
            if let key { keys.append(key) }
        }
        pending.removeFirst(index)
        return keys
    }

    /// After the Esc timeout: whatever is held back is read as typed, Esc first.
    public mutating func flushPendingEscape() -> [Key] {
        guard !pending.isEmpty, pasting == nil else { return [] }
        var keys: [Key] = []
        if pending.first == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
        }
        keys += decode([])
        if !pending.isEmpty {  // an incomplete UTF-8 character that will never complete
            keys.append(.character("\u{FFFD}"))
            pending.removeAll()
        }
        return keys
    }

    // MARK: One key

    /// The key at `index` and its length in bytes (`nil` key: consumed and ignored), or nil
    /// when more bytes are needed.
    private mutating func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.control(" "), 1)
        case 0x01...0x1A: return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(UnicodeScalar(byte))), 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        // A stray continuation byte or a byte that never starts UTF-8 is replaced at once.
        guard (0xC2...0xF4).contains(byte) else { return (.character("\u{FFFD}"), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let available = pending[(index + 1)..<min(pending.count, index + length)]
        guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.character("\u{FFFD}"), 1) }
        guard index + length <= pending.count else { return nil }  // the rest is in the next read
        let slice = pending[index..<index + length]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let text = String(validating: slice, as: UTF8.self), let character = text.first else {
            return (.character("\u{FFFD}"), 1)
        }
        return (.character(character), length)
    }

    private mutating func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }  // lone Esc: wait for the timeout
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let key: Key? = switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            case UInt8(ascii: "M"): .enter
            default: nil
            }
            return (key, 3)
        case 0x1B:
            return (.escape, 1)  // Esc Esc: the first is a key of its own
        default:
            // Alt plus a key: Esc then that key's bytes.
            guard let (key, length) = decodeOne(at: index + 1) else { return nil }
            return (key.map { .alt($0) }, 1 + length)
        }
    }

    /// `ESC [ params final`: cursor keys, editing keys, function keys, Shift-Tab, paste start.
    private mutating func decodeCSI(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let final = pending[end]
        let length = end - index + 1
        if parameters.hasPrefix("<") { return (Self.mouse(parameters.dropFirst(), final: final), length) }
        let first = parameters.split(separator: ";").first.flatMap { Int($0) }
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "~"):
            if first == 200 {
                pasting = []
                return (nil, length)
            }
            key = Self.tildeKeys[first ?? -1]
        default:
            key = nil  // a sequence we do not use (mouse, focus, …) is dropped whole
        }
        return (key, length)
    }

    /// `ESC [ < button ; column ; row M` (pressed) or `m` (released): SGR mouse reporting.
    /// Moves, drags, sideways wheels and anything out of range are dropped.
    static func mouse(_ parameters: Substring, final: UInt8) -> Key? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
              (0...1_000).contains(code), (1...10_000).contains(column), (1...10_000).contains(row) else { return nil }
        let point = Point(x: column - 1, y: row - 1)
        // Bits 4, 8, 16 are Shift, Alt, Ctrl; 32 a move; 64 the wheel.
        guard code & 32 == 0 else { return nil }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            switch code & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil
            }
        } else if final == UInt8(ascii: "m") {
            kind = .release
        } else {
            switch code & 3 {
            case 0: kind = .press(.left)
            case 1: kind = .press(.middle)
            case 2: kind = .press(.right)
            default: kind = .release
            }
        }
        return .mouse(MouseEvent(kind, at: point))
    }

    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Inside a bracketed paste: everything up to `ESC [ 201 ~` is text, whatever it holds.
    /// Returns how far it consumed, or nil when it must wait for more bytes.
    private mutating func consumePaste(from index: Int, into keys: inout [Key]) -> Int? {
        var position = index
        while position < pending.count {
            if pending[position] == 0x1B {
                let available = min(Self.pasteEnd.count, pending.count - position)
                if Array(pending[position..<position + available]) == Array(Self.pasteEnd.prefix(available)) {
                    if available < Self.pasteEnd.count { break }  // the end marker, cut by the read
                    keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
                    pasting = nil
                    return position + Self.pasteEnd.count
                }
            }
            pasting?.append(pending[position])
            position += 1
        }
        return position == index ? nil : position
    }
}
