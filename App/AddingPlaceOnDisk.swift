import AddConference
import ConferencesDataContract
import Entities
import FeedFetcher
import FeedFetcherContract
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract
import SecretStoreContract

/// Where `podium add` adds a conference: the person's conferences file, the data folder's
/// stores, the secret store, and feeds fetched over the network; the implementations the
/// use case is handed behind its contracts.
struct AddingPlaceOnDisk: AddingPlace {
    let conferences: any ConferencesLocalDataManaging
    let dataDirectory: String
    let timeout: Duration
    let maximumBytes: Int
    let voice: CommandVoice
    /// Whether a person is at the terminal to type a locked secret store's passphrase.
    let prompting: Bool

    var pretalx: any PretalxFinding { PretalxPages.discovery(timeout: timeout) }
    var pages: any SchedulePageFinding { SchedulePageDiscovery(fetcher: FeedFetcher(), timeout: timeout) }
    var fetcher: any FeedFetching { FeedFetcher() }
    var conferencesLocation: String { conferences.location }

    func schedule(of conference: SavedConference) -> any ScheduleAPIDataManaging {
        OpenedConference.scheduleAPI(for: source(of: conference), prompting: prompting)
    }

    func storeExists(named store: String) -> Bool {
        FileManager.default.fileExists(atPath: ConferenceSource.storePath(store, in: dataDirectory))
    }

    func oneOffStore(for address: URL) -> String { ConferenceSource.oneOffKey(for: address) }

    func keepFeedAddress(_ address: URL, store: String, label: String) async throws {
        let secrets = SecretStoreAccess.store(dataDirectory: dataDirectory, prompting: prompting)
        _ = try await secrets.set(Secret(address.absoluteString), service: ScheduleAPIDataManager.addressService, account: store, label: label)
    }

    func open(_ conference: SavedConference) async throws -> any AddedStores {
        try await OpenedConference.opening(source(of: conference), voice: voice)
    }

    private func source(of conference: SavedConference) -> ConferenceSource {
        ConferenceSource(saved: conference, dataDirectory: dataDirectory, timeout: timeout, maximumBytes: maximumBytes)
    }
}

/// An opened conference is what adding fills.
extension OpenedConference: AddedStores {
    var schedule: any ScheduleSyncStoring { store }

    func summary() async throws -> ScheduleStoreSummary { try await store.summary() }

    func follow(_ succession: ScheduleSuccession, at time: Date) async throws {
        try await favorites.follow(succession, at: time)
    }

    func syncNews() async -> String? {
        do {
            let result = await SyncSummary.runOnce(try await makeSynchronizer(lockWait: source.timeout * 3), name: source.name)
            if case .failure(let message) = result.verdict { return message }
            return nil
        } catch {
            return "\(error)"
        }
    }

    func publishCalendar() async {
        _ = try? await makeMyScheduleCalendar().publish()
    }
}
