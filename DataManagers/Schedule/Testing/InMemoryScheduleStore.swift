import Entities
import FavoritesTesting
import Foundation
import LiveData
import ScheduleDataContract

/// A schedule store in memory, for module tests: it holds a feed, answers every query the
/// way the real store does (time order, filters, what is hidden), records what was asked, and
/// emits change events when a test changes the data. What is hidden it asks of `personal`, the
/// person's own store beside it (favorites, marks), as the real one asks the favorites store. It
/// lives on the main actor, like the modules under test, so module tests never wait for a thread
/// a slow test elsewhere holds.
@MainActor
public final class InMemoryScheduleStore: ScheduleReading {
    public private(set) var feed: ScheduleFeed
    public let conferenceValue: Conference?
    /// The person's own store: favorites, what is hidden, marks, reminders given.
    public let personal: InMemoryFavoritesStore
    private var changeList: [ScheduleChange] = []
    private let changeBroadcaster = ChangeBroadcaster<ScheduleDataChange>()
    /// Every search text asked for, in order.
    public private(set) var searches: [String] = []
    /// Every speaker search asked for, in order.
    public private(set) var speakerSearches: [String] = []
    /// Makes every read fail with this message, to test error states.
    public var failure: String?
    /// Makes reading a day take this long, like a busy disk.
    public var dayReadDelay: Duration?

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(feed: ScheduleFeed, conference: Conference?, personal: InMemoryFavoritesStore = InMemoryFavoritesStore()) {
        self.feed = feed
        self.conferenceValue = conference
        self.personal = personal
        // What every list shows changed, as the real store announces it.
        personal.onHiddenChange = { [weak self] in self?.broadcast(.schedule) }
    }

    /// A store with nothing in it: the first launch before the first sync.
    public static func empty() -> InMemoryScheduleStore {
        InMemoryScheduleStore(feed: ScheduleFeed(sessions: [], speakers: [], rooms: [], categories: []), conference: nil)
    }

    public func setFailure(_ message: String?) { failure = message }

    /// Replaces the schedule (a sync landed), records the changes and tells the listeners.
    public func replaceSessions(_ sessions: [Session], at time: Date) {
        let old = Dictionary(uniqueKeysWithValues: feed.sessions.map { ($0.id, $0) })
        let new = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0) })
        for id in Set(old.keys).union(new.keys) {
            changeList.insert(contentsOf: ScheduleChange.between(old[id], new[id], at: time), at: 0)
        }
        feed.sessions = sessions
        broadcast(.schedule)
    }

    /// A sync that brings new speakers (and rooms, categories) as well as sessions.
    public func replaceFeed(_ feed: ScheduleFeed, at time: Date) {
        self.feed.speakers = feed.speakers
        self.feed.rooms = feed.rooms
        self.feed.categories = feed.categories
        replaceSessions(feed.sessions, at: time)
    }

    public func recordChange(_ change: ScheduleChange) {
        changeList.insert(change, at: 0)
    }

    public func broadcast(_ change: ScheduleDataChange) {
        changeBroadcaster.publish(change)
    }

    /// How many change-event subscriptions of the schedule's are open (a module that went away
    /// closes its own; `personal.listenerCount` counts the person's store's).
    public var listenerCount: Int { changeBroadcaster.subscriberCount }

    private func check() throws {
        if let failure { throw Failure(description: failure) }
    }

    // MARK: ScheduleReading

    public func conference() async throws -> Conference? {
        try check()
        return feed.sessions.isEmpty ? nil : conferenceValue
    }

    public func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        try check()
        if let dayReadDelay { try await Task.sleep(for: dayReadDelay) }
        guard let zone = conferenceValue?.timeZone else { return [] }
        return ordered(feed.sessions.filter { $0.day(in: zone) == day && matches($0, filter) })
    }

    public func listedSessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session] {
        try await sessions(on: day, matching: filter).map { session in
            var listed = session
            listed.description = nil
            listed.links = []
            return listed
        }
    }

    public func outlines(on day: LocalDate, matching filter: SessionFilter) async throws -> [SessionOutline] {
        try await sessions(on: day, matching: filter).map(SessionOutline.init)
    }

    /// What the person hid; every list leaves it out, as the real store does.
    public var hidden: HiddenOptions { personal.hiddenNow }

    private func matches(_ session: Session, _ filter: SessionFilter) -> Bool {
        guard !hidden.hides(session) else { return false }
        let itemsMatch = filter.categoryItemIDs.isEmpty || session.categoryItems.contains { filter.categoryItemIDs.contains($0.id) }
        let roomMatches = filter.roomIDs.isEmpty || session.room.map { filter.roomIDs.contains($0.id) } == true
        return itemsMatch && roomMatches
    }

    public func nowAndNext(at instant: Date, matching filter: SessionFilter) async throws -> NowAndNext {
        try check()
        let matching = feed.sessions.filter { matches($0, filter) }
        let timings = matching.compactMap { session in
            session.startsAt.map { NowAndNext.Timing(id: session.id, roomID: session.room?.id, start: $0, end: session.endsAt ?? $0) }
        }.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        return NowAndNext.reading(
            at: instant, in: conferenceValue?.timeZone ?? .gmt,
            timings: { window in timings.filter { $0.start < window.end && $0.end > window.start } },
            nextStart: { instant in timings.first { $0.start > instant }?.start },
            sessions: { ids in let wanted = Set(ids); return self.ordered(self.feed.sessions.filter { wanted.contains($0.id) }) },
            rooms: { self.feed.rooms })
    }

    public func session(id: String) async throws -> Session? {
        try check()
        return feed.sessions.first { $0.id == id }
    }

    public func sessions(ids: [String]) async throws -> [Session] {
        try check()
        let wanted = Set(ids)
        return ordered(feed.sessions.filter { wanted.contains($0.id) })
    }

    public func sessions(ofSpeaker speakerID: String) async throws -> [Session] {
        try check()
        return ordered(feed.sessions.filter { $0.speakers.contains { $0.id == speakerID } })
    }

    /// Case-insensitive substring search over titles and speaker names (the real store ranks
    /// with FTS; modules only need "these sessions match").
    public func search(_ text: String, limit: Int) async throws -> [Session] {
        try check()
        searches.append(text)
        let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return [] }
        return Array(ordered(feed.sessions.filter { !hidden.hides($0) && ($0.title + " " + $0.speakerNames).lowercased().contains(needle) })
            .prefix(limit))
    }

    public func search(_ text: String, limit: Int, readingFirst firstCount: Int) async throws -> SessionSearch {
        let found = try await search(text, limit: limit)
        return SessionSearch(first: Array(found.prefix(firstCount)), restIDs: found.dropFirst(firstCount).map(\.id))
    }

    /// A–Z by surname, as the real store lists them.
    public func speakers() async throws -> [Speaker] { try check(); return feed.speakers.sorted { $0.sortKey < $1.sortKey } }
    public func speakers(first limit: Int) async throws -> SpeakerListStart {
        let everyone = try await speakers()
        return SpeakerListStart(speakers: Array(everyone.prefix(max(0, limit))), total: everyone.count)
    }

    /// Case-insensitive substring search: names first, then tag lines and bios (the real store
    /// matches word prefixes with FTS).
    public func searchSpeakersNow(_ text: String, limit: Int) async throws -> SpeakerSearch {
        try await searchSpeakers(text, limit: limit)
    }

    public func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch {
        try check()
        speakerSearches.append(text)
        let needle = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return SpeakerSearch() }
        let all = try await speakers()
        let byName = all.filter { $0.fullName.lowercased().contains(needle) }
        let byOther = all.filter { speaker in
            !byName.contains(speaker) && ((speaker.tagLine ?? "") + " " + (speaker.bio ?? "")).lowercased().contains(needle)
        }
        return SpeakerSearch(byName: Array(byName.prefix(limit)), byOtherText: Array(byOther.prefix(limit)))
    }
    public func speaker(id: String) async throws -> Speaker? { try check(); return feed.speakers.first { $0.id == id } }
    public func rooms() async throws -> [Room] { try check(); return feed.rooms }
    public func categories() async throws -> [Category] { try check(); return feed.categories }
    public func filterNames() async throws -> FilterNames {
        try check()
        return FilterNames(categories: feed.categories, rooms: feed.rooms, hidden: hidden)
    }
    public func sessionCounts() async throws -> SessionCounts {
        try check()
        var counts = SessionCounts()
        for session in feed.sessions {
            for item in session.categoryItems { counts.byCategoryItem[item.id, default: 0] += 1 }
            if let room = session.room { counts.byRoom[room.id, default: 0] += 1 }
        }
        return counts
    }
    public func changes(since time: Date) async throws -> [ScheduleChange] {
        try check()
        return changeList.filter { $0.detectedAt >= time }
    }

    /// Listening starts when asked, from any thread: the main actor of a test is not always the
    /// main thread, and a listener added later missed a change made right after a module's
    /// first read.
    public nonisolated func changeEvents() -> AsyncStream<ScheduleDataChange> { changeBroadcaster.subscribe() }

    private func ordered(_ sessions: [Session]) -> [Session] {
        sessions.sorted { ($0.startsAt ?? .distantFuture, $0.room?.sort ?? 0, $0.id) < ($1.startsAt ?? .distantFuture, $1.room?.sort ?? 0, $1.id) }
    }
}
