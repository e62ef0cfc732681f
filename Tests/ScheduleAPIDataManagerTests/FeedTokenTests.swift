import FeedFetcherContract
import Foundation
import ScheduleDataContract
import SecretStoreContract
import Testing
import TestSupport
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

    @Test func aStoreThatCannotBeOpenedFailsTheFetchAndSaysWhy() async throws {
        let secrets = InMemorySecretStore(failure: .passphraseRequired(path: "/d/secrets/store"))
        let (result, requests) = await fetch(URL(string: "https://private.example.org/feed")!, secrets: secrets)
        #expect(requests.isEmpty, "nothing is fetched without the token the feed may need")
        guard case .failure(let error) = result else { Issue.record("\(result)"); return }
        #expect("\(error)".hasPrefix("cannot read the stored token for private.example.org: /d/secrets/store is locked with a passphrase"))
    }

    @Test func aTokenThatIsNotOneLineOfTextIsRefused() async throws {
        let secrets = InMemorySecretStore(["h.example": "line one\nline two"])
        let (result, _) = await fetch(URL(string: "https://h.example/feed")!, secrets: secrets)
        #expect(result == .failure(.credentialUnavailable(host: "h.example", detail: "the stored token is not one line of text")))
    }
}
