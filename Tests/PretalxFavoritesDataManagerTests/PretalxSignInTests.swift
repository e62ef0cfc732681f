import Entities
import FavoritesDataContract
import Foundation
import SecretStoreContract
import SecretStoreTesting
import Testing
@testable import PretalxFavoritesDataManager

/// Signing in to a pretalx event as its own login page does, and every way that goes wrong said
/// in one line that says what to do — never with the password or the session in it.
@Suite struct PretalxSignInTests {
    static func partner(_ pretalx: FakePretalx, secrets: InMemorySecretStore = InMemorySecretStore(), codes: [String: String] = [:])
        -> PretalxFavoritesDataManager {
        PretalxFavoritesDataManager(event: pretalx.event, secrets: secrets, talks: TalkCodes(codes: codes), timeout: .seconds(60))
    }

    @Test func aSignInKeepsTheSessionNotThePassword() async throws {
        let pretalx = try FakePretalx(starred: ["ABC123"])
        let secrets = InMemorySecretStore()
        let partner = Self.partner(pretalx, secrets: secrets)
        #expect(await !partner.isSignedIn())
        let signedIn = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        #expect(signedIn.starred == 1 && signedIn.problem == nil)
        #expect(await partner.isSignedIn())
        let kept = try #require(try await secrets.secretIfPresent(service: "pretalx", account: "127.0.0.1:\(pretalx.server.port)")?.text)
        #expect(kept.contains("session1abcdefghijklmnop") && kept.contains("Rotated0123456789"), "the session and the rotated CSRF token")
        #expect(!kept.contains(FakePretalx.password), "the password is not kept unless asked")
        #expect(await partner.signedInEmail() == FakePretalx.email)
        #expect(try await partner.signOut())
        #expect(await !partner.isSignedIn())
        #expect(try await !partner.signOut(), "nothing left to forget")
    }

    @Test func aRememberedPasswordSignsInAgainWhenTheSessionEnds() async throws {
        let pretalx = try FakePretalx(starred: ["ABC123"])
        let partner = Self.partner(pretalx, codes: ["s1": "ABC123"])
        _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: true)
        pretalx.set { $0.sessions = [] }   // the session expired
        let answer = try await partner.exchange([], favorites: [], since: nil, at: Date())
        #expect(answer?.choices.map(\.sessionID) == ["s1"])
        #expect(pretalx.signIns == 2)
    }

    @Test func anEndedSessionWithoutAPasswordSaysToSignInAgain() async throws {
        let pretalx = try FakePretalx()
        let partner = Self.partner(pretalx)
        _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        pretalx.set { $0.sessions = [] }
        await #expect(throws: FavoritesSyncError.signInEnded("your pretalx sign-in at \(pretalx.event.instance.absoluteString) has ended; "
                                                             + "sign in again: podium login --pretalx --email ada@example.org")) {
            try await partner.exchange([], favorites: [], since: nil, at: Date())
        }
    }

    @Test(arguments: [FakePretalx.Login.wrongPassword, .tooManyAttempts, .notAPretalx, .missing])
    func aRefusedSignInSaysWhatToDo(_ login: FakePretalx.Login) async throws {
        let pretalx = try FakePretalx()
        pretalx.set { $0.login = login }
        let secrets = InMemorySecretStore()
        let partner = Self.partner(pretalx, secrets: secrets)
        do {
            _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: true)
            Issue.record("signed in")
        } catch {
            let said = error.description
            switch login {
            case .wrongPassword: #expect(said.contains("knows no account with this email and password"), "\(said)")
            case .tooManyAttempts: #expect(said.contains("wait 5 minutes"), "\(said)")
            case .notAPretalx: #expect(said.contains("is not a pretalx login page"), "\(said)")
            case .missing: #expect(said.contains("is no public pretalx event"), "\(said)")
            case .works: break
            }
            #expect(!said.contains(FakePretalx.password) && !said.contains("\n"), "\(said)")
        }
        #expect(try await secrets.list(service: nil).isEmpty, "nothing is kept of a refused sign-in")
    }

    /// A wrong password sent to the fake is refused by what the form carried, not by a mode.
    @Test func theFormCarriesTheEmailAndPasswordAsTyped() async throws {
        let pretalx = try FakePretalx()
        let partner = Self.partner(pretalx)
        await #expect(throws: FavoritesSyncError.self) {
            _ = try await partner.signIn(email: FakePretalx.email, password: "wrong", remember: false)
        }
        _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
    }

    @Test func aPretalxThatIsNotThereIsUnreachable() async throws {
        let event = PretalxEvent(instance: URL(string: "http://127.0.0.1:1/")!, slug: "democon")!
        let partner = PretalxFavoritesDataManager(event: event, secrets: InMemorySecretStore(), talks: TalkCodes(codes: [:]), timeout: .seconds(10))
        do {
            _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
            Issue.record("signed in to nothing")
        } catch {
            guard case .unreachable(let said) = error else { Issue.record("\(error)"); return }
            #expect(said.hasPrefix("no pretalx answers at http://127.0.0.1:1/democon/login/"), "\(said)")
        }
    }

    @Test func plainHTTPToAnotherMachineCarriesNoPassword() async throws {
        let event = PretalxEvent(instance: URL(string: "http://pretalx.example.org/")!, slug: "democon")!
        let partner = PretalxFavoritesDataManager(event: event, secrets: InMemorySecretStore(), talks: TalkCodes(codes: [:]))
        await #expect(throws: FavoritesSyncError.refused("http://pretalx.example.org/democon/login/ is plain http to another machine; "
                                                        + "a sign-in is sent only over https or to this machine")) {
            _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        }
    }

    @Test func anEventWhoseFavouritesAreClosedSaysSoAfterSigningIn() async throws {
        let pretalx = try FakePretalx()
        pretalx.set { $0.favouritesAnswer = (403, #"{"detail":"You do not have permission to perform this action."}"#) }
        let partner = Self.partner(pretalx)
        let signedIn = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        #expect(signedIn.problem?.contains("takes no favourites now") == true, "\(signedIn)")
        do {
            _ = try await partner.exchange([], favorites: [], since: nil, at: Date())
            Issue.record("exchanged with a closed event")
        } catch {
            guard case .closed(let said) = error else { Issue.record("\(error)"); return }
            #expect(said.contains("your picks stay here"))
        }
    }

    /// What a hostile or broken pretalx might answer for the favourites.
    enum Hostile: String, CaseIterable, Sendable {
        case notAList, aControlSequence, moreThanAPersonKeeps

        var body: String {
            switch self {
            case .notAList: #"{"codes":["ABC"]}"#
            case .aControlSequence: #"["ABC\u001b[2J"]"#
            case .moreThanAPersonKeeps: "[" + String(repeating: "\"ABC\",", count: 5_001) + "\"X\"]"
            }
        }
    }

    @Test(arguments: Hostile.allCases)
    func anAnswerOutsideWhatPretalxDocumentsIsRefusedWhole(_ hostile: Hostile) async throws {
        let pretalx = try FakePretalx()
        let partner = Self.partner(pretalx)
        _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        pretalx.set { $0.favouritesAnswer = (200, hostile.body) }
        do {
            _ = try await partner.exchange([], favorites: [], since: nil, at: Date())
            Issue.record("adopted")
        } catch {
            guard case .refused = error else { Issue.record("\(error)"); return }
            #expect(!error.description.contains("\u{1B}"))
        }
    }
}
