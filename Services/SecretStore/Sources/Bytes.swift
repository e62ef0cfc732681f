import Foundation

/// Big-endian fields appended to a byte buffer: the store file's encoding.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ value: UInt8) { bytes.append(value) }
    mutating func append(_ value: UInt16) { appendBigEndian(UInt64(value), width: 2) }
    mutating func append(_ value: UInt32) { appendBigEndian(UInt64(value), width: 4) }
    mutating func append(_ value: UInt64) { appendBigEndian(value, width: 8) }
    mutating func append<Bytes: Sequence<UInt8>>(bytes more: Bytes) { bytes.append(contentsOf: more) }

    /// A short string (service, account, label): a 16-bit length, then UTF-8.
    mutating func appendShortText(_ text: String) {
        let utf8 = Array(text.utf8)
        append(UInt16(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// A 32-bit length, then the bytes.
    mutating func appendBlock(_ block: [UInt8]) {
        append(UInt32(block.count))
        bytes.append(contentsOf: block)
    }

    private mutating func appendBigEndian(_ value: UInt64, width: Int) {
        for shift in stride(from: (width - 1) * 8, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

/// Reads what ByteWriter wrote; running past the end is `ByteReader.Truncated`.
struct ByteReader {
    struct Truncated: Error {}
    struct NotUTF8: Error {}

    private let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw Truncated() }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint8() throws -> UInt8 { try take(1).first! }
    mutating func uint16() throws -> UInt16 { UInt16(try bigEndian(2)) }
    mutating func uint32() throws -> UInt32 { UInt32(try bigEndian(4)) }
    mutating func uint64() throws -> UInt64 { try bigEndian(8) }

    mutating func shortText() throws -> String {
        let length = Int(try uint16())
        guard let text = String(validating: try take(length), as: UTF8.self) else { throw NotUTF8() }
        return text
    }

    mutating func block() throws -> [UInt8] {
        Array(try take(Int(try uint32())))
    }

    private mutating func bigEndian(_ width: Int) throws -> UInt64 {
        try take(width).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
