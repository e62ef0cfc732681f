import Foundation
import GRDB
import Testing

@Suite struct SignInTests {
    @Test(arguments: StoreKind.all) func theRightCodeSignsInAsTypedAndAWrongOneOrAnUnknownEmailAlikeDoNot(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let signedIn = try await fixture.store.signIn(email: " Ada@Example.org", ticketCode: "abcd 1234", now: StoreFixture.now, lifetime: 3600)
        #expect(signedIn?.attendee.name == "Ada Lovelace")
        #expect(signedIn?.token.count == 43)   // 256 bits, base64url
        #expect(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1235", now: StoreFixture.now, lifetime: 60) == nil)
        #expect(try await fixture.store.signIn(email: "eve@example.org", ticketCode: "ABCD-1234", now: StoreFixture.now, lifetime: 60) == nil)
        #expect(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "", now: StoreFixture.now, lifetime: 60) == nil)
    }

    /// An attendee's live tokens are their devices: signing in once more than the cap revokes
    /// the oldest, so a script signing in 2,000 times leaves ten rows that work, not 2,000.
    @Test(arguments: StoreKind.all) func signingInPastTheCapRevokesTheOldestToken(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        var tokens: [String] = []
        for minute in 0..<13 {
            let time = StoreFixture.now.addingTimeInterval(Double(minute) * 60)
            tokens.append(try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234", now: time,
                                                                     lifetime: 3600, keepingTokens: 10)).token)
        }
        let later = StoreFixture.now.addingTimeInterval(13 * 60)
        var live: [Bool] = []
        for token in tokens { live.append(try await fixture.store.attendeeSeq(forToken: token, now: later) != nil) }
        #expect(live == Array(repeating: false, count: 3) + Array(repeating: true, count: 10))
    }

    @Test(arguments: StoreKind.all) func aTokenWorksUntilItExpiresOrIsRevoked(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let first = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234",
                                                               now: StoreFixture.now, lifetime: 3600))
        let second = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234",
                                                                now: StoreFixture.now, lifetime: 3600))
        #expect(first.token != second.token)
        #expect(try await fixture.store.attendeeSeq(forToken: first.token, now: StoreFixture.now) != nil)
        #expect(try await fixture.store.attendeeSeq(forToken: first.token, now: StoreFixture.now.addingTimeInterval(3600)) == nil)
        try await fixture.store.revoke(token: first.token, now: StoreFixture.now)
        #expect(try await fixture.store.attendeeSeq(forToken: first.token, now: StoreFixture.now) == nil)
        #expect(try await fixture.store.attendeeSeq(forToken: second.token, now: StoreFixture.now) != nil)   // another device stays in
    }

    @Test func theFileHoldsNeitherTokensNorTicketCodesAndOnlyItsOwnerReadsIt() async throws {
        let fixture = try await StoreFixture()
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let signedIn = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234",
                                                                  now: StoreFixture.now, lifetime: 3600))
        let queue = try DatabaseQueue(path: fixture.file.path)
        let dump = try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT quote(hash) FROM token UNION ALL SELECT quote(ticketCodeHash) FROM attendee")
        }.joined()
        let everything = try Data(contentsOf: URL(fileURLWithPath: fixture.file.path)) + ((try? Data(contentsOf: URL(fileURLWithPath: fixture.file.path + "-wal"))) ?? Data())
        #expect(everything.range(of: Data(signedIn.token.utf8)) == nil)
        #expect(everything.range(of: Data("ABCD".utf8)) == nil)
        #expect(dump.count > 100)
        let permissions = try FileManager.default.attributesOfItem(atPath: fixture.file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
