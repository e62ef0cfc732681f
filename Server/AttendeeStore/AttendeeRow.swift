import Foundation
import GRDB
import StoreContract
import StoreRules

/// Reading an `attendee` row into what the list shows, and keeping its search entry.
enum AttendeeRow {
    static func attendee(_ row: Row) throws -> AttendeeEntry {
        AttendeeEntry(id: row["id"], profile: ProfileUpdate(
            name: shownName(row), company: shownCompany(row), role: row["role"], bio: row["bio"],
            links: try StoredJSON.decode([ProfileLink].self, row["links"]), interests: try StoredJSON.decode([String].self, row["interests"]),
            visibility: Visibility(rawValue: row["visibility"]) ?? .hidden))
    }

    static func shownName(_ row: Row) -> String { row["profileName"] ?? row["registeredName"] }
    static func shownCompany(_ row: Row) -> String? { row["profileCompany"] ?? row["registeredCompany"] }

    /// The row's search entry rewritten from what it shows now; only the listed have one.
    static func reindex(_ seq: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM attendeeSearch WHERE rowid = ?", arguments: [seq])
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE seq = ?", arguments: [seq]),
              (row["visibility"] as String?) == Visibility.attendees.rawValue else { return }
        let interests = try StoredJSON.decode([String].self, row["interests"]).joined(separator: " ")
        try db.execute(sql: "INSERT INTO attendeeSearch (rowid, name, company, role, interests) VALUES (?, ?, ?, ?, ?)",
                       arguments: [seq, shownName(row), shownCompany(row), row["role"] as String?, interests])
    }
}
