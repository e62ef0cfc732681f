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

    public init() {}

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

/// What an import compares a registration with: an attendee as registered (and the name they
/// gave themselves, which the A–Z order follows).
public struct RegisteredAttendee: Sendable {
    public let seq: Int64
    public let name: String
    public let codeHash: Data
    public let company: String?
    public let profileName: String?

    public init(seq: Int64, name: String, codeHash: Data, company: String?, profileName: String?) {
        self.seq = seq
        self.name = name
        self.codeHash = codeHash
        self.company = company
        self.profileName = profileName
    }
}

/// A registration as both stores write it: matched by its normalized email, its code kept as a
/// digest, its name trimmed.
public struct RegistrationRecord: Sendable {
    public let email: String
    public let codeHash: Data
    public let name: String
    /// The company the row will hold: the file's, or (no company column) the one registered.
    public let company: String?
    private let fileHasCompany: Bool

    public init(_ registration: Registration) {
        email = Secrets.normalizedEmail(registration.email)
        codeHash = Secrets.digest(Secrets.normalizedTicketCode(registration.ticketCode))
        name = registration.name.trimmingCharacters(in: .whitespacesAndNewlines)
        company = Normalized.text(registration.company)
        fileHasCompany = registration.company != nil
    }

    /// The company to store over a registered one.
    public func company(over registered: String?) -> String? { fileHasCompany ? company : registered }

    /// What changed against the registered attendee, in the words an import reports.
    public func changes(from registered: RegisteredAttendee) -> [String] {
        var changed: [String] = []
        if registered.name != name { changed.append("name") }
        if registered.codeHash != codeHash { changed.append("ticket code") }
        if registered.company != company(over: registered.company) { changed.append("company") }
        return changed
    }

    /// The attendee as registered once this is written (`seq` theirs: new, or the one updated).
    public func registered(as seq: Int64, over previous: RegisteredAttendee? = nil) -> RegisteredAttendee {
        RegisteredAttendee(seq: seq, name: name, codeHash: codeHash, company: company(over: previous?.company),
                           profileName: previous?.profileName)
    }
}

extension AttendeeStore {
    /// Adds new attendees and updates the registration of known ones (matched by email) in one
    /// transaction. A profile an attendee wrote is never touched, and nobody is removed.
    public func importRegistrations(_ registrations: [Registration], now: Date) async throws -> ImportSummary {
        try await pool.write { db in
            var summary = ImportSummary()
            var seen = Set<String>()
            // One read of who is registered, and statements prepared once: a statement made per
            // row was most of a 100,000-row import's 57 s.
            var registered: [String: RegisteredAttendee] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT seq, email, registeredName, ticketCodeHash, registeredCompany, profileName FROM attendee") {
                registered[row["email"]] = RegisteredAttendee(seq: row["seq"], name: row["registeredName"], codeHash: row["ticketCodeHash"],
                                                              company: row["registeredCompany"], profileName: row["profileName"])
            }
            let insert = try db.cachedStatement(sql: """
                INSERT INTO attendee (id, email, ticketCodeHash, registeredName, registeredCompany, sortKey, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            let index = try db.cachedStatement(sql: "INSERT INTO attendeeSearch (rowid, name, company, role, interests) VALUES (?, ?, ?, NULL, '')")
            for registration in registrations {
                let record = RegistrationRecord(registration)
                seen.insert(record.email)
                if let known = registered[record.email] {
                    let changed = record.changes(from: known)
                    guard !changed.isEmpty else { summary.unchanged += 1; continue }
                    let now = now.timeIntervalSince1970
                    try db.execute(sql: """
                        UPDATE attendee SET registeredName = ?, ticketCodeHash = ?, registeredCompany = ?, sortKey = ?, updatedAt = ?
                        WHERE seq = ?
                        """, arguments: [record.name, record.codeHash, record.company(over: known.company),
                                         SearchText.sortKey(known.profileName ?? record.name), now, known.seq])
                    if changed.contains("ticket code") {
                        // A new code for a ticket: whoever signed in with the old one is signed out.
                        try db.execute(sql: "UPDATE token SET revokedAt = ? WHERE attendeeSeq = ? AND revokedAt IS NULL", arguments: [now, known.seq])
                    }
                    try AttendeeRow.reindex(known.seq, in: db)
                    summary.updated.append((registration.line, changed))
                    registered[record.email] = record.registered(as: known.seq, over: known)
                } else {
                    try insert.execute(arguments: [Self.newAttendeeID(), record.email, record.codeHash, record.name, record.company,
                                                   SearchText.sortKey(record.name), now.timeIntervalSince1970])
                    let seq = db.lastInsertedRowID
                    // A new attendee shows their registration: that is what the list finds them by.
                    try index.execute(arguments: [seq, record.name, record.company])
                    registered[record.email] = record.registered(as: seq)
                    summary.added += 1
                }
            }
            summary.notInFile = registered.keys.filter { !seen.contains($0) }.count
            return summary
        }
    }

    public func attendeeCount() async throws -> Int {
        try await pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM attendee") ?? 0 }
    }

    /// Public ids are random, so an id says nothing about when or in which order people registered.
    public static func newAttendeeID() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        return String((0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }
}
