import Entities
import FavoritesDataContract
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization
import SynchronizerContract
import Testing
@testable import Synchronizer

/// A sync partner in memory that merges as podium-server does (the later choice wins; at the same
/// moment a removal wins) and answers its whole set, tagged by version; nil when nothing was sent
/// and the set is still the one named. It records each exchange, and can be signed out or made
/// unreachable.
final class PartnerFake: FavoritesSyncPartner {
    struct State {
        var choices: [String: FavoriteChoice] = [:]
        var version = 0
        var exchanges: [[FavoriteChoice]] = []
        var signedIn = true
        var failure: FavoritesSyncError?
    }
    let partner: FavoritesPartner
    let state = Mutex(State())

    init(_ id: String = FavoritesPartner.podiumServerID) {
        partner = FavoritesPartner(id: id, name: "\(id) at https://\(id).example.org")
    }

    var starred: Set<String> { state.withLock { Set($0.choices.values.filter(\.isFavorite).map(\.sessionID)) } }
    var exchangeCount: Int { state.withLock { $0.exchanges.count } }

    /// A choice made on the partner's side (another device, its web page).
    func choose(_ id: String, _ isFavorite: Bool, at time: Date) {
        state.withLock { state in
            state.choices[id] = FavoriteChoice(sessionID: id, isFavorite: isFavorite, setAt: time)
            state.version += 1
        }
    }

    func isSignedIn() async -> Bool { state.withLock { $0.signedIn } }

    func exchange(_ pending: [FavoriteChoice], favorites: Set<String>, since tag: String?, at time: Date)
        async throws(FavoritesSyncError) -> FavoriteChoiceSet? {
        let answer = state.withLock { state -> Result<FavoriteChoiceSet?, FavoritesSyncError> in
            state.exchanges.append(pending)
            if let failure = state.failure { return .failure(failure) }
            var changed = false
            for choice in pending {
                if let stored = state.choices[choice.sessionID],
                   !(choice.setAt > stored.setAt || (choice.setAt == stored.setAt && !choice.isFavorite && stored.isFavorite)) { continue }
                state.choices[choice.sessionID] = choice
                changed = true
            }
            if changed { state.version += 1 }
            let current = "v\(state.version)"
            if pending.isEmpty, tag == current { return .success(nil) }
            return .success(FavoriteChoiceSet(choices: state.choices.values.sorted { $0.sessionID < $1.sessionID }, tag: current))
        }
        return try answer.get()
    }
}

/// A device's favorites in memory, with the real store's rules: each partner's confirmations its
/// own, an answer adopted except where chosen here since the exchange read what to send. It
/// announces each change, and records each feed it was made to follow.
final class FavoritesStoreFake: FavoriteChoiceStoring, FavoritesFollowing {
    struct Row: Equatable {
        var isFavorite: Bool
        var setAt: Date
    }
    let rows = Mutex<[String: Row]>([:])
    /// partner id → session id → the choice it confirmed.
    let confirmed = Mutex<[String: [String: Date]]>([:])
    let tags = Mutex<[String: String]>([:])
    let followed = Mutex<[ScheduleSuccession]>([])
    private let changes = Mutex<[UUID: AsyncStream<FavoritesDataChange>.Continuation]>([:])

    func choose(_ id: String, _ isFavorite: Bool, at time: Date) {
        let changed = rows.withLock { rows -> Bool in
            if rows[id]?.isFavorite == isFavorite || (rows[id] == nil && !isFavorite) { return false }
            rows[id] = Row(isFavorite: isFavorite, setAt: time)
            return true
        }
        if changed { publish(.favorites) }
    }

    var favorites: Set<String> { rows.withLock { Set($0.filter(\.value.isFavorite).keys) } }

    func favoriteSessionIDs() async throws -> Set<String> { favorites }

    func pendingFavoriteChoices(for partner: FavoritesPartner) async throws -> [FavoriteChoice] {
        let confirmed = confirmed.withLock { $0[partner.id] ?? [:] }
        return rows.withLock { rows in
            rows.filter { confirmed[$0.key] != $0.value.setAt }
                .map { FavoriteChoice(sessionID: $0.key, isFavorite: $0.value.isFavorite, setAt: $0.value.setAt) }
                .sorted { $0.sessionID < $1.sessionID }
        }
    }

    func favoritesSyncTag(for partner: FavoritesPartner) async throws -> String? { tags.withLock { $0[partner.id] } }

    func adoptFavoriteChoices(_ answer: FavoriteChoiceSet, from partner: FavoritesPartner, pushed: [FavoriteChoice], at time: Date,
                              acceptingRemovals: Bool) async throws -> Int {
        let sent = Dictionary(uniqueKeysWithValues: pushed.map { ($0.sessionID, $0.setAt) })
        tags.withLock { $0[partner.id] = answer.tag }
        let confirmedHere = confirmed.withLock { $0[partner.id] ?? [:] }
        let (changed, newlyConfirmed) = rows.withLock { rows -> (Int, [String: Date]) in
            var changed = 0
            var confirming = confirmedHere
            for choice in answer.choices {
                if let mine = rows[choice.sessionID], confirmedHere[choice.sessionID] != mine.setAt, sent[choice.sessionID] != mine.setAt { continue }
                if (rows[choice.sessionID]?.isFavorite ?? false) != choice.isFavorite { changed += 1 }
                rows[choice.sessionID] = Row(isFavorite: choice.isFavorite, setAt: choice.setAt)
                confirming[choice.sessionID] = choice.setAt
            }
            for (id, setAt) in sent where rows[id]?.setAt == setAt { confirming[id] = setAt }
            return (changed, confirming)
        }
        confirmed.withLock { $0[partner.id] = newlyConfirmed }
        if changed > 0 { publish(.favorites) }
        return changed
    }

    func noteFavoritesSynced(with partner: FavoritesPartner, at time: Date) async throws {}

    func follow(_ succession: ScheduleSuccession, at time: Date) async throws {
        followed.withLock { $0.append(succession) }
    }

    func changeEvents() -> AsyncStream<FavoritesDataChange> {
        let (stream, continuation) = AsyncStream<FavoritesDataChange>.makeStream()
        let id = UUID()
        changes.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in _ = self?.changes.withLock { $0.removeValue(forKey: id) } }
        return stream
    }

    private func publish(_ change: FavoritesDataChange) {
        for continuation in changes.withLock({ Array($0.values) }) { continuation.yield(change) }
    }
}

@Suite struct FavoritesSyncTests {
    func synchronizer(_ partners: [PartnerFake], _ store: FavoritesStoreFake, clock: ManualClock = ManualClock(),
                      api: ScriptedAPI = ScriptedAPI([.notModified])) -> Synchronizer {
        Synchronizer(api: api, store: InMemoryStore(), favorites: .init(store: store, partners: partners), clock: clock, random: { 0 })
    }

    @Test func choicesMadeHereGoUpAndOthersComeDown() async throws {
        let server = PartnerFake()
        let laptop = FavoritesStoreFake(), phone = FavoritesStoreFake()
        let clock = ManualClock()
        laptop.choose("keynote", true, at: clock.now())
        laptop.choose("rust", true, at: clock.now())
        let laptopSync = synchronizer([server], laptop, clock: clock)
        #expect(await laptopSync.syncNow() == .notModified)
        #expect(await laptopSync.status().favorites == [FavoritesSyncStatus(partner: server.partner.name, isSignedIn: true, lastSuccess: clock.now(),
                                                                           sent: 2, changedHere: 0)])
        let phoneSync = synchronizer([server], phone, clock: clock)
        _ = await phoneSync.syncNow()
        #expect(phone.favorites == ["keynote", "rust"])
        #expect(await phoneSync.status().favorites.first?.changedHere == 2)
        // Nothing new: the phone asks with its tag and the partner has nothing to say.
        _ = await phoneSync.syncNow()
        #expect(server.state.withLock { $0.exchanges.last } == [], "nothing to send, nothing sent")
        #expect(try await phone.pendingFavoriteChoices(for: server.partner).isEmpty)
    }

    /// The conference's server and its pretalx at once: what each brought reaches the other in
    /// the same sync, and nothing goes back to where it came from.
    @Test func aChoiceMadeOnEitherPartnerReachesTheOther() async throws {
        let server = PartnerFake(FavoritesPartner.podiumServerID), pretalx = PartnerFake(FavoritesPartner.pretalxID)
        let store = FavoritesStoreFake()
        let clock = ManualClock()
        server.choose("from-phone", true, at: clock.now())
        pretalx.choose("from-web", true, at: clock.now())
        let sync = synchronizer([server, pretalx], store, clock: clock)
        _ = await sync.syncNow()
        #expect(store.favorites == ["from-phone", "from-web"])
        #expect(server.starred == ["from-phone", "from-web"] && pretalx.starred == ["from-phone", "from-web"], "in one sync")
        #expect(try await store.pendingFavoriteChoices(for: server.partner).isEmpty)
        #expect(try await store.pendingFavoriteChoices(for: pretalx.partner).isEmpty)
        #expect(await sync.status().favorites.map(\.partner) == [server.partner.name, pretalx.partner.name])
    }

    @Test func signedOutNothingIsAskedAndNothingIsWrong() async throws {
        let server = PartnerFake()
        server.state.withLock { $0.signedIn = false }
        let store = FavoritesStoreFake()
        store.choose("keynote", true, at: Date())
        let sync = synchronizer([server], store)
        _ = await sync.syncNow()
        #expect(server.exchangeCount == 0)
        #expect(await sync.status().favorites == [FavoritesSyncStatus(partner: server.partner.name, isSignedIn: false)])
        #expect(try await store.pendingFavoriteChoices(for: server.partner).count == 1, "kept for when the person signs in")
    }

    @Test func anUnreachablePartnerBacksOffOnItsOwnAndTheRestStillSyncs() async throws {
        let server = PartnerFake(), pretalx = PartnerFake(FavoritesPartner.pretalxID)
        server.state.withLock { $0.failure = .unreachable("server unreachable (no answer)") }
        let store = FavoritesStoreFake()
        let clock = ManualClock()
        store.choose("keynote", true, at: clock.now())
        let schedule = ScriptedAPI([.notModified])
        let sync = Synchronizer(api: schedule, store: InMemoryStore(), favorites: .init(store: store, partners: [server, pretalx]), clock: clock,
                                backoff: BackoffPolicy(base: .seconds(120), cap: .seconds(300), jitter: 0), random: { 0 })
        #expect(await sync.syncNow() == .notModified, "the schedule's sync is not a failure")
        let status = await sync.status()
        #expect(status.lastError == nil)
        #expect(status.favorites.first?.lastError == "server unreachable (no answer)")
        #expect(status.favorites.last?.lastError == nil && pretalx.starred == ["keynote"], "the other partner is not held up")
        // Within the backoff the next cycle of the loop leaves the server alone, and syncs the schedule.
        let running = Task { await sync.run() }
        defer { running.cancel() }
        try await eventually("the loop's first sync") { schedule.callCount == 2 }
        try await eventually("the loop to wait") { clock.sleeperCount == 1 }
        clock.advance(by: 60)
        try await eventually("the loop's second sync") { schedule.callCount == 3 }
        #expect(server.exchangeCount == 1, "none while backing off")
        // The person asks (s, podium sync --once): the partner is tried at once; it is back.
        server.state.withLock { $0.failure = nil }
        _ = await sync.syncNow()
        #expect(server.starred == ["keynote"])
        #expect(await sync.status().favorites.first?.lastError == nil)
        #expect(try await store.pendingFavoriteChoices(for: server.partner).isEmpty)
    }

    /// A star in the app reaches the partners at once, not with the next minute's sync.
    @Test func aStarHereIsSentAtOnce() async throws {
        let server = PartnerFake()
        let store = FavoritesStoreFake()
        let clock = ManualClock()
        let sync = synchronizer([server], store, clock: clock)
        let running = Task { await sync.run() }
        defer { running.cancel() }
        try await eventually("the loop to wait") { clock.sleeperCount == 1 }
        store.choose("now", true, at: clock.now())
        try await eventually("the star to reach the partner") { server.starred == ["now"] }
        #expect(clock.sleeperCount == 1, "no sync of the schedule was needed for it")
    }

    /// The favorites follow each feed the schedule's store applied, in the sync that applied it.
    @Test func theFavoritesFollowEachAppliedFeed() async throws {
        let store = FavoritesStoreFake()
        let feed = ScheduleFeed(sessions: [Session(id: "a", title: "A")], speakers: [], rooms: [], categories: [])
        let sync = synchronizer([], store, api: ScriptedAPI([.feed(feed, FeedValidators(etag: "\"1\"")), .notModified]))
        _ = await sync.syncNow()
        _ = await sync.syncNow()
        #expect(store.followed.withLock { $0.count } == 1, "once, for the version that was applied")
    }
}
