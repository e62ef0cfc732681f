import ConferencesDataContract
import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract

/// Where a conference is added, as the app hands it to the use case: its stores and the feeds
/// reached through contracts. The app decides which implementation does each.
public protocol AddingPlace: Sendable {
    var conferences: any ConferencesLocalDataManaging { get }
    var pretalx: any PretalxFinding { get }
    var pages: any SchedulePageFinding { get }
    /// Asks whether an export is there yet (pretalx answers 404 before its schedule is released).
    var fetcher: any FeedFetching { get }
    /// How long a feed request may take, and how large its answer may be.
    var timeout: Duration { get }
    var maximumBytes: Int { get }
    /// The feed of a conference as it would be saved, read as every sync reads it.
    func schedule(of conference: SavedConference) -> any ScheduleAPIDataManaging
    /// Whether a store of that name is in the data folder.
    func storeExists(named store: String) -> Bool
    /// The store a run with `--feed` alone keeps for this address (it comes along when added).
    func oneOffStore(for address: URL) -> String
    /// Keeps an address holding credentials in the secret store, for the conference's store.
    func keepFeedAddress(_ address: URL, store: String, label: String) async throws
    /// Where the conferences file is, for words.
    var conferencesLocation: String { get }
    /// The stores of a conference just saved, opened.
    func open(_ conference: SavedConference) async throws -> any AddedStores
}

/// A newly added conference's stores, as adding fills them.
public protocol AddedStores {
    /// The schedule's store, which the feed is written to.
    var schedule: any ScheduleSyncStoring { get }
    /// What the store holds once written.
    func summary() async throws -> ScheduleStoreSummary
    /// Favorites of an adopted store follow their talks into this version.
    func follow(_ succession: ScheduleSuccession, at time: Date) async throws
    /// Syncs the news once; why it failed, or nil.
    func syncNews() async -> String?
    /// Writes the My-schedule calendar, as any sync does.
    func publishCalendar() async
}
