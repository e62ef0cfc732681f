import Foundation

/// The shape of a JSON document, read without decoding it: the member names of its top-level
/// object (and of one object member inside it), or how many items its top-level list has and
/// the member names of the first. Enough to tell a format, or to say what a file is when it is
/// none Podium reads; nil or empty for anything that does not have that shape (the real parser
/// then says what is wrong, and where).
enum JSONKeys {
    static func topLevel(of data: Data) -> Set<String> {
        object(of: data) ?? []
    }

    /// The top-level object's member names; nil when the document is no object or breaks off
    /// before its end.
    static func object(of data: Data) -> Set<String>? {
        scan(data) { scanner in scanner.objectKeys() }
    }

    /// The top-level object's member names (nil when the document is no object or breaks off
    /// before its end), and those of the object at its member `name` (`schedule` → its
    /// `conference`, `days`, …), as far as they can be read (a file cut short still names the
    /// members before the cut; nil when there is no such object). One pass for both: each alone
    /// read the whole document, and a Congress's JSON was read twice before its reader read it.
    static func object(of data: Data, withMember name: String) -> (keys: Set<String>?, member: Set<String>?) {
        scan(data) { scanner -> (keys: Set<String>?, member: Set<String>?)? in
            var keys: Set<String> = []
            var nested: Set<String>?
            let whole = scanner.objectKeys(into: &keys, descendingInto: name, nested: &nested)
            return (whole ? keys : nil, nested)
        } ?? (nil, nil)
    }

    /// For a top-level list: how many items it has, and the member names of the first (empty
    /// when the first is not an object); nil for anything else.
    static func list(of data: Data) -> (count: Int, firstKeys: Set<String>)? {
        scan(data) { scanner in scanner.listShape() }
    }

    private static func scan<T>(_ data: Data, _ body: (inout Scanner) -> T?) -> T? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.skipSpace()
            if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index += 3; scanner.skipSpace() }
            return body(&scanner)
        }
    }

    fileprivate struct Scanner: JSONBytes {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func objectKeys() -> Set<String>? {
            var keys: Set<String> = []
            var unused: Set<String>?
            return objectKeys(into: &keys, descendingInto: nil, nested: &unused) ? keys : nil
        }

        /// Reads an object, putting its member names in `keys` as it goes; the members of the
        /// one named `member`, when it is an object itself, go to `nested` the same way. Whether
        /// the object was read to its end.
        mutating func objectKeys(into keys: inout Set<String>, descendingInto member: String?, nested: inout Set<String>?) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            skipSpace()
            if take(UInt8(ascii: "}")) { return true }
            while true {
                skipSpace()
                guard let key = string() else { return false }
                keys.insert(key)
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
                if key == member, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                    var inner: Set<String> = []
                    var unused: Set<String>?
                    let whole = objectKeys(into: &inner, descendingInto: nil, nested: &unused)
                    nested = inner
                    guard whole else { return false }
                } else {
                    guard skipValue() else { return false }
                }
                skipSpace()
                if take(UInt8(ascii: "}")) { return true }
                guard take(UInt8(ascii: ",")) else { return false }
            }
        }

        mutating func listShape() -> (count: Int, firstKeys: Set<String>)? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var count = 0
            var firstKeys: Set<String> = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return (0, []) }
            while true {
                skipSpace()
                if count == 0, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                    guard let keys = objectKeys() else { return nil }
                    firstKeys = keys
                } else {
                    guard skipValue() else { return nil }
                }
                count += 1
                skipSpace()
                if take(UInt8(ascii: "]")) { return (count, firstKeys) }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }

        /// A string's text (escapes kept as written: keys compared here are plain ASCII).
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    defer { index += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]), as: UTF8.self)
                default: index += 1
                }
            }
            return nil
        }

        /// Any value, nested to any depth, counted rather than recursed.
        private mutating func skipValue() -> Bool {
            skipSpace()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:  // a number, true, false or null
                while index < bytes.count, !isSpace(bytes[index]), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) {
                    index += 1
                }
                return true
            }
        }

        private func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    }
}
