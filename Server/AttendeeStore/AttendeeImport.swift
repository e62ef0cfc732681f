import Foundation
import GRDB

/// One attendee of the organiser's file (name, email, ticket code, optional company).
public struct Registration: Sendable, Hashable {
    public var name: String
    public var email: String
    public var ticketCode: String
    /// nil: the file has no company column, and a company registered before stays; "": the
    /// column is there and empty, and the company goes.
    public var company: String?
    /// The file's line, for reports.
    public var line: Int

    public init(name: String, email: String, ticketCode: String, company: String? = nil, line: Int = 0) {
        self.name = name
        self.email = email
        self.ticketCode = ticketCode
        self.company = company
        self.line = line
    }
}

/// What an import did, to print for the organiser.
public struct ImportSummary: Sendable, Hashable {
    public var added = 0
    /// Line and the fields that changed ("name", "ticket code", "company").
    public var updated: [(line: Int, fields: [String])] = []
    public var unchanged = 0
    /// Attendees already registered whom this file does not list: kept, never dropped.
    public var notInFile = 0

    public static func == (lhs: ImportSummary, rhs: ImportSummary) -> Bool {
        lhs.added == rhs.added && lhs.unchanged == rhs.unchanged && lhs.notInFile == rhs.notInFile
            && lhs.updated.map(\.line) == rhs.updated.map(\.line) && lhs.updated.map(\.fields) == rhs.updated.map(\.fields)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(added)
        hasher.combine(unchanged)
        hasher.combine(notInFile)
    }
}

extension AttendeeStore {
    /// Adds new attendees and updates the registration of known ones (matched by email) in one
    /// transaction. A profile an attendee wrote is never touched, and nobody is removed.
    public func importRegistrations(_ registrations: [Registration], now: Date) async throws -> ImportSummary {
        try await pool.write { db in
            var summary = ImportSummary()
            var seen = Set<String>()
            for registration in registrations {
                let email = Secrets.normalizedEmail(registration.email)
                seen.insert(email)
                let codeHash = Secrets.digest(Secrets.normalizedTicketCode(registration.ticketCode))
                let name = registration.name.trimmingCharacters(in: .whitespacesAndNewlines)
                var company = Normalized.text(registration.company)
                if let row = try Row.fetchOne(db, sql: "SELECT * FROM attendee WHERE email = ?", arguments: [email]) {
                    if registration.company == nil { company = row["registeredCompany"] }
                    var changed: [String] = []
                    if (row["registeredName"] as String) != name { changed.append("name") }
                    if (row["ticketCodeHash"] as Data) != codeHash { changed.append("ticket code") }
                    if (row["registeredCompany"] as String?) != company { changed.append("company") }
                    guard !changed.isEmpty else { summary.unchanged += 1; continue }
                    let seq: Int64 = row["seq"]
                    let sortKey = SearchText.sortKey((row["profileName"] as String?) ?? name)
                    try db.execute(sql: """
                        UPDATE attendee SET registeredName = ?, ticketCodeHash = ?, registeredCompany = ?, sortKey = ?, updatedAt = ?
                        WHERE seq = ?
                        """, arguments: [name, codeHash, company, sortKey, now.timeIntervalSince1970, seq])
                    if changed.contains("ticket code") {
                        // A new code for a ticket: whoever signed in with the old one is signed out.
                        try db.execute(sql: "UPDATE token SET revokedAt = ? WHERE attendeeSeq = ? AND revokedAt IS NULL",
                                       arguments: [now.timeIntervalSince1970, seq])
                    }
                    try AttendeeRow.reindex(seq, in: db)
                    summary.updated.append((registration.line, changed))
                } else {
                    try db.execute(sql: """
                        INSERT INTO attendee (id, email, ticketCodeHash, registeredName, registeredCompany, sortKey, updatedAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [Self.newAttendeeID(), email, codeHash, name, company, SearchText.sortKey(name),
                                         now.timeIntervalSince1970])
                    try AttendeeRow.reindex(db.lastInsertedRowID, in: db)
                    summary.added += 1
                }
            }
            let everyone = try String.fetchAll(db, sql: "SELECT email FROM attendee")
            summary.notInFile = everyone.filter { !seen.contains($0) }.count
            return summary
        }
    }

    public func attendeeCount() async throws -> Int {
        try await pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attendee") ?? 0 }
    }

    /// Public ids are random, so an id says nothing about when or in which order people registered.
    static func newAttendeeID() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        return String((0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }
}
