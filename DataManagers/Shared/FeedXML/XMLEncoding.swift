import Foundation

/// A document's bytes as UTF-8 with XML's line breaks (CR LF and a lone CR become LF): from a
/// byte-order mark, else from the declaration's encoding (UTF-8 when there is none).
enum XMLEncoding {
    static func utf8Bytes(of data: Data) throws(XMLSyntaxError) -> [UInt8] {
        var bytes: [UInt8]
        if data.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = Array(data.dropFirst(3))
        } else if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = data.starts(with: [0xFF, 0xFE]) ? .utf16LittleEndian : .utf16BigEndian
            guard let text = String(data: data.dropFirst(2), encoding: encoding) else {
                throw XMLSyntaxError(line: 1, column: 1, detail: "the document says it is UTF-16 but is not")
            }
            bytes = Array(text.utf8)
        } else {
            switch declaredEncoding(data) {
            case nil, "utf-8", "utf8", "us-ascii", "ascii":
                bytes = Array(data)
            case "iso-8859-1", "latin1", "iso-latin-1", "windows-1252", "cp1252":
                let encoding: String.Encoding = declaredEncoding(data)?.contains("1252") == true ? .windowsCP1252 : .isoLatin1
                bytes = Array((String(data: data, encoding: encoding) ?? String(decoding: data, as: UTF8.self)).utf8)
            case let other?:
                throw XMLSyntaxError(line: 1, column: 1, detail: "the encoding \"\(other)\" is not supported (UTF-8, UTF-16 and ISO-8859-1 are)")
            }
        }
        return LineBreaks.normalized(bytes)
    }

    /// `encoding="…"` of an XML declaration at the start, lower-cased.
    static func declaredEncoding(_ data: Data) -> String? {
        guard data.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = String(decoding: data.prefix(200).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

}

/// Line breaks as one LF: CR LF and a lone CR become LF (as XML, and every feed's text, reads
/// them). CR and LF are single bytes that never occur inside a multi-byte UTF-8 sequence.
public enum LineBreaks {
    public static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard ByteSearch.firstIndex(of: 0x0D, in: bytes, from: 0) != nil else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var afterCR = false
        for byte in bytes {
            if byte == 0x0D {
                result.append(0x0A)
                afterCR = true
            } else {
                if !(afterCR && byte == 0x0A) { result.append(byte) }
                afterCR = false
            }
        }
        return result
    }
}
