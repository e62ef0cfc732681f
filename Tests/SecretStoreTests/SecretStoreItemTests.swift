import Foundation
import SecretStoreContract
import Synchronization
import Testing
@testable import SecretStore

/// The Keychain's generic-password semantics: add, update, set, read, delete, list.
@Suite struct SecretStoreItemTests {
    @Test func itemsRoundTripWithTheirLabelsAndDates() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        let clock = Clock(start: Date(timeIntervalSince1970: 1_795_000_000.25))
        let store = fixture.store(now: clock.now)
        try await store.add(Secret("tok-1"), service: "feed", account: "sessionize.com", label: "Sessionize token")
        clock.advance(60)
        try await store.add(Secret(bytes: [0, 255, 10, 13]), service: "feed", account: "example.org", label: nil)
        try await store.add(Secret("hunter2"), service: "mail", account: "me", label: nil)

        let read = try await fixture.store().read(service: "feed", account: "sessionize.com")
        #expect(read.secret == Secret("tok-1"))
        #expect(read.attributes == SecretItemAttributes(service: "feed", account: "sessionize.com", label: "Sessionize token",
                                                        created: clock.start, modified: clock.start))
        #expect(try await fixture.store().read(service: "feed", account: "example.org").secret.bytes == [0, 255, 10, 13])
        #expect(try await fixture.store().list(service: "feed").map(\.account) == ["example.org", "sessionize.com"])
        #expect(try await fixture.store().list(service: nil).map(\.service) == ["feed", "feed", "mail"])
        #expect(try await fixture.store().list(service: "nothing").isEmpty)

        clock.advance(60)
        try await store.update(Secret("tok-2"), service: "feed", account: "sessionize.com", label: nil)
        let updated = try await fixture.store().read(service: "feed", account: "sessionize.com")
        #expect(updated.secret == Secret("tok-2"))
        #expect(updated.attributes.label == "Sessionize token", "an update without a label keeps the label")
        #expect(updated.attributes.created == clock.start && updated.attributes.modified == clock.start.addingTimeInterval(120))

        try await store.delete(service: "feed", account: "sessionize.com")
        await #expect(throws: SecretStoreError.itemNotFound(service: "feed", account: "sessionize.com")) {
            try await fixture.store().read(service: "feed", account: "sessionize.com")
        }
        #expect(try await fixture.store().list(service: nil).count == 2)
    }

    @Test func setAddsThenUpdates() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        let store = fixture.store()
        #expect(try await store.set(Secret("a"), service: "feed", account: "h", label: "first") == .added)
        #expect(try await store.set(Secret("b"), service: "feed", account: "h", label: nil) == .updated)
        let item = try await store.read(service: "feed", account: "h")
        #expect(item.secret == Secret("b") && item.attributes.label == "first")
        #expect(try await store.list(service: nil).count == 1)
    }

    @Test func aMissingItemAndADuplicateAreTheirOwnErrors() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        let store = fixture.store()
        let missing = SecretStoreError.itemNotFound(service: "feed", account: "x")
        // Before the store exists: answers, and nothing is created by asking.
        await #expect(throws: missing) { try await store.read(service: "feed", account: "x") }
        #expect(try await store.list(service: nil).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.directory.path))

        await #expect(throws: missing) { try await store.update(Secret("v"), service: "feed", account: "x", label: nil) }
        await #expect(throws: missing) { try await store.delete(service: "feed", account: "x") }
        try await store.add(Secret("v"), service: "feed", account: "y", label: nil)
        await #expect(throws: SecretStoreError.duplicateItem(service: "feed", account: "y")) {
            try await store.add(Secret("w"), service: "feed", account: "y", label: nil)
        }
        #expect(try await store.read(service: "feed", account: "y").secret == Secret("v"), "a refused add changes nothing")
        await #expect(throws: missing) { try await store.read(service: "feed", account: "x") }
        await #expect(throws: SecretStoreError.invalidAttribute(name: "service", detail: "it is empty")) {
            try await store.set(Secret("v"), service: "", account: "x", label: nil)
        }
        #expect(try await store.secretIfPresent(service: "feed", account: "x") == nil, "absent is nil, not an error")
        #expect(try await store.secretIfPresent(service: "feed", account: "y") == Secret("v"))
    }

    @Test func threadsOfOneProcessNeverLoseAWrite() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await withThrowingTaskGroup { group in
            for writer in 0..<4 {
                let store = fixture.store()  // separate instances: only the file lock orders them
                group.addTask {
                    for index in 0..<25 { try await store.set(Secret("\(writer)-\(index)"), service: "w\(writer)", account: "\(index)", label: nil) }
                }
            }
            try await group.waitForAll()
        }
        let items = try await fixture.store().list(service: nil)
        #expect(items.count == 100)
        #expect(try await fixture.store().read(service: "w3", account: "24").secret == Secret("3-24"))
    }
}

/// A clock a test moves by hand.
final class Clock: Sendable {
    let start: Date
    private let offset = Mutex(0.0)

    init(start: Date) { self.start = start }

    var now: @Sendable () -> Date { { [self] in start.addingTimeInterval(offset.withLock { $0 }) } }
    func advance(_ seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}
