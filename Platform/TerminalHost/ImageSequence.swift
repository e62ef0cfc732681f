import TerminalUI

/// What a decoder wrote, let through to the terminal only when it is nothing but pictures in
/// the protocol's own envelope: kitty's `ESC _ G keys ; base64 ESC \` chunks, or one sixel
/// `ESC P params q data ESC \`. A decoder fed a hostile file may write anything; what is not
/// a picture never reaches the terminal.
enum ImageSequence {
    /// The sequence without its trailing line breaks, or nil when it is anything else.
    static func checked(_ bytes: [UInt8], as format: ImageProtocol) -> [UInt8]? {
        var body = bytes[...]
        while let last = body.last, last == 0x0A || last == 0x0D { body = body.dropLast() }
        guard !body.isEmpty, body.count <= maximumBytes else { return nil }
        switch format {
        case .kitty: return isKitty(body) ? Array(body) : nil
        case .sixel: return isSixel(body) ? Array(body) : nil
        }
    }

    /// A 16×8-cell photo is tens of kilobytes of base64; megabytes is not a photo.
    static let maximumBytes = 4 * 1_048_576

    private static let escape: UInt8 = 0x1B
    private static let terminator: [UInt8] = [0x1B, 0x5C]

    private static func isKitty(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            guard rest.starts(with: [escape, UInt8(ascii: "_"), UInt8(ascii: "G")]) else { return false }
            rest = rest.dropFirst(3)
            guard let end = rest.firstIndex(of: escape), rest[end...].starts(with: terminator) else { return false }
            let chunk = rest[..<end]
            let parts = chunk.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "-") }) else { return false }
            if parts.count == 2, !parts[1].allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "=") }) {
                return false
            }
            rest = rest[(end + 2)...]
        }
        return true
    }

    private static func isSixel(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.starts(with: [escape, UInt8(ascii: "P")]), bytes.count >= 5, Array(bytes.suffix(2)) == terminator else { return false }
        let inner = bytes.dropFirst(2).dropLast(2)
        guard let q = inner.firstIndex(of: UInt8(ascii: "q")),
              inner[..<q].allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ";") }) else { return false }
        // Sixel data: the characters ? to ~, and its commands ! " # $ - with digits and ;.
        return inner[(q + 1)...].allSatisfy { (0x3F...0x7E).contains($0) || isDigit($0) || "!\"#$-;".utf8.contains($0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
