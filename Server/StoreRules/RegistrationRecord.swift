import Foundation
import StoreContract

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
