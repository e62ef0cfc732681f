import Foundation
import HummingbirdTesting
import ServerAPI
import Testing
@testable import ServerApp

/// A token's owner is taken from memory for a second after the store named it: a search then
/// reads the store once, not twice. Signing in or out here is exact; a revocation elsewhere is
/// seen within a second.
@Suite struct TokenOwnersTests {
    static let noon = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func anOwnerIsKeptForASecondOfTheServersClock() {
        let owners = TokenOwners()
        owners.keep(7, for: "token-a", readSince: owners.begin(), now: Self.noon)
        #expect(owners.seq(for: "token-a", now: Self.noon.addingTimeInterval(0.5)) == 7)
        #expect(owners.seq(for: "token-b", now: Self.noon) == nil, "only tokens the store named")
        #expect(owners.seq(for: "token-a", now: Self.noon.addingTimeInterval(1)) == nil, "a second later the store is asked again")
        #expect(owners.seq(for: "token-a", now: Self.noon) == nil, "and what went stale is gone")
        owners.keep(7, for: "token-a", readSince: owners.begin(), now: Self.noon)
        #expect(owners.seq(for: "token-a", now: Self.noon.addingTimeInterval(-1)) == nil, "a clock set back is no reason to trust it")
    }

    @Test func aReadBegunBeforeASignOutIsNotKeptAfterIt() {
        let owners = TokenOwners()
        owners.keep(7, for: "token-a", readSince: owners.begin(), now: Self.noon)
        let slowRead = owners.begin()
        owners.forgetAll()
        #expect(owners.seq(for: "token-a", now: Self.noon) == nil)
        owners.keep(7, for: "token-a", readSince: slowRead, now: Self.noon)
        #expect(owners.seq(for: "token-a", now: Self.noon) == nil, "the store may have said so before the token was revoked")
    }

    @Test func manyTokensInOneSecondAreBounded() {
        let owners = TokenOwners()
        for index in 0..<(TokenOwners.capacity * 2 + 10) {
            owners.keep(Int64(index), for: "token-\(index)", readSince: owners.begin(), now: Self.noon)
        }
        let kept = (0..<(TokenOwners.capacity * 2 + 10)).filter { owners.seq(for: "token-\($0)", now: Self.noon) != nil }.count
        #expect(kept > 0 && kept <= TokenOwners.capacity)
        #expect(owners.seq(for: "token-\(TokenOwners.capacity * 2 + 9)", now: Self.noon) != nil, "the newest is kept")
    }

    /// Through the API: a token revoked in the store by another instance (or by a new ticket
    /// code imported) opens the directory for at most a second more; signing out here closes it
    /// at once (`SessionTests`).
    @Test(arguments: StoreKind.all) func aRevocationElsewhereIsSeenWithinASecond(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            let signedIn = Client.over(testClient, token: token)
            _ = try await signedIn.listAttendees().ok
            try await fixture.store.revoke(token: token, now: fixture.clock.now())
            fixture.clock.advance(1)
            _ = try await signedIn.listAttendees().unauthorized
        }
    }
}
