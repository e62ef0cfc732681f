import Foundation

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
