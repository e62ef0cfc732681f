import AttendeeStore
import Foundation
import GRDB
import StoreContract
import StoreRules
import Testing

/// The store's file was `directory.sqlite` before it was `attendees.sqlite`: a data directory
/// holding the former alone is taken over whole, including writes still in its log.
@Suite struct StoreFileNameTests {
    @Test func aStoreUnderItsFormerNameIsTakenOverWithEveryWrite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attendee-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let former = folder.appendingPathComponent(AttendeeStore.formerFileName).path
        do {
            let old = try AttendeeStore(path: former)
            _ = try await old.importRegistrations([Registration(name: "Ada Lovelace", email: "ada@example.org", ticketCode: "ABCD-1234", line: 2)],
                                                  now: StoreFixture.now)
            // Still in the write-ahead log: the store is not closed or checkpointed here.
            #expect(FileManager.default.fileExists(atPath: former + "-wal"))
            let taken = try AttendeeStore.open(dataDirectory: folder)
            #expect(taken.path.hasSuffix("/" + AttendeeStore.fileName))
            let signedIn = try await taken.signIn(email: "ada@example.org", ticketCode: "ABCD-1234", now: StoreFixture.now, lifetime: 60)
            #expect(signedIn?.attendee.name == "Ada Lovelace", "the write in the former log came over")
            _ = old
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("directory") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aStoreUnderItsNameIsOpenedAsItIsAndAFormerOneBesideItIsLeftAlone() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attendee-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try AttendeeStore.open(dataDirectory: folder)
        try Data("not a database".utf8).write(to: folder.appendingPathComponent(AttendeeStore.formerFileName))
        _ = try AttendeeStore.open(dataDirectory: folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(AttendeeStore.formerFileName).path),
                "never two stores merged or one overwritten")
    }
}
