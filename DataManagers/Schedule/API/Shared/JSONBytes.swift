/// What this target's two JSON readers share (the feed reader, and the detector that looks at a
/// document's top-level keys): a position in the bytes, a byte taken when it is the one
/// expected, and JSON's four white-space bytes skipped.
protocol JSONBytes {
    associatedtype Bytes: RandomAccessCollection<UInt8> where Bytes.Index == Int
    var bytes: Bytes { get }
    var index: Int { get set }
}

extension JSONBytes {
    /// Moves past `byte` when it is the next one; whether it was.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    @inline(__always)
    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
