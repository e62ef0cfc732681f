import Entities
import FavoritesDataContract
import Foundation
import SecretStoreContract
import SecretStoreTesting
import TestHarness
import Testing
@testable import PodiumServerFavoritesDataManager

/// My schedule on a real podium-server on loopback: two devices of one attendee exchange their
/// choices through it.
@Suite(.serialized) struct PodiumServerFavoritesDataManagerTests {
    /// A device signed in as `email`: its token where the data manager looks for it.
    static func device(_ server: PodiumServerRun, email: String = "ada@example.org", code: String = "ABCD-1234") async throws
        -> PodiumServerFavoritesDataManager {
        let secrets = InMemorySecretStore()
        _ = try await secrets.set(Secret(try server.token(email: email, ticketCode: code)), service: "podium-server",
                                  account: "127.0.0.1:\(server.url.port ?? 80)", label: nil)
        return PodiumServerFavoritesDataManager(address: server.url, secrets: secrets)
    }

    @Test func favoritesMergeAndANotModifiedReadSaysSo() async throws {
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let signedOut = PodiumServerFavoritesDataManager(address: server.url, secrets: InMemorySecretStore())
        #expect(await !signedOut.isSignedIn())
        await #expect(throws: ConferenceServerError.notSignedIn) { try await signedOut.favoriteChoices(ifNoneMatch: nil) }
        let laptop = try await Self.device(server)
        let phone = try await Self.device(server)
        #expect(await laptop.isSignedIn())
        let now = Date()
        let merged = try #require(try await laptop.exchange([FavoriteChoice(sessionID: "keynote", isFavorite: true, setAt: now.addingTimeInterval(-5)),
                                                             FavoriteChoice(sessionID: "rust", isFavorite: true, setAt: now.addingTimeInterval(-4))],
                                                            favorites: ["keynote", "rust"], since: nil, at: now))
        #expect(merged.choices.map(\.sessionID) == ["keynote", "rust"] && merged.isComplete)
        let seen = try #require(try await phone.exchange([], favorites: [], since: nil, at: now))
        #expect(seen.tag == merged.tag && seen.choices == merged.choices)
        // The server moves choices only when the device's clock is off by more than its
        // tolerance; a send slower than that (a loaded machine) reads as such, and is moved by at
        // most the time it took.
        let moved = seen.choices[0].setAt.timeIntervalSince(now.addingTimeInterval(-5))
        if Date().timeIntervalSince(now) < 9 {
            #expect(abs(moved) < 0.001, "milliseconds survive the trip")
        } else {
            // Milliseconds on the wire: a choice may read up to 1 ms early.
            #expect(moved > -0.001 && moved <= Date().timeIntervalSince(now), "moved by at most the send's time: \(moved) s")
        }
        #expect(try await phone.exchange([], favorites: [], since: seen.tag, at: now) == nil, "not modified")
        // The phone, holding that set, adds one: it is answered that one, not the set.
        let added = try #require(try await phone.exchange([FavoriteChoice(sessionID: "swift", isFavorite: true, setAt: now)], favorites: [],
                                                          since: seen.tag, at: now))
        #expect(!added.isComplete && added.choices.map(\.sessionID) == ["swift"] && added.tag != seen.tag)
        #expect(try await laptop.favoriteChoices(ifNoneMatch: merged.tag)?.choices.count == 3)
    }

    /// More choices than one request carries go in several, each naming the set so far.
    @Test func manyChoicesGoInSeveralRequestsAndComeBackAsOneAnswer() async throws {
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let laptop = try await Self.device(server)
        let now = Date()
        let many = (0..<(FavoriteChoiceSet.maxPerRequest + 50)).map { FavoriteChoice(sessionID: "s\($0)", isFavorite: true, setAt: now) }
        let answer = try #require(try await laptop.exchange(many, favorites: Set(many.map(\.sessionID)), since: nil, at: now))
        #expect(Set(answer.choices.map(\.sessionID)) == Set(many.map(\.sessionID)) && answer.isComplete)
    }

    @Test func aSignInTheServerForgotSaysToSignInAgain() async throws {
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let secrets = InMemorySecretStore()
        _ = try await secrets.set(Secret("not-a-token-the-server-gave"), service: "podium-server", account: "127.0.0.1:\(server.url.port ?? 80)",
                                  label: nil)
        let device = PodiumServerFavoritesDataManager(address: server.url, secrets: secrets)
        do {
            _ = try await device.exchange([], favorites: [], since: nil, at: Date())
            Issue.record("a forgotten sign-in was accepted")
        } catch {
            guard case .signInEnded(let words) = error else { Issue.record("\(error)"); return }
            #expect(words.contains("podium login"))
        }
    }
}

/// Answers a server should never give are refused before they are held or adopted.
@Suite struct HostileFavoritesAnswerTests {
    /// A minute's timeout: only the refusal under test may end a call, however busy the machine.
    func signedIn(_ server: ScriptedHTTPServer, responseLimit: Int = 4 << 20) async throws -> PodiumServerFavoritesDataManager {
        let secrets = InMemorySecretStore()
        _ = try await secrets.set(Secret("t0ken-t0ken-t0ken-t0ken-t0ken"), service: "podium-server", account: "127.0.0.1:\(server.port)",
                                  label: nil)
        return PodiumServerFavoritesDataManager(address: URL(string: "http://127.0.0.1:\(server.port)")!, secrets: secrets, timeout: .seconds(60),
                                                responseLimit: responseLimit)
    }

    @Test func anEndlessAnswerIsCutAtTheLimitAndSaidSo() async throws {
        // A JSON string that goes on past the limit (64 KiB here, 4 MiB by default).
        let server = try ScriptedHTTPServer { _ in ScriptedHTTPServer.endless(headers: ["Content-Type: application/json", "ETag: \"x\""], prefix: #"{"choices":[""#) }
        defer { server.stop() }
        let api = try await signedIn(server, responseLimit: 64 << 10)
        await #expect(throws: ConferenceServerError.server("an answer larger than 65536 bytes, more than the API's document allows")) {
            try await api.favoriteChoices(ifNoneMatch: nil)
        }
    }

    @Test func favoritesOutsideTheDocumentAreNotAdopted() async throws {
        let body = #"{"choices":[{"sessionId":"a\u001b[2Jb","isFavorite":true,"setAt":1}]}"#
        let server = try ScriptedHTTPServer { _ in
            [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/json", "ETag": "\"x\""], body: Data(body.utf8)))]
        }
        defer { server.stop() }
        let api = try await signedIn(server)
        await #expect(throws: FavoritesSyncError.refused("the server failed: a favorite with a session id outside the API's document")) {
            try await api.exchange([], favorites: [], since: nil, at: Date())
        }
    }

    /// Issue #28: a reachable server answering an HTML page, or JSON without its ETag, was
    /// "server unreachable (The required header field named 'ETag' is missing.)".
    @Test(arguments: [("text/html", "<html>Gateway</html>", "it answered 200 (text/html"),
                      ("application/json", #"{"choices":[]}"#, "without the ETag header the API requires")])
    func aServerThatAnswersWronglyIsSaidToHaveAnswered(_ type: String, _ body: String, _ said: String) async throws {
        let server = try ScriptedHTTPServer { _ in
            [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": type], body: Data(body.utf8)))]
        }
        defer { server.stop() }
        let api = try await signedIn(server)
        do {
            _ = try await api.favoriteChoices(ifNoneMatch: nil)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(said) && !error.description.contains("unreachable"), "\(error)")
        }
    }
}
