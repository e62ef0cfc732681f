import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerAPI
import Testing

@Suite struct SessionTests {
    @Test(arguments: StoreKind.all) func signingInGivesATokenThatOpensTheDirectoryUntilSignOut(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let signedIn = try await client.signIn(body: .json(.init(email: "Ada@Example.org", ticketCode: "abcd-1234"))).created.body.json
            #expect(signedIn.attendee.name == "Ada Lovelace")
            #expect(signedIn.expiresAt == fixture.clock.now().addingTimeInterval(3600))
            let signedInClient = Client.over(testClient, token: signedIn.token)
            #expect(try await signedInClient.listAttendees().ok.body.json.items.map(\.name) == ["Bob Byte", "Ada Lovelace"])
            _ = try await signedInClient.signOut().noContent
            #expect(try await signedInClient.listAttendees().unauthorized.body.json.message.contains("sign in"))
        }
    }

    @Test(arguments: StoreKind.all) func anUnknownEmailAndAWrongCodeGetTheSameAnswer(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let unknown = try await testClient.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
                                                       body: .init(string: #"{"email":"eve@example.org","ticketCode":"ABCD-1234"}"#))
            let wrong = try await testClient.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
                                                     body: .init(string: #"{"email":"ada@example.org","ticketCode":"ABCD-9999"}"#))
            #expect(unknown.status == .unauthorized)
            #expect(wrong.status == .unauthorized)
            #expect(String(buffer: unknown.body) == String(buffer: wrong.body))
            #expect(String(buffer: wrong.body).contains(#""message":"email or ticket code not recognised""#))
            _ = try await client.signIn(body: .json(.init(email: "bob@example.org", ticketCode: "nope-nope"))).unauthorized
        }
    }

    @Test(arguments: StoreKind.all, ["none", "malformed", "wrong", "expired", "revoked"]) func everyEndpointRefusesAMissingWrongExpiredOrRevokedToken(kind: StoreKind, _ token: String) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let good = try await client.token(for: "ada@example.org")
            let presented: String? = switch token {
            case "none": nil
            case "malformed": "not a token at all"
            case "wrong": String(good.reversed())
            case "expired": good
            default: good
            }
            if token == "expired" { fixture.clock.advance(3600) }
            if token == "revoked" { _ = try await Client.over(testClient, token: good).signOut().noContent }
            let anonymous = Client.over(testClient, token: presented)
            _ = try await anonymous.listAttendees().unauthorized
            _ = try await anonymous.getAttendee(path: .init(id: "anything")).unauthorized
            _ = try await anonymous.getMyProfile().unauthorized
            _ = try await anonymous.putMyProfile(body: .json(.init(name: "X", visibility: .attendees))).unauthorized
            _ = try await anonymous.getMyFavorites().unauthorized
            _ = try await anonymous.putMyFavorites(body: .json(.init(sentAt: 0, choices: [.init(sessionId: "s1", isFavorite: true, setAt: 0)])))
                .unauthorized
            _ = try await anonymous.signOut().unauthorized
            let raw = try await testClient.execute(uri: "/v1/me", method: .get, headers: presented.map { [.authorization: "Bearer \($0)"] } ?? [:])
            #expect(raw.headers[.wwwAuthenticate] == "Bearer")
        }
    }

    /// Through the router rather than sockets: the test process is the server and fifty clients
    /// at once, and on a loaded machine its sockets' read deadline measured the machine.
    @Test(arguments: StoreKind.all) func fiftyParallelWrongAttemptsLetFiveThroughAndTheRestWaitTheirMinute(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient(.router) { client, _ in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<50 {
                    group.addTask {
                        switch try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "WRONG-\(index)"))) {
                        case .unauthorized: return 401
                        case .tooManyRequests(let refused):
                            #expect((1...60).contains(refused.headers.retryAfter))
                            return 429
                        default: return 0
                        }
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 401 }.count == 5)
            #expect(statuses.filter { $0 == 429 }.count == 45)
            // Even the right code waits now; a minute later it works.
            let refused = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "ABCD-1234"))).tooManyRequests
            #expect(try refused.body.json.message.hasPrefix("too many attempts — try again in "))
            fixture.clock.advance(61)
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "ABCD-1234"))).created
        }
    }

    /// One address guessing many emails waits after five failures — but a right code from that
    /// address still signs in: behind a proxy, or on a venue's one public address, that address
    /// is every attendee's, and nobody is locked out by someone else's typos.
    @Test(arguments: StoreKind.all) func anAddressOverItsLimitIsRefusedWrongCodesButNotARightOne(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient(.live) { client, _ in
            for index in 0..<5 {
                _ = try await client.signIn(body: .json(.init(email: "guess\(index)@example.org", ticketCode: "GUESS-0000"))).unauthorized
            }
            let refused = try await client.signIn(body: .json(.init(email: "guess9@example.org", ticketCode: "GUESS-0000"))).tooManyRequests
            #expect((1...60).contains(refused.headers.retryAfter))
            _ = try await client.signIn(body: .json(.init(email: "bob@example.org", ticketCode: "EFGH-5678"))).created
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "WRONG-0000"))).tooManyRequests
            fixture.clock.advance(61)
            _ = try await client.signIn(body: .json(.init(email: "guess9@example.org", ticketCode: "GUESS-0000"))).unauthorized
        }
    }

    /// `X-Forwarded-For` names the client only when the socket's peer is a proxy the organiser
    /// named; from anyone else it is text a client wrote, and changes nothing.
    @Test(arguments: StoreKind.all, [true, false]) func aTrustedProxysForwardedAddressIsTheClientAndAnUntrustedOneIsIgnored(kind: StoreKind, _ trusted: Bool) async throws {
        let fixture = try await ServerFixture(kind, trustedProxies: trusted ? ["127.0.0.1"] : [])
        try await fixture.withClient(.live) { _, testClient in
            func signIn(from address: String, email: String) async throws -> HTTPResponse.Status {
                try await testClient.execute(uri: "/v1/sessions", method: .post,
                                             headers: [.contentType: "application/json", HTTPField.Name("X-Forwarded-For")!: "198.51.100.1, \(address)"],
                                             body: .init(string: #"{"email":"\#(email)","ticketCode":"WRONG-0000"}"#)).status
            }
            var statuses: [HTTPResponse.Status] = []
            for index in 0..<5 { statuses.append(try await signIn(from: "203.0.113.7", email: "guess\(index)@example.org")) }
            #expect(statuses == Array(repeating: .unauthorized, count: 5))
            let sameClient = try await signIn(from: "203.0.113.7", email: "guess8@example.org")
            let otherClient = try await signIn(from: "203.0.113.8", email: "guess9@example.org")
            #expect(sameClient == .tooManyRequests)
            #expect(otherClient == (trusted ? .unauthorized : .tooManyRequests))
        }
    }

    /// Ten sign-ins a minute per email, then a wait: one code cannot mint tokens as fast as a
    /// script can ask (and the store keeps ten live per attendee at most).
    @Test(arguments: StoreKind.all) func successfulSignInsAreLimitedToo(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, _ in
            for _ in 0..<10 { _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "ABCD-1234"))).created }
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "ABCD-1234"))).tooManyRequests
            _ = try await client.signIn(body: .json(.init(email: "bob@example.org", ticketCode: "EFGH-5678"))).created
            fixture.clock.advance(61)
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "ABCD-1234"))).created
        }
    }

    /// The contract counts lengths in code points: an email of 400 combining marks is over 400
    /// of them, not "a few characters", and is refused before anything is stored for it.
    @Test(arguments: StoreKind.all) func lengthsAreCountedInCodePointsAsTheContractCountsThem(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, _ in
            let marks = "a" + String(repeating: "\u{301}", count: 400) + "@example.org"
            #expect(marks.count < 320)
            _ = try await client.signIn(body: .json(.init(email: marks, ticketCode: "ABCD-1234"))).badRequest
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: String(repeating: "\u{301}", count: 201)))).badRequest
        }
    }

    /// Each attendee gets a fair share of the search: twenty at once in a burst, then ten a
    /// second; past it 429 at once, while everyone else is answered as before.
    @Test(arguments: StoreKind.all) func oneAttendeesFloodOfSearchesIsRefusedAndOthersAreStillAnswered(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            let bob = Client.over(testClient, token: try await client.token(for: "bob@example.org"))
            for _ in 0..<20 { _ = try await ada.listAttendees(query: .init(q: "a b c")).ok }   // the default share: 10 a second, 20 at once
            let refused = try await ada.listAttendees(query: .init(q: "a b c")).tooManyRequests
            #expect(refused.headers.retryAfter == 1)
            _ = try await bob.listAttendees(query: .init(q: "ada")).ok
            fixture.clock.advance(1)
            for _ in 0..<10 { _ = try await ada.listAttendees().ok }
            _ = try await ada.listAttendees().tooManyRequests
        }
    }
}
