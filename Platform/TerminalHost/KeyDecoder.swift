import TerminalUI

/// Turns the bytes a terminal sends into keys. Every sequence a terminal can send is read as
/// one unit — CSI (`ESC [`, or the 8-bit 0x9B), SS3 (`ESC O`), X10 and SGR mouse reports, and
/// the control strings OSC, DCS, APC, PM and SOS up to their terminator (a colour reply, a kitty
/// graphics reply) — and what is not a key is dropped whole, never read as the keys its bytes
/// spell. Keeps what a read cut short (half a UTF-8 character, half a sequence) for the next
/// read. A lone Esc is ambiguous — it may be the start of a sequence — so it waits: the host
/// calls `flushPendingEscape()` when no byte followed within a short timeout, and Esc then is
/// the Escape key. A bracketed paste that never sends its end marker ends when the host calls
/// `finishUnfinishedPaste()` after a pause, so keys work again.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasting: [UInt8]?
    /// Paste bytes beyond `pasteLimit`, dropped.
    private var pasteOverflow = 0

    /// The most of one paste that is kept: no field takes more, and a 10 MB paste must not
    /// become 10 MB of text (or keys).
    public static let pasteLimit = 256 * 1024
    /// The longest a control string or CSI sequence may run before it is dropped as garbage.
    static let sequenceLimit = 64 * 1024

    public init() {}

    /// Whether bytes are held back waiting for more (the host then starts the Esc timeout).
    public var hasPendingInput: Bool { !pending.isEmpty && pasting == nil }

    /// Whether a bracketed paste has begun and not ended (the host ends it after a pause).
    public var hasUnfinishedPaste: Bool { pasting != nil }

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
            guard let (key, length) = decodeOne(at: index, final: false) else { break }  // incomplete: wait
            index += length
            if let key { keys.append(key) }
        }
        pending.removeFirst(index)
        return keys
    }

    /// After the Esc timeout: whatever is held back is read as typed. An Esc with nothing
    /// complete after it is the Escape key; an unfinished sequence is what a person typed (Esc,
    /// then keys), not a reply the terminal cut short.
    public mutating func flushPendingEscape() -> [Key] {
        guard !pending.isEmpty, pasting == nil else { return [] }
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let (key, length) = decodeOne(at: index, final: true) ?? (nil, 1)
            index += length
            if let key { keys.append(key) }
        }
        pending.removeAll()
        return keys
    }

    /// After a pause inside a bracketed paste whose end marker never came: the paste ends with
    /// what it holds, and what follows is keys again.
    public mutating func finishUnfinishedPaste() -> [Key] {
        guard let text = pasting else { return [] }
        pasting = nil
        pasteOverflow = 0
        var keys: [Key] = [.paste(String(decoding: text, as: UTF8.self))]
        // What waited behind a possible end marker, cut by the read, is keys.
        keys += decode([])
        return keys
    }

    // MARK: One unit

    /// The key at `index` and its length in bytes (`nil` key: consumed and dropped), or nil
    /// when more bytes are needed. `final`: no more bytes will come (the Esc timeout passed).
    private mutating func decodeOne(at index: Int, final: Bool) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index, final: final)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00: return (.control(" "), 1)
        case 0x01...0x1A: return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(UnicodeScalar(byte))), 1)
        case 0x80...0x9F:
            // 8-bit controls: CSI, SS3 and the control strings as their 7-bit forms; any other
            // C1 control is no key.
            switch byte {
            case 0x9B: return decodeCSI(from: index + 1, start: index, final: final)
            case 0x8F: return decodeSS3(from: index + 1, start: index, final: final)
            case 0x9D, 0x90, 0x9F, 0x9E, 0x98: return skipControlString(from: index + 1, start: index, final: final)
            default: return (nil, 1)
            }
        default:
            return decodeUTF8(at: index, final: final)
        }
    }

    private func decodeUTF8(at index: Int, final: Bool) -> (Key?, Int)? {
        let byte = pending[index]
        // A stray continuation byte or a byte that never starts UTF-8 is replaced at once.
        guard (0xC2...0xF4).contains(byte) else { return (.character("\u{FFFD}"), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let available = pending[(index + 1)..<min(pending.count, index + length)]
        guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.character("\u{FFFD}"), 1) }
        guard index + length <= pending.count else {   // the rest is in the next read
            return final ? (.character("\u{FFFD}"), pending.count - index) : nil
        }
        let slice = pending[index..<index + length]
        guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
            return (.character("\u{FFFD}"), 1)
        }
        return (.character(character), length)
    }

    private mutating func decodeEscape(at index: Int, final: Bool) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return final ? (.escape, 1) : nil }  // lone Esc: wait for the timeout
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            let decoded = decodeCSI(from: index + 2, start: index, final: final)
            // Esc then "[" typed by a person (nothing after it came): Alt-[.
            if final, decoded?.0 == nil, index + 2 >= pending.count { return (.alt(.character("[")), 2) }
            return decoded
        case UInt8(ascii: "O"):
            if final, index + 2 >= pending.count { return (.alt(.character("O")), 2) }
            return decodeSS3(from: index + 2, start: index, final: final)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            // A control string, unless its terminator never came and nothing more will: then a
            // person typed Alt and that key.
            if let skipped = skipControlString(from: index + 2, start: index, final: false) { return skipped }
            guard final else { return nil }
            return (.alt(.character(Character(UnicodeScalar(next)))), 2)
        case 0x1B:
            return (.escape, 1)  // Esc Esc: the first is a key of its own
        default:
            // Alt plus a key: Esc then that key's bytes.
            guard let (key, length) = decodeOne(at: index + 1, final: final) else { return nil }
            return (key.map { .alt($0) }, 1 + length)
        }
    }

    // MARK: Sequences

    /// CSI: parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), one final byte
    /// (0x40–0x7E), from `from`; `start` is where the introducer began. A byte outside these
    /// ends a malformed sequence, which is dropped up to it.
    private mutating func decodeCSI(from body: Int, start: Int, final: Bool) -> (Key?, Int)? {
        var end = body
        while end < pending.count, (0x30...0x3F).contains(pending[end]) { end += 1 }
        let parametersEnd = end
        while end < pending.count, (0x20...0x2F).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            if end - start > Self.sequenceLimit { return (nil, end - start) }
            return final ? (nil, end - start) : nil
        }
        let finalByte = pending[end]
        guard (0x40...0x7E).contains(finalByte) else { return (nil, end - start) }  // malformed: dropped up to the stray byte
        let length = end - start + 1
        let parameters = String(decoding: pending[body..<parametersEnd], as: UTF8.self)
        let hasIntermediates = parametersEnd != end
        // X10 mouse (a terminal without SGR reports): `CSI M` and three bytes, each 32 + a value.
        if finalByte == UInt8(ascii: "M"), parameters.isEmpty, !hasIntermediates {
            guard start + length + 3 <= pending.count else { return final ? (nil, pending.count - start) : nil }
            let report = pending[(start + length)..<(start + length + 3)]
            return (Self.x10Mouse(Array(report)), length + 3)
        }
        if parameters.hasPrefix("<"), !hasIntermediates { return (Self.mouse(parameters.dropFirst(), final: finalByte), length) }
        // Private parameters (`?`, `>`, `=`) and intermediates are replies and reports, not keys.
        guard !hasIntermediates, !parameters.hasPrefix("?"), !parameters.hasPrefix(">"), !parameters.hasPrefix("=") else { return (nil, length) }
        let first = parameters.split(separator: ";").first.flatMap { $0.count <= 4 ? Int($0) : nil }
        let key: Key?
        switch finalByte {
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
                pasteOverflow = 0
                return (nil, length)
            }
            key = Self.tildeKeys[first ?? -1]
        default:
            key = nil  // a report or a key we do not use (focus, a cursor position) is dropped whole
        }
        return (key, length)
    }

    /// SS3: `ESC O` and one byte (keypad and function keys in application mode).
    private func decodeSS3(from body: Int, start: Int, final: Bool) -> (Key?, Int)? {
        guard body < pending.count else { return final ? (nil, body - start) : nil }
        let key: Key? = switch pending[body] {
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
        // A byte that is no SS3 final (a control) is not part of it.
        return (0x40...0x7E).contains(pending[body]) ? (key, body - start + 1) : (nil, body - start)
    }

    /// OSC, DCS, APC, PM, SOS: everything up to ST (`ESC \` or 0x9C), or BEL (which ends an OSC
    /// as xterm writes them), dropped. Nil while the terminator has not come; one longer than
    /// `sequenceLimit` is dropped unfinished.
    private func skipControlString(from body: Int, start: Int, final: Bool) -> (Key?, Int)? {
        var index = body
        while index < pending.count {
            switch pending[index] {
            case 0x07, 0x9C: return (nil, index - start + 1)
            case 0x1B:
                guard index + 1 < pending.count else { return final ? (nil, pending.count - start) : nil }
                if pending[index + 1] == UInt8(ascii: "\\") { return (nil, index - start + 2) }
                return (nil, index - start)   // another sequence begins: this one was cut off
            default:
                index += 1
            }
            if index - start > Self.sequenceLimit { return (nil, index - start) }
        }
        return final ? (nil, pending.count - start) : nil
    }

    /// `ESC [ < button ; column ; row M` (pressed) or `m` (released): SGR mouse reporting.
    /// Moves, drags, sideways wheels and anything out of range are dropped.
    static func mouse(_ parameters: Substring, final: UInt8) -> Key? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { $0.count <= 6 ? Int($0) : nil }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
              (0...1_000).contains(code), (1...10_000).contains(column), (1...10_000).contains(row) else { return nil }
        return mouse(code: code, column: column, row: row, released: final == UInt8(ascii: "m"))
    }

    /// `CSI M` and three bytes, each 32 plus the button code, the column and the row (1-based):
    /// the mouse report of a terminal without SGR mode. Columns past 223 cannot be reported so.
    static func x10Mouse(_ report: [UInt8]) -> Key? {
        guard report.count == 3, report.allSatisfy({ $0 >= 32 }) else { return nil }
        let code = Int(report[0]) - 32, column = Int(report[1]) - 32, row = Int(report[2]) - 32
        guard column >= 1, row >= 1 else { return nil }
        return mouse(code: code, column: column, row: row, released: false)
    }

    private static func mouse(code: Int, column: Int, row: Int, released: Bool) -> Key? {
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
        } else if released {
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

    // MARK: Pasting

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Inside a bracketed paste: everything up to `ESC [ 201 ~` is text, whatever it holds (at
    /// most `pasteLimit` bytes of it are kept). Returns how far it consumed, or nil when it must
    /// wait for more bytes.
    private mutating func consumePaste(from index: Int, into keys: inout [Key]) -> Int? {
        var position = index
        while position < pending.count {
            if pending[position] == 0x1B {
                let available = min(Self.pasteEnd.count, pending.count - position)
                if pending[position..<position + available].elementsEqual(Self.pasteEnd.prefix(available)) {
                    if available < Self.pasteEnd.count { break }  // the end marker, cut by the read
                    keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
                    pasting = nil
                    pasteOverflow = 0
                    return position + Self.pasteEnd.count
                }
            }
            if (pasting?.count ?? 0) < Self.pasteLimit { pasting?.append(pending[position]) } else { pasteOverflow += 1 }
            position += 1
        }
        return position == index ? nil : position
    }
}
