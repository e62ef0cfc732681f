import Entities
import FavoritesDataContract
import Foundation
import LiveData
import Synchronization

/// The person's own store in memory, for module tests: My schedule, what is hidden, when they
/// last looked, the reminders given and whom the picks are synced with, as the real store keeps
/// them; it records what was asked and announces changes. It lives on the main actor, like the
/// modules under test.
@MainActor
public final class InMemoryFavoritesStore: FavoritesReading, FavoriteListReading, FavoritesWriting, LastLookedReading, LastLookedWriting,
    HidingReading, HidingWriting, HiddenOptionsProviding, ReminderClaiming, ReminderReleasing, FavoritesSyncStateReading {
    private var favoriteList: [Favorite] = []
    private let changeBroadcaster = ChangeBroadcaster<FavoritesDataChange>()
    /// How many times the favorites were read: a test waits for a module's re-read by it.
    public private(set) var favoritesReads = 0
    /// Makes every read and write fail with this message, to test error states.
    public var failure: String?
    public var syncStates: [FavoritesSyncState] = []

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(favorites: [Favorite] = []) {
        favoriteList = favorites
    }

    public func setFailure(_ message: String?) { failure = message }

    private func check() throws {
        if let failure { throw Failure(description: failure) }
    }

    /// Told of every change of what is hidden: the schedule's fake beside it announces it as a
    /// change of the schedule, as the real schedule store does.
    public var onHiddenChange: (@MainActor () -> Void)?

    public func broadcast(_ change: FavoritesDataChange) {
        changeBroadcaster.publish(change)
        if change == .hidden { onHiddenChange?() }
    }

    /// How many change-event subscriptions are open (a module that went away closes its own).
    public var listenerCount: Int { changeBroadcaster.subscriberCount }

    // MARK: My schedule

    public func favorites() async throws -> [Favorite] {
        try check()
        favoritesReads += 1
        return favoriteList
    }

    public func favoriteSessionIDs() async throws -> Set<String> {
        Set(try await favorites().map(\.sessionID))
    }

    public func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws {
        try check()
        let had = favoriteList.contains { $0.sessionID == sessionID }
        guard had != isFavorite else { return }
        favoriteList.removeAll { $0.sessionID == sessionID }
        if isFavorite { favoriteList.append(Favorite(sessionID: sessionID, addedAt: time)) }
        broadcast(.favorites)
    }

    /// A favorite as a sync would leave it (with its session as last seen), announced.
    public func adopt(_ favorite: Favorite) {
        favoriteList.removeAll { $0.sessionID == favorite.sessionID }
        favoriteList.append(favorite)
        broadcast(.favorites)
    }

    // MARK: Hidden

    /// Read by the schedule's fake from any thread, as the real store's cache is.
    private nonisolated let hiddenValue = Mutex(HiddenOptions.none)

    public nonisolated var hiddenNow: HiddenOptions { hiddenValue.withLock { $0 } }
    public var hidden: HiddenOptions { hiddenNow }

    public func hiddenOptions() async throws -> HiddenOptions { try check(); return hiddenNow }

    public func setCategoryItem(_ id: Int, hidden isHidden: Bool) async throws {
        try check()
        hiddenValue.withLock { if isHidden { $0.categoryItemIDs.insert(id) } else { $0.categoryItemIDs.remove(id) } }
        broadcast(.hidden)
    }

    public func setRoom(_ id: Int, hidden isHidden: Bool) async throws {
        try check()
        hiddenValue.withLock { if isHidden { $0.roomIDs.insert(id) } else { $0.roomIDs.remove(id) } }
        broadcast(.hidden)
    }

    public func showEverything() async throws {
        try check()
        hiddenValue.withLock { $0 = .none }
        broadcast(.hidden)
    }

    // MARK: Marks and reminders

    public private(set) var lastLookedValue: Date?
    /// The reminders given, as (session, start).
    public private(set) var remindersGiven: [(sessionID: String, startsAt: Date)] = []

    public func lastLooked() async throws -> Date? { try check(); return lastLookedValue }
    public func setLastLooked(_ time: Date) async throws { try check(); lastLookedValue = time }

    public func claimReminder(sessionID: String, startsAt: Date, at time: Date) async throws -> Bool {
        try check()
        guard !remindersGiven.contains(where: { $0.sessionID == sessionID && $0.startsAt == startsAt }) else { return false }
        remindersGiven.append((sessionID, startsAt))
        return true
    }

    public func releaseReminder(sessionID: String, startsAt: Date) async throws {
        try check()
        remindersGiven.removeAll { $0.sessionID == sessionID && $0.startsAt == startsAt }
    }

    public func favoritesSyncStates() async throws -> [FavoritesSyncState] { try check(); return syncStates }

    /// Listening starts when asked, from any thread (see `InMemoryScheduleStore.changeEvents`).
    public nonisolated func changeEvents() -> AsyncStream<FavoritesDataChange> { changeBroadcaster.subscribe() }
}
