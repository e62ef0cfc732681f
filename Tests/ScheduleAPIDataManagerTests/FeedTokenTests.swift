import FeedFetcherContract
import Foundation
import ScheduleDataContract
import SecretStoreContract
import SecretStoreTesting
import Testing
@testable import ScheduleAPIDataManager

/// A private feed's token: asked of the secret store as service `feed`, account = the host.
@Suite struct FeedTokenTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let sample = Data(SessionizeSample.json.utf8)

    func fetch(_ url: URL, secrets: InMemorySecretStore) async -> (Result<ScheduleFetchResult, ScheduleFetchError>, [FeedRequest]) {
        let body = sample
        let fetcher = FakeFetcher { _ in .success(.body(body, validators: FeedValidators(etag: "\"1\""))) }
        let manager = ScheduleAPIDataManager(fetcher: fetcher, feedURL: url, conferenceTimeZone: berlin, secrets: secrets)
        let result: Result<ScheduleFetchResult, ScheduleFetchError>
        do { result = .success(try await manager.fetchSchedule(ifChangedSince: nil)) } catch { result = .failure(error) }
        return (result, fetcher.requests.withLock { $0 })
    }

    @Test func theTokenStoredForTheFeedsHostIsSent() async throws {
        let secrets = InMemorySecretStore(["private.example.org": "tok_4f9a\n"])
        let (result, requests) = await fetch(URL(string: "https://Private.Example.org/api/v2/x/view/All")!, secrets: secrets)
        guard case .success(.feed) = result else { Issue.record("\(result)"); return }
        #expect(requests.first?.credential == FeedCredential(bearerToken: "tok_4f9a"), "trimmed of the newline `secret set` may keep")
        #expect(await secrets.reads == ["feed/private.example.org"])
        #expect(!"\(requests)".contains("tok_4f9a"), "a logged request does not carry its token")
    }

    @Test func noTokenForTheHostMeansAnOpenRequest() async throws {
        let secrets = InMemorySecretStore(["other.example.org": "tok"])
        let (result, requests) = await fetch(URL(string: "https://sessionize.com/api/v2/x/view/All")!, secrets: secrets)
        guard case .success(.feed) = result else { Issue.record("\(result)"); return }
        #expect(requests.first?.credential == nil)
    }

    @Test func fileFeedsNeverAskForAToken() async throws {
        let secrets = InMemorySecretStore()
        let (_, requests) = await fetch(URL(fileURLWithPath: "/tmp/feed.json"), secrets: secrets)
        #expect(requests.first?.credential == nil)
        #expect(await secrets.reads.isEmpty)
    }

    @Test func aLockedStoreWithATokenForTheFeedFailsTheFetchAndSaysWhatToDo() async throws {
        let secrets = InMemorySecretStore(["private.example.org": "tok"], failure: .passphraseRequired(path: "/d/secrets/store"))
        let (result, requests) = await fetch(URL(string: "https://private.example.org/feed")!, secrets: secrets)
        #expect(requests.isEmpty, "nothing is fetched without the token the feed needs")
        guard case .failure(let error) = result else { Issue.record("\(result)"); return }
        #expect("\(error)".hasPrefix("cannot read the stored token for private.example.org: /d/secrets/store is locked with a passphrase"))
        #expect("\(error)".contains("set PODIUM_SECRETS_PASSPHRASE"))
    }

    /// The store is consulted only for an origin it has an item for: a locked or damaged store
    /// never stops a public feed.
    @Test(arguments: [SecretStoreError.passphraseRequired(path: "/d/secrets/store"),
                      .corrupted(path: "/d/secrets/store", detail: "the header failed its checksum"),
                      .keyFileMismatch(keyFile: "/d/secrets/key", detail: "it is missing")])
    func aLockedOrDamagedStoreNeverStopsAPublicFeed(_ failure: SecretStoreError) async throws {
        let secrets = InMemorySecretStore(["private.example.org": "tok"], failure: failure)
        let (result, requests) = await fetch(URL(string: "https://sessionize.com/api/v2/x/view/All")!, secrets: secrets)
        guard case .success(.feed) = result else { Issue.record("\(result)"); return }
        #expect(requests.first?.credential == nil)
        #expect(await secrets.reads.isEmpty, "no item for this origin: the store is never unlocked")
    }

    /// The token belongs to an origin: another port of the same host is another origin.
    @Test func theTokenIsLookedUpByOriginWithItsPort() async throws {
        let secrets = InMemorySecretStore(["127.0.0.1:18080": "tok_a", "127.0.0.1": "tok_default"])
        let (_, requests) = await fetch(URL(string: "http://127.0.0.1:18080/feed")!, secrets: secrets)
        #expect(requests.first?.credential == FeedCredential(bearerToken: "tok_a"))
        let (_, other) = await fetch(URL(string: "http://127.0.0.1:18081/feed")!, secrets: secrets)
        #expect(other.first?.credential == nil, "no token stored for :18081")
        let (_, standard) = await fetch(URL(string: "https://127.0.0.1/feed")!, secrets: secrets)
        #expect(standard.first?.credential == FeedCredential(bearerToken: "tok_default"))
        #expect(FeedCredential.account(for: URL(string: "HTTPS://Feeds.Example.org:443/x")!) == "feeds.example.org")
        #expect(FeedCredential.account(for: URL(string: "http://feeds.example.org:8080/x")!) == "feeds.example.org:8080")
    }

    @Test func aTokenThatIsNotOneLineOfTextIsRefused() async throws {
        let secrets = InMemorySecretStore(["h.example": "line one\nline two"])
        let (result, _) = await fetch(URL(string: "https://h.example/feed")!, secrets: secrets)
        #expect(result == .failure(.credentialUnavailable(host: "h.example", detail: "the stored token is not one line of text")))
    }
}
