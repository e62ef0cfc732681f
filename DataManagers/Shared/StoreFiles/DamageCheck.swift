import Foundation
import GRDB

/// Tells a damaged store file from a healthy one, cheaply enough to run at every start.
enum DamageCheck {
    struct Failure: Error {
        let reason: String
    }

    /// Every SQLite database begins with these 16 bytes.
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// What is wrong with the file before SQLite sees it: nil for a healthy-looking file or none.
    /// (SQLite would silently treat an empty file as a new, empty database.)
    static func beforeOpening(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count)) ?? Data()
        if start.isEmpty { return "it is empty (0 bytes)" }
        if Array(start) != header { return "it is not an SQLite database" }
        return nil
    }

    /// SQLite's own quick check of the structure (pages, indexes, free list): a file cut short or
    /// scribbled over fails it, or fails to be read at all.
    static func afterOpening(_ reader: any DatabaseReader) throws {
        let verdict = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(1)") }
        guard verdict == ["ok"] else { throw Failure(reason: verdict.first ?? "the quick check failed") }
    }
}
