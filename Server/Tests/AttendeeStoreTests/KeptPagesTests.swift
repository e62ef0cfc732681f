import Foundation
import StoreContract
import StoreRules
import Testing

/// Searches are answered from pages kept between them (`DirectoryPages`): a change made through
/// this store shows in the very next search, and one made by another process or server
/// instance within `DirectoryPages.recheck`.
@Suite struct KeptPagesTests {
    @Test(arguments: StoreKind.all) func aSaveShowsInTheVeryNextSearch(kind: StoreKind) async throws {
        let fixture = try await AttendeeListTests().fixture(kind)
        let store = fixture.store
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Anna Becker", "Annika Dubois"])
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Anna Becker", "Annika Dubois"])
        let annaSeq = try await seq(of: "anna@example.org", fixture)
        _ = try await store.updateProfile(of: annaSeq, to: ProfileUpdate(name: "Anna Becker", visibility: .hidden), now: StoreFixture.now)
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Annika Dubois"])
        try await store.updateProfiles(byEmail: [("annika@example.org", ProfileUpdate(name: "Annika Zed", visibility: .attendees))],
                                       now: StoreFixture.now)
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Annika Zed"])
        _ = try await store.importRegistrations([Registration(name: "Annabel Ng", email: "annabel@example.org", ticketCode: "ANNB-0006", line: 2)],
                                                now: StoreFixture.now)
        try await store.updateProfiles(byEmail: [("annabel@example.org", ProfileUpdate(name: "Annabel Ng", visibility: .attendees))],
                                       now: StoreFixture.now)
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Annabel Ng", "Annika Zed"])
    }

    @Test(arguments: StoreKind.all) func anotherProcesssChangeShowsWithinTheRecheck(kind: StoreKind) async throws {
        let fixture = try await AttendeeListTests().fixture(kind)
        let store = fixture.store
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Anna Becker", "Annika Dubois"])
        let other = try await kind.another(store)
        try await other.updateProfiles(byEmail: [("anna@example.org", ProfileUpdate(name: "Anna Becker", visibility: .hidden))],
                                       now: StoreFixture.now)
        await StoreKind.close(another: other)
        // Past `recheck`, whatever the machine's load: the kept page's check is too old to vouch.
        try await Task.sleep(for: DirectoryPages.recheck + .milliseconds(50))
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Annika Dubois"],
                "another process's change, still not seen")
    }
}
