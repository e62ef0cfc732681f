import Entities
import FeedFetcherContract
import FeedLoading
import Foundation
import ScheduleDataContract
import SecretStoreContract

/// The schedule API data manager: fetches the feed through the injected fetcher and reads it in
/// whichever format it is (Sessionize, frab XML or JSON, iCalendar: `ScheduleFeedReader`). A private feed's token comes from the secret
/// store: service `feed`, account = the feed's host (`podium secret set --service feed --account HOST`).
public struct ScheduleAPIDataManager: ScheduleAPIDataManaging {
    public static let credentialService = "feed"
    /// Where a feed address's own credentials are kept (`https://user:pass@…`, `?token=…`):
    /// service `feed-address`, account = the conference's store. The conferences file keeps the
    /// address without them.
    public static let addressService = "feed-address"

    /// Media types Podium reads a schedule in, asked for in the Accept header; an HTML error
    /// page is refused unread.
    public static let acceptedContentTypes = [
        "application/json", "text/json", "application/xml", "text/xml", "text/calendar", "application/ics", "text/x-vcalendar",
    ]
    /// Let through but never asked for: a calendar served as text/plain. Asked for, pretalx
    /// answers its schedule page with a text timetable instead of redirecting to its export.
    public static let toleratedContentTypes = ["text/plain", "application/octet-stream"]

    private let fetcher: any FeedFetching
    private let feedURL: URL
    private let reader: ScheduleFeedReader
    private let maximumBytes: Int
    private let timeout: Duration
    private let secrets: (any SecretStoring)?
    /// The account under `addressService` holding this feed's whole address, if it has one.
    private let addressAccount: String?

    /// `conferenceTimeZone`: the zone the person set for the conference; nil: the feed's own.
    /// `ignoringOffsets`: read the feed's clock times as written, in that zone (or the feed's).
    public init(fetcher: any FeedFetching, feedURL: URL, conferenceTimeZone: TimeZone?, ignoringOffsets: Bool = false,
                maximumBytes: Int = 50 * 1024 * 1024, timeout: Duration = .seconds(20), secrets: (any SecretStoring)? = nil,
                addressAccount: String? = nil) {
        self.fetcher = fetcher
        self.secrets = secrets
        self.addressAccount = addressAccount
        self.feedURL = feedURL
        reader = ScheduleFeedReader(timeZone: conferenceTimeZone, feedURL: feedURL, ignoringOffsets: ignoringOffsets)
        self.maximumBytes = maximumBytes
        self.timeout = timeout
    }

    public func fetchSchedule(ifChangedSince validators: FeedValidators?) async throws(ScheduleFetchError) -> ScheduleFetchResult {
        let request = FeedRequest(url: try await storedAddress() ?? feedURL, validators: validators, acceptedContentTypes: Self.acceptedContentTypes,
                                  toleratedContentTypes: Self.toleratedContentTypes, maximumBytes: maximumBytes, timeout: timeout, credential: try await credential())
        let load = try await fetcher.load(request, fetchFailed: { ScheduleFetchError.fetch($0) }) { data throws(ScheduleFetchError) in
            do throws(ScheduleFeedError) {
                return try reader.read(data)
            } catch {
                throw .feed(error, url: feedURL.withoutCredentials)
            }
        }
        switch load {
        case .notModified: return .notModified
        case .loaded(let feed, let validators): return .feed(feed, validators: validators)
        }
    }

    /// The feed's whole address, credentials and all, when the secret store keeps it for this
    /// conference and it is this feed's (an address edited in the file since is not sent them).
    private func storedAddress() async throws(ScheduleFetchError) -> URL? {
        guard let account = addressAccount,
              let text = try await storedSecret(service: Self.addressService, account: account, naming: feedURL.host ?? account)?.text,
              let whole = URL(string: text), whole.withoutSecrets?.absoluteString == feedURL.absoluteString else { return nil }
        return whole
    }

    /// The bearer token stored for the feed's origin (account: its host, with the port when it is
    /// not the default), read on every fetch so a token set or removed while the app runs
    /// applies from the next sync; none for file feeds.
    private func credential() async throws(ScheduleFetchError) -> FeedCredential? {
        guard ["http", "https"].contains(feedURL.scheme?.lowercased() ?? ""), let host = FeedCredential.account(for: feedURL),
              let secret = try await storedSecret(service: Self.credentialService, account: host, naming: host) else { return nil }
        guard let token = secret.text?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty,
              !token.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) else {
            throw .credentialUnavailable(host: host, detail: "the stored token is not one line of text")
        }
        return FeedCredential(bearerToken: token)
    }

    /// A secret of the feed's, opening the store only when it holds an item of that name: a
    /// locked or damaged store must not stop a public feed (names are readable without the key).
    private func storedSecret(service: String, account: String, naming host: String) async throws(ScheduleFetchError) -> Secret? {
        guard let secrets else { return nil }
        do {
            let names = try await secrets.itemNames(service: service)
            guard names.contains(SecretItemID(service: service, account: account)) else { return nil }
        } catch {
            // Damaged past reading its names: whether it holds a secret for this feed is
            // unknowable, so the feed is fetched without one (a private feed then says 401).
            return nil
        }
        do {
            return try await secrets.read(service: service, account: account).secret
        } catch {
            throw .credentialUnavailable(host: host, detail: "\(error)")
        }
    }
}
