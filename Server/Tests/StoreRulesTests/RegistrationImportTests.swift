import Foundation
import StoreContract
import Testing
@testable import StoreRules

/// An import as both stores walk it: what each registration is, and what the summary says.
@Suite struct RegistrationImportTests {
    func known(_ seq: Int64, _ name: String, code: String, company: String? = nil) -> (email: String, attendee: RegisteredAttendee) {
        let record = RegistrationRecord(Registration(name: name, email: "\(name.lowercased())@example.org", ticketCode: code, company: company))
        return (record.email, record.registered(as: seq))
    }

    @Test func eachRegistrationIsUnchangedAnUpdateOrNewAndTheLeftOutAreCounted() {
        var walk = RegistrationImport(registered: [known(1, "Ada", code: "A-1"), known(2, "Grace", code: "G-1"), known(3, "Linus", code: "L-1")])
        var steps: [String] = []
        for registration in [Registration(name: "Ada", email: " ADA@example.org ", ticketCode: "a-1", line: 2),
                             Registration(name: "Grace Hopper", email: "grace@example.org", ticketCode: "G-2", company: "Navy", line: 3),
                             Registration(name: "Barbara", email: "barbara@example.org", ticketCode: "B-1", line: 4)] {
            switch walk.step(RegistrationRecord(registration)) {
            case .unchanged: steps.append("unchanged")
            case .update(let record, let over, let changed):
                steps.append("update \(over.seq): \(changed.joined(separator: ", "))")
                walk.updated(record, over: over, changed: changed, line: registration.line)
            case .add(let record):
                steps.append("add \(record.email)")
                walk.added(record, as: 4)
            }
        }
        #expect(steps == ["unchanged", "update 2: name, ticket code, company", "add barbara@example.org"],
                "an email and a code are matched as normalized")
        let summary = walk.finished()
        #expect(summary.added == 1 && summary.unchanged == 1 && summary.notInFile == 1, "Linus stays, counted")
        #expect(summary.updated.map(\.line) == [3] && walk.written == 2)
    }

    @Test func aFileThatListsAnEmailTwiceComparesTheSecondWithTheFirst() {
        var walk = RegistrationImport(registered: [])
        let first = RegistrationRecord(Registration(name: "Ada", email: "ada@example.org", ticketCode: "A-1"))
        guard case .add(let added) = walk.step(first) else { return #expect(Bool(false), "new: added") }
        walk.added(added, as: 7)
        let again = RegistrationRecord(Registration(name: "Ada Lovelace", email: "ada@example.org", ticketCode: "A-1"))
        guard case .update(_, let over, let changed) = walk.step(again) else { return #expect(Bool(false), "the second is an update") }
        #expect(over.seq == 7 && changed == ["name"])
    }

    @Test func newIDsAreTwelveUnmistakableCharactersAndDiffer() {
        let ids = (0..<200).map { _ in RegistrationImport.newAttendeeID() }
        #expect(Set(ids).count == 200)
        #expect(ids.allSatisfy { $0.count == 12 && !$0.contains(where: { "01ilo".contains($0) }) })
    }
}
