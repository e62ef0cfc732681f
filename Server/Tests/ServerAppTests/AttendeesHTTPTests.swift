import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import ServerAPI
import Synchronization
import Testing

@Suite struct AttendeesHTTPTests {
    @Test(arguments: StoreKind.all) func anUnchangedPageOrProfileAnswers304AndAChangedOneItsNewETag(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            let first = try await ada.listAttendees().ok
            let tag = first.headers.eTag
            _ = try await ada.listAttendees(headers: .init(ifNoneMatch: tag)).notModified
            _ = try await ada.listAttendees(headers: .init(ifNoneMatch: "W/\(tag)")).notModified
            let bobID = try #require(first.body.json.items.first { $0.name == "Bob Byte" }?.id)
            let profileTag = try await ada.getAttendee(path: .init(id: bobID)).ok.headers.eTag
            _ = try await ada.getAttendee(path: .init(id: bobID), headers: .init(ifNoneMatch: profileTag)).notModified

            let bob = Client.over(testClient, token: try await client.token(for: "bob@example.org"))
            _ = try await bob.putMyProfile(body: .json(.init(name: "Bob Byte", role: "Organiser", visibility: .attendees))).ok
            let changed = try await ada.listAttendees(headers: .init(ifNoneMatch: tag)).ok
            #expect(changed.headers.eTag != tag)
            #expect(try changed.body.json.items.first { $0.id == bobID }?.role == "Organiser")
        }
    }

    /// What a proxy or an HTTP cache reads: no-store on everything personal (the sign-in answer
    /// first), entity tags in quotes rather than percent-encoded, and HEAD wherever GET is.
    @Test(arguments: StoreKind.all) func answersCarryNoStoreAPlainEntityTagAndHEADWhereGETIs(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { _, testClient in
            let signIn = try await testClient.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
                                                      body: .init(string: #"{"email":"ada@example.org","ticketCode":"ABCD-1234"}"#))
            #expect(signIn.status == .created && signIn.headers[.cacheControl] == "no-store")
            let answer = try JSONSerialization.jsonObject(with: Data(String(buffer: signIn.body).utf8)) as? [String: Any]
            let token = try #require(answer?["token"] as? String)
            let auth: HTTPFields = [.authorization: "Bearer \(token)"]
            for path in ["/v1/attendees", "/v1/me", "/v1/me/favorites"] {
                let get = try await testClient.execute(uri: path, method: .get, headers: auth)
                #expect(get.status == .ok && get.headers[.cacheControl] == "no-store", "\(path)")
                if let tag = get.headers[.eTag] {
                    #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && !tag.contains("%"), "\(path): \(tag)")
                    var conditional = auth
                    conditional[.ifNoneMatch] = tag
                    #expect(try await testClient.execute(uri: path, method: .get, headers: conditional).status == .notModified, "\(path)")
                }
                let head = try await testClient.execute(uri: path, method: .head, headers: auth)
                #expect(head.status == .ok && head.body.readableBytes == 0 && head.headers[.eTag] == get.headers[.eTag], "\(path)")
            }
            #expect(try await testClient.execute(uri: "/healthz", method: .head).status == .ok)
            let wrong = try await testClient.execute(uri: "/v1/sessions", method: .head)
            #expect(wrong.status == .methodNotAllowed && wrong.headers[.allow] == "POST")
        }
    }

    @Test(arguments: StoreKind.all) func aHiddenAndAnUnknownIDAnswerTheSame404(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let hal = Client.over(testClient, token: try await client.token(for: "hal@example.org"))
            let halID = try await hal.getMyProfile().ok.body.json.id
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            let hidden = try await ada.getAttendee(path: .init(id: halID)).notFound.body.json
            let unknown = try await ada.getAttendee(path: .init(id: "no-such-id")).notFound.body.json
            #expect(hidden == unknown)
            #expect(try await ada.listAttendees(query: .init(q: "hal")).ok.body.json.items.isEmpty)
        }
    }

    @Test(arguments: StoreKind.all) func goingVisibleAndHiddenAgainShowsAndRemovesAnAttendeeInSearch(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let hal = Client.over(testClient, token: try await client.token(for: "hal@example.org"))
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            _ = try await hal.putMyProfile(body: .json(.init(name: "Hal Open", interests: ["compilers"], visibility: .attendees))).ok
            #expect(try await ada.listAttendees(query: .init(q: "compil")).ok.body.json.items.map(\.name) == ["Hal Open"])
            _ = try await hal.putMyProfile(body: .json(.init(name: "Hal Open", interests: ["compilers"], visibility: .hidden))).ok
            #expect(try await ada.listAttendees(query: .init(q: "compil")).ok.body.json.items.isEmpty)
        }
    }

    @Test(arguments: StoreKind.all) func invalidProfileFieldsAre422WithAMessageEach(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            let problem = try await ada.putMyProfile(body: .json(.init(
                name: "Ada", bio: String(repeating: "x", count: 1_001),
                links: (0..<6).map { .init(title: "l\($0)", url: "https://example.org/\($0)") }, visibility: .attendees)))
                .unprocessableContent.body.json
            #expect(problem.fields?.additionalProperties == ["bio": "at most 1000 characters", "links": "at most 5 links"])
            #expect(try await ada.getMyProfile().ok.body.json.bio == nil)
        }
    }

    @Test(arguments: StoreKind.all) func malformedRequestsAre400AndUnknownRoutes404NeverA500(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            let json: HTTPFields = [.contentType: "application/json", .authorization: "Bearer \(token)"]
            for (method, uri, body) in [(HTTPRequest.Method.post, "/v1/sessions", "{"), (.post, "/v1/sessions", #"{"email":1}"#),
                                        (.post, "/v1/sessions", "[]"), (.put, "/v1/me", #"{"name":"A","visibility":"everyone"}"#),
                                        (.get, "/v1/attendees?limit=0", ""), (.get, "/v1/attendees?limit=abc", ""),
                                        (.get, "/v1/attendees?cursor=%00%01", ""),
                                        (.get, "/v1/attendees?q=" + String(repeating: "a", count: 201), "")] {
                let response = try await testClient.execute(uri: uri, method: method, headers: json, body: body.isEmpty ? nil : .init(string: body))
                #expect(response.status == .badRequest, "\(method) \(uri) \(body)")
                #expect(String(buffer: response.body).contains(#""message""#))
            }
            let unknown = try await testClient.execute(uri: "/v2/nothing", method: .get, headers: json)
            #expect(unknown.status == .notFound)
            #expect(String(buffer: unknown.body).contains(#""message""#))
        }
    }

    @Test(arguments: StoreKind.all) func aBodyOverTheLimitIs413WithoutReadingIt(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient(.live) { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            let huge = #"{"name":"A","visibility":"hidden","bio":""# + String(repeating: "x", count: 100_000) + #""}"#
            let response = try await testClient.execute(uri: "/v1/me", method: .put,
                                                        headers: [.contentType: "application/json", .authorization: "Bearer \(token)"],
                                                        body: .init(string: huge))
            #expect(response.status == .contentTooLarge)
            #expect(String(buffer: response.body).contains("over the limit of 16384 bytes"))
            #expect(response.headers[.connection] == "close")   // the rest of the body is never read
        }
    }

    @Test(arguments: StoreKind.all) func theLogNeverHoldsATokenATicketCodeOrAWholeEmail(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        let lines = LogLines()
        var logger = Logger(label: "test") { _ in lines }
        logger.logLevel = .trace
        try await fixture.withClient(logger: logger) { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "WRONG-CODE"))).unauthorized
            _ = try await Client.over(testClient, token: token).listAttendees(query: .init(q: "bob")).ok
            let log = lines.text
            #expect(log.contains("a…@example.org"))
            #expect(log.contains("GET /v1/attendees 200"))
            for secret in [token, "ABCD-1234", "WRONG-CODE", "ada@example.org", "q=bob"] {
                #expect(!log.contains(secret), "the log holds \(secret)")
            }
        }
    }
}

/// A log handler keeping every line, to read what the server would have logged.
final class LogLines: LogHandler, Sendable {
    private let lines = Mutex<[String]>([])
    var text: String { lines.withLock { $0.joined(separator: "\n") } }
    var metadata: Logger.Metadata { get { [:] } set {} }
    var logLevel: Logger.Level { get { .trace } set {} }
    subscript(metadataKey key: String) -> Logger.Metadata.Value? { get { nil } set {} }

    func log(event: LogEvent) {
        lines.withLock { $0.append("\(event.message) \(event.metadata ?? [:])") }
    }
}

/// My schedule on the server, through the document's client: only its owner reads or writes
/// it, an unchanged set answers 304, and what the document refuses is 400 or 422, never a 500.
@Suite struct FavoritesHTTPTests {
    static func milliseconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970 * 1000) }

    @Test(arguments: StoreKind.all) func choicesFollowTheirOwnerAndNobodyElse(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let adaToken = try await client.token(for: "ada@example.org")
            let laptop = Client.over(testClient, token: adaToken)
            let phone = Client.over(testClient, token: try await client.token(for: "ada@example.org"))   // a second device, its own token
            let bob = Client.over(testClient, token: try await client.token(for: "bob@example.org"))
            let now = Self.milliseconds(fixture.clock.now())
            let empty = try await phone.getMyFavorites().ok
            #expect(try empty.body.json.choices.isEmpty)

            let pushed = try await laptop.putMyFavorites(body: .json(.init(sentAt: now, choices: [
                .init(sessionId: "keynote", isFavorite: true, setAt: now - 60_000),
                .init(sessionId: "rust", isFavorite: true, setAt: now - 30_000),
            ]))).ok
            #expect(try pushed.body.json.choices.map(\.sessionId) == ["keynote", "rust"])
            let onPhone = try await phone.getMyFavorites(headers: .init(ifNoneMatch: empty.headers.eTag)).ok
            #expect(onPhone.headers.eTag == pushed.headers.eTag)
            #expect(try onPhone.body.json == pushed.body.json)
            _ = try await phone.getMyFavorites(headers: .init(ifNoneMatch: onPhone.headers.eTag)).notModified

            // The phone removes one; the laptop learns of it as a choice, not an absence.
            _ = try await phone.putMyFavorites(body: .json(.init(sentAt: now, choices: [.init(sessionId: "rust", isFavorite: false, setAt: now)]))).ok
            let later = try await laptop.getMyFavorites(headers: .init(ifNoneMatch: onPhone.headers.eTag)).ok.body.json.choices
            #expect(later.map(\.isFavorite) == [true, false])

            // Another attendee's token reads and writes only their own.
            #expect(try await bob.getMyFavorites().ok.body.json.choices.isEmpty)
            _ = try await bob.putMyFavorites(body: .json(.init(sentAt: now, choices: [.init(sessionId: "keynote", isFavorite: false, setAt: now)]))).ok
            #expect(try await laptop.getMyFavorites().ok.body.json.choices.first { $0.sessionId == "keynote" }?.isFavorite == true)
            #expect(try await bob.getMyFavorites().ok.body.json.choices.map(\.sessionId) == ["keynote"])
        }
    }

    @Test(arguments: StoreKind.all) func whatTheDocumentRefusesIs400AndTooManyIs422(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            let json: HTTPFields = [.contentType: "application/json", .authorization: "Bearer \(token)"]
            let many = "[" + (0..<201).map { #"{"sessionId":"s\#($0)","isFavorite":true,"setAt":1}"# }.joined(separator: ",") + "]"
            for body in [#"{"choices":[]}"#, #"{"sentAt":-1,"choices":[]}"#, #"{"sentAt":1,"choices":[{"sessionId":"","isFavorite":true,"setAt":1}]}"#,
                         #"{"sentAt":1,"choices":[{"sessionId":"a\u001b[2J","isFavorite":true,"setAt":1}]}"#,
                         #"{"sentAt":1,"choices":[{"sessionId":"a","isFavorite":"yes","setAt":1}]}"#,
                         #"{"sentAt":1,"choices":[{"sessionId":"a","isFavorite":true,"setAt":253402300800000}]}"#,
                         #"{"sentAt":1,"choices":"# + many + "}"] {
                let response = try await testClient.execute(uri: "/v1/me/favorites", method: .put, headers: json, body: .init(string: body))
                #expect(response.status == .badRequest, "\(body.prefix(80))")
                #expect(String(buffer: response.body).contains(#""message""#))
            }
            let ada = Client.over(testClient, token: token)
            let now = Self.milliseconds(fixture.clock.now())
            for batch in 0..<25 {
                _ = try await ada.putMyFavorites(body: .json(.init(sentAt: now, choices: (0..<200).map {
                    .init(sessionId: "b\(batch)-\($0)", isFavorite: true, setAt: now)
                }))).ok
            }
            let refused = try await ada.putMyFavorites(body: .json(.init(sentAt: now, choices: [.init(sessionId: "x", isFavorite: true, setAt: now)])))
                .unprocessableContent.body.json
            #expect(refused.message.contains("5000"))
        }
    }

    @Test(arguments: StoreKind.all) func aLargeValidSetOfChoicesFitsItsOwnBodyLimit(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient(.live) { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            // 200 choices with ids of 200 characters: over the general limit (16 KiB here), within the route's.
            let ids = (0..<200).map { index in String(format: "%03d", index) + String(repeating: "é", count: 197) }
            let ada = Client.over(testClient, token: token)
            let now = Self.milliseconds(fixture.clock.now())
            let merged = try await ada.putMyFavorites(body: .json(.init(sentAt: now, choices: ids.map {
                .init(sessionId: $0, isFavorite: true, setAt: now)
            }))).ok.body.json
            #expect(merged.choices.count == 200)
        }
    }

    /// With 2,000 choices on the server, one more from a device that says which set it holds is
    /// answered with that one: a few hundred bytes, not the whole set again.
    @Test(arguments: StoreKind.all) func oneChoiceFromADeviceThatSaysItsSetIsAnsweredAlone(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        try await fixture.withClient { client, testClient in
            let ada = Client.over(testClient, token: try await client.token(for: "ada@example.org"))
            let now = Self.milliseconds(fixture.clock.now())
            var tag: String?
            for batch in 0..<10 {
                let answer = try await ada.putMyFavorites(body: .json(.init(sentAt: now, since: tag, choices: (0..<200).map {
                    .init(sessionId: "s\(batch)-\($0)", isFavorite: true, setAt: now)
                }))).ok
                tag = answer.headers.eTag
            }
            let token = try await client.token(for: "ada@example.org")
            let body = #"{"sentAt":\#(now),"since":\#(tag.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" } ?? "null"),"choices":[{"sessionId":"one","isFavorite":true,"setAt":\#(now)}]}"#
            let raw = try await testClient.execute(uri: "/v1/me/favorites", method: .put,
                                                   headers: [.contentType: "application/json", .authorization: "Bearer \(token)"], body: .init(string: body))
            #expect(raw.status == .ok && raw.body.readableBytes < 400, "\(String(buffer: raw.body))")
            #expect(String(buffer: raw.body).contains(#""complete":false"#))
            let whole = try await ada.getMyFavorites().ok
            #expect(try whole.body.json.choices.count == 2_001 && whole.headers.eTag == raw.headers[.eTag])
        }
    }
}
