import Foundation
import StoreContract

/// An import as both stores walk it: each registration compared with who is registered, the
/// summary counted as the store writes, and at the end who the file left out (kept, never
/// dropped). The store does the writing; this decides what to write.
public struct RegistrationImport: Sendable {
    /// What to do with one registration.
    public enum Step: Sendable {
        case unchanged
        /// Write the registration over the attendee, and record what changed ("ticket code"
        /// signs them out).
        case update(RegistrationRecord, over: RegisteredAttendee, changed: [String])
        case add(RegistrationRecord)
    }

    private var registered: [String: RegisteredAttendee] = [:]
    private var seen = Set<String>()
    private var summary = ImportSummary()

    /// From who is registered now, by normalized email, as the store read them.
    public init(registered: [(email: String, attendee: RegisteredAttendee)]) {
        for (email, attendee) in registered { self.registered[email] = attendee }
    }

    /// The attendees added and updated so far.
    public var written: Int { summary.added + summary.updated.count }

    public mutating func step(_ record: RegistrationRecord) -> Step {
        seen.insert(record.email)
        guard let known = registered[record.email] else { return .add(record) }
        let changed = record.changes(from: known)
        guard !changed.isEmpty else {
            summary.unchanged += 1
            return .unchanged
        }
        return .update(record, over: known, changed: changed)
    }

    /// The store wrote an update (the registration on `line` of the file).
    public mutating func updated(_ record: RegistrationRecord, over known: RegisteredAttendee, changed: [String], line: Int) {
        summary.updated.append((line, changed))
        registered[record.email] = record.registered(as: known.seq, over: known)
    }

    /// The store added the attendee as `seq`.
    public mutating func added(_ record: RegistrationRecord, as seq: Int64) {
        registered[record.email] = record.registered(as: seq)
        summary.added += 1
    }

    /// What the import did, with those the file did not list counted.
    public func finished() -> ImportSummary {
        var summary = summary
        summary.notInFile = registered.keys.filter { !seen.contains($0) }.count
        return summary
    }

    /// A new attendee's public id: 12 letters and digits no one misreads.
    public static func newAttendeeID() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        return String((0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }
}
