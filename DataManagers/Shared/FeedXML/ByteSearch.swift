import Foundation

/// Finding bytes in a large document with `memchr` and `memcmp`: the generic collection
/// algorithms took seconds on a 20 MB feed in a debug build.
public enum ByteSearch {
    /// Where `byte` first occurs in `bytes` at or after `start`, or nil.
    public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, start >= 0, start < buffer.count,
                  let hit = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    /// Whether the UTF-8 of `text` holds `byte` (an ASCII character: no other byte of UTF-8
    /// equals one).
    public static func contains(_ byte: UInt8, inUTF8 text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? text.utf8.contains(byte)
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`, or nil.
    public static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { buffer in
            pattern.withUnsafeBytes { wanted in
                guard let base = buffer.baseAddress, let first = pattern.first, start >= 0 else { return nil }
                var at = start
                while at + pattern.count <= buffer.count {
                    guard let hit = memchr(base + at, Int32(first), buffer.count - at - pattern.count + 1) else { return nil }
                    at = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + at, wanted.baseAddress!, pattern.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
    }
}
