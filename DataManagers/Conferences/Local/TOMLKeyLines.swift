import Foundation

/// Where keys are in the file, found by reading its lines: TOMLKit gives values, not places.
struct TOMLKeyLines {
    /// (block, key) → line; block nil is the top, 0… the [[conference]] tables in order, and a
    /// `[name]` table is named.
    private var keys: [String: Int] = [:]
    private var blocks: [Int] = []
    private var tables: [String: Int] = [:]

    init(_ text: String) {
        var block: String? = "top"
        for (offset, raw) in PersonFileText.lines(text).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[[") {
                block = nil
                if line.replacingOccurrences(of: " ", with: "").hasPrefix("[[conference]]") {
                    blocks.append(offset + 1)
                    block = String(blocks.count - 1)
                }
                continue
            }
            if line.hasPrefix("[") {
                let name = line.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
                block = name
                if tables[name] == nil { tables[name] = offset + 1 }
                continue
            }
            guard let block, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            let id = Self.id(block, key)
            if keys[id] == nil { keys[id] = offset + 1 }
        }
    }

    /// The line of a key (or of the block, without one); nil when it cannot be found.
    func line(ofBlock block: Int?, key: String?) -> Int? {
        if let key, let line = keys[Self.id(block.map(String.init) ?? "top", key)] { return line }
        if let block, blocks.indices.contains(block) { return blocks[block] }
        return nil
    }

    /// The line of a key in a `[table]` (or of the table's header, without one).
    func line(ofTable table: String, key: String?) -> Int? {
        if let key, let line = keys[Self.id(table, key)] { return line }
        return tables[table]
    }

    private static func id(_ block: String, _ key: String) -> String { "\(block)/\(key)" }
}
