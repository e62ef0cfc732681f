import AttendeesAPIDataManager
import AttendeesDataContract
import Entities
import Foundation
import SecretStoreContract
import SecretStoreTesting
import TestHarness
import Testing

/// The Attendees API data manager against a real podium-server on loopback.
@Suite(.serialized) struct AttendeesAPIDataManagerTests {
    static let people = [
        PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234"),
        PodiumServerRun.Person("Åsa Berg", "asa@example.org", "ASAB-0001"),
        PodiumServerRun.Person("Hidden Hal", "hal@example.org", "HALH-0003", listed: false),
    ]

    @Test func signingInKeepsTheTokenReadsTheDirectoryAndSigningOutForgetsIt() async throws {
        let server = try await PodiumServerRun.start(Self.people)
        let secrets = InMemorySecretStore()
        let api = AttendeesAPIDataManager(address: server.url, secrets: secrets)
        await #expect(throws: ConferenceServerError.notSignedIn) { try await api.page(search: nil, cursor: nil) }

        let signedIn = try await api.signIn(email: "ada@example.org", ticketCode: "abcd-1234")
        #expect(signedIn.name == "Ada Lovelace")
        let account = "127.0.0.1:\(server.url.port!)"
        let token = try #require(try await secrets.secretIfPresent(service: "podium-server", account: account))
        #expect(token.bytes.count == 43)
        #expect(await api.hasToken())

        let page = try await api.page(search: nil, cursor: nil)
        #expect(page.items.map(\.name) == ["Åsa Berg", "Ada Lovelace"], "A–Z by surname")
        #expect(page.items.last?.role == "Engineer")
        #expect(try await api.page(search: "ber", cursor: nil).items.map(\.name) == ["Åsa Berg"])
        #expect(try await api.page(search: "\" OR 1=1 --", cursor: nil).items.isEmpty)
        let asa = try await api.attendee(id: try #require(page.items.first?.id))
        #expect(asa.links == [ProfileLink(title: "Site", address: "https://example.org/asa")])

        try await api.signOut()
        #expect(try await secrets.secretIfPresent(service: "podium-server", account: account) == nil)
        // The server forgot it too: the same token, put back, is refused.
        _ = try await secrets.set(token, service: "podium-server", account: account, label: nil)
        await #expect(throws: ConferenceServerError.notSignedIn) { try await api.page(search: nil, cursor: nil) }
    }

    @Test func wrongCodesAreNotRecognisedThenLimitedAndAHiddenAttendeeIsNotFound() async throws {
        let server = try await PodiumServerRun.start(Self.people)
        let api = AttendeesAPIDataManager(address: server.url, secrets: InMemorySecretStore())
        // Hal signs in first: after five failures this address waits its minute, whoever it is.
        let hal = AttendeesAPIDataManager(address: server.url, secrets: InMemorySecretStore())
        _ = try await hal.signIn(email: "hal@example.org", ticketCode: "HALH-0003")
        await #expect(throws: ConferenceServerError.notFound) { try await hal.attendee(id: "nobody-here") }
        for _ in 0..<5 {
            await #expect(throws: ConferenceServerError.notRecognised) { try await api.signIn(email: "asa@example.org", ticketCode: "WRONG-0000") }
        }
        do {
            _ = try await api.signIn(email: "asa@example.org", ticketCode: "ASAB-0001")
            Issue.record("a sixth attempt within the minute went through")
        } catch {
            guard case .tooManyAttempts(let seconds) = error else { Issue.record("\(error)"); return }
            #expect((1...60).contains(seconds))
            #expect(error.description.hasPrefix("too many attempts — try again in "))
        }
    }

    @Test func aServerThatIsNotThereIsUnreachableAndPlainHTTPElsewhereIsRefusedBeforeAnyRequest() async throws {
        let closed = AttendeesAPIDataManager(address: URL(string: "http://127.0.0.1:9")!, secrets: InMemorySecretStore())
        do {
            _ = try await closed.signIn(email: "ada@example.org", ticketCode: "ABCD-1234")
            Issue.record("signed in to nothing")
        } catch {
            guard case .unreachable = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("server unreachable"))
        }
        let plain = AttendeesAPIDataManager(address: URL(string: "http://people.example.org")!, secrets: InMemorySecretStore())
        await #expect(throws: ConferenceServerError.insecure(URL(string: "http://people.example.org")!)) {
            try await plain.signIn(email: "ada@example.org", ticketCode: "ABCD-1234")
        }
    }
}

/// One's own profile and My schedule through the data manager, against a real server.
@Suite(.serialized) struct ProfileAPITests {
    @Test func aSavedProfileMakesItsOwnerFindableAndHidingRemovesThem() async throws {
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234"),
                                                      PodiumServerRun.Person("Hal Hidden", "hal@example.org", "HALH-0003", listed: false)])
        let hal = AttendeesAPIDataManager(address: server.url, secrets: InMemorySecretStore())
        let ada = AttendeesAPIDataManager(address: server.url, secrets: InMemorySecretStore())
        await #expect(throws: ConferenceServerError.notSignedIn) { try await hal.myProfile() }
        _ = try await hal.signIn(email: "hal@example.org", ticketCode: "HALH-0003")
        _ = try await ada.signIn(email: "ada@example.org", ticketCode: "ABCD-1234")
        let mine = try await hal.myProfile()
        #expect(mine.name == "Hal Hidden" && mine.visibility == .hidden)
        #expect(try await ada.page(search: "compil", cursor: nil).items.isEmpty)

        var edited = mine
        edited.role = "  Compiler engineer  "
        edited.bio = "Optimisers\nand \u{1B}[31mred\u{1B}[0m text"
        edited.links = [ProfileLink(title: "Blog", address: "https://hal.example/blog")]
        edited.interests = ["compilers", "llvm"]
        edited.visibility = .attendees
        let saved = try await hal.saveProfile(edited)
        #expect(saved.role == "Compiler engineer", "trimmed as saved")
        #expect(saved.bio == "Optimisers\nand [31mred[0m text", "control characters removed, the line break kept")
        #expect(try await ada.page(search: "compil", cursor: nil).items.map(\.name) == ["Hal Hidden"])

        edited.visibility = .hidden
        _ = try await hal.saveProfile(edited)
        #expect(try await ada.page(search: "compil", cursor: nil).items.isEmpty)
    }

    @Test func refusedFieldsComeBackOneMessageEach() async throws {
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let ada = AttendeesAPIDataManager(address: server.url, secrets: InMemorySecretStore())
        _ = try await ada.signIn(email: "ada@example.org", ticketCode: "ABCD-1234")
        var profile = try await ada.myProfile()
        profile.name = "   "
        profile.links = [ProfileLink(title: "Mail", address: "mailto:ada@example.org")]
        do {
            _ = try await ada.saveProfile(profile)
            Issue.record("an empty name and a mailto link were saved")
        } catch {
            guard case .invalidFields(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields["name"] == "a name is needed")
            #expect(fields["links"]?.hasPrefix("only http and https addresses") == true)
        }
    }
}

/// Answers a server should never give are refused before they are held or adopted.
@Suite struct HostileAnswerTests {
    /// A minute's timeout: only the refusal under test may end a call, however busy the machine.
    func signedIn(_ server: ScriptedHTTPServer, responseLimit: Int = 4 << 20) async throws -> AttendeesAPIDataManager {
        let secrets = InMemorySecretStore()
        _ = try await secrets.set(Secret("t0ken-t0ken-t0ken-t0ken-t0ken"), service: "podium-server", account: "127.0.0.1:\(server.port)",
                                  label: nil)
        return AttendeesAPIDataManager(address: URL(string: "http://127.0.0.1:\(server.port)")!, secrets: secrets, timeout: .seconds(60),
                                    responseLimit: responseLimit)
    }

    @Test func anEndlessAnswerIsCutAtTheLimitAndSaidSo() async throws {
        // A JSON string that goes on past the limit (64 KiB here, 4 MiB by default).
        let server = try ScriptedHTTPServer { _ in ScriptedHTTPServer.endless(headers: ["Content-Type: application/json", "ETag: \"x\""], prefix: #"{"items":[{"id":""#) }
        defer { server.stop() }
        let api = try await signedIn(server, responseLimit: 64 << 10)
        await #expect(throws: ConferenceServerError.server("an answer larger than 65536 bytes, more than the API's document allows")) {
            try await api.page(search: nil, cursor: nil)
        }
    }

    /// Issue #28: a reachable server answering an HTML page was "server unreachable".
    @Test func aServerThatAnswersWronglyIsSaidToHaveAnswered() async throws {
        let server = try ScriptedHTTPServer { _ in
            [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>Gateway</html>".utf8)))]
        }
        defer { server.stop() }
        let api = try await signedIn(server)
        do {
            _ = try await api.page(search: nil, cursor: nil)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("it answered 200 (text/html") && !error.description.contains("unreachable"), "\(error)")
        }
    }
}
