/// Text gathered as UTF-8 and made a string once, for the columns an apply writes by hand
/// (`JSONList`, `RichTextColumn`): a string grown piece by piece checked its capacity and its
/// ASCII-ness at every piece, about 20,000 instructions for one FOSDEM session's links.
struct TextBytes {
    private var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) {
        append(String(number))
    }

    /// `text`'s bytes, those `isReplaced` picks written by `replace` instead. It may pick only
    /// ASCII bytes, so every other scalar's bytes are copied whole and the text stays UTF-8.
    mutating func append(_ text: String, replacing isReplaced: (UInt8) -> Bool, with replace: (UInt8, inout TextBytes) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            // Most texts have nothing to replace: copied whole.
            guard utf8.contains(where: isReplaced) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                if isReplaced(byte) { replace(byte, &self) } else { bytes.append(byte) }
            }
        }
    }
}
