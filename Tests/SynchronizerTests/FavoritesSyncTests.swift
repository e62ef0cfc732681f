import AttendeesDataContract
import Entities
import Foundation
import ScheduleDataContract
import Synchronization
import SynchronizerContract
import Testing
@testable import Synchronizer

/// A server's side of favorites in memory: the merge the real server does (later wins, at the same
/// moment a removal wins), versions as it keeps them (a merge that changes something bumps the
/// set's; given the version a device holds, only what changed since and what it sent is
/// answered), every request recorded, and a switch that makes it unreachable.
final class FavoritesServerFake: FavoritesSyncServing {
    struct State {
        var choices: [String: FavoriteChoice] = [:]
        /// The set's version, and the version that last changed each session.
        var version = 0
        var versions: [String: Int] = [:]
        var merges: [[FavoriteChoice]] = []
        /// The `since` of every merge.
        var sinces: [String?] = []
        /// How many choices each merge's answer held.
        var answered: [Int] = []
        /// Every merge asked for, answered or not.
        var mergeAttempts = 0
        var reads: [String?] = []
        var signedIn = true
        var failure: ConferenceServerError?
    }
    let state = Mutex(State())

    func hasToken() async -> Bool { state.withLock { $0.signedIn } }

    func favoriteChoices(ifNoneMatch tag: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet? {
        let (result, failure) = state.withLock { state -> (FavoriteChoiceSet, ConferenceServerError?) in
            state.reads.append(tag)
            return (Self.set(state.choices, version: state.version), state.failure)
        }
        if let failure { throw failure }
        return result.tag == tag ? nil : result
    }

    func mergeFavoriteChoices(_ choices: [FavoriteChoice], sentAt: Date, since: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet {
        let (result, failure) = state.withLock { state -> (FavoriteChoiceSet, ConferenceServerError?) in
            state.mergeAttempts += 1
            guard state.failure == nil else { return (FavoriteChoiceSet(choices: [], tag: nil), state.failure) }
            state.merges.append(choices)
            state.sinces.append(since)
            let before = state.version
            var changed: [String] = []
            for choice in choices {
                if let stored = state.choices[choice.sessionID],
                   !(choice.setAt > stored.setAt || (choice.setAt == stored.setAt && !choice.isFavorite && stored.isFavorite)) { continue }
                state.choices[choice.sessionID] = choice
                changed.append(choice.sessionID)
            }
            if !changed.isEmpty { state.version += 1 }
            for id in changed { state.versions[id] = state.version }
            let held = since.flatMap { Int($0.dropFirst(2).dropLast()) }
            guard let held, held <= before else {
                let whole = Self.set(state.choices, version: state.version)
                state.answered.append(whole.choices.count)
                return (whole, nil)
            }
            let sent = Set(choices.map(\.sessionID))
            let delta = state.choices.values.filter { sent.contains($0.sessionID) || (state.versions[$0.sessionID] ?? 0) > held }
                .sorted { $0.sessionID < $1.sessionID }
            state.answered.append(delta.count)
            return (FavoriteChoiceSet(choices: delta, tag: "\"v\(state.version)\"", isComplete: false), nil)
        }
        if let failure { throw failure }
        return result
    }

    static func set(_ choices: [String: FavoriteChoice], version: Int) -> FavoriteChoiceSet {
        FavoriteChoiceSet(choices: choices.values.sorted { $0.sessionID < $1.sessionID }, tag: "\"v\(version)\"")
    }
}

/// A device's favorites in memory, with the same rule as the real store: adopt the server's
/// answer except where chosen here since the push was read.
final class FavoritesStoreFake: FavoritesSyncStoring {
    struct Row: Equatable {
        var isFavorite: Bool
        var setAt: Date
        var syncedSetAt: Date?
    }
    let rows = Mutex<[String: Row]>([:])
    let tag = Mutex<String?>(nil)

    func choose(_ id: String, _ isFavorite: Bool, at time: Date) {
        rows.withLock { rows in
            if rows[id]?.isFavorite == isFavorite { return }
            if rows[id] == nil && !isFavorite { return }
            rows[id] = Row(isFavorite: isFavorite, setAt: time, syncedSetAt: rows[id]?.syncedSetAt)
        }
    }

    var favorites: Set<String> { rows.withLock { Set($0.filter(\.value.isFavorite).keys) } }

    func pendingFavoriteChoices() async throws -> [FavoriteChoice] {
        rows.withLock { rows in
            rows.filter { $0.value.syncedSetAt != $0.value.setAt }
                .map { FavoriteChoice(sessionID: $0.key, isFavorite: $0.value.isFavorite, setAt: $0.value.setAt) }
                .sorted { $0.sessionID < $1.sessionID }
        }
    }

    func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice], at time: Date,
                              acceptingRemovals: Bool, complete: Bool) async throws -> Int {
        let sent = Dictionary(uniqueKeysWithValues: pushed.map { ($0.sessionID, $0.setAt) })
        self.tag.withLock { $0 = tag }
        return rows.withLock { rows in
            var changed = 0
            for choice in choices {
                if let mine = rows[choice.sessionID], mine.syncedSetAt != mine.setAt, sent[choice.sessionID] != mine.setAt { continue }
                if (rows[choice.sessionID]?.isFavorite ?? false) != choice.isFavorite { changed += 1 }
                rows[choice.sessionID] = Row(isFavorite: choice.isFavorite, setAt: choice.setAt, syncedSetAt: choice.setAt)
            }
            return changed
        }
    }

    func favoritesSyncTag() async throws -> String? { tag.withLock { $0 } }
}

@Suite struct FavoritesSyncTests {
    func synchronizer(_ server: FavoritesServerFake, _ store: FavoritesStoreFake, clock: ManualClock = ManualClock()) -> Synchronizer {
        Synchronizer(api: ScriptedAPI([.notModified]), store: InMemoryStore(), favorites: .init(api: server, store: store), clock: clock,
                     random: { 0 })
    }

    @Test func choicesMadeHereGoUpAndOthersComeDown() async throws {
        let server = FavoritesServerFake()
        let laptop = FavoritesStoreFake(), phone = FavoritesStoreFake()
        let clock = ManualClock()
        laptop.choose("keynote", true, at: clock.now())
        laptop.choose("rust", true, at: clock.now())
        let laptopSync = synchronizer(server, laptop, clock: clock)
        #expect(await laptopSync.syncNow() == .notModified)
        #expect(await laptopSync.status().favorites == FavoritesSyncStatus(
            isSignedIn: true, lastSuccess: clock.now(), sent: 2, changedHere: 0))
        let phoneSync = synchronizer(server, phone, clock: clock)
        _ = await phoneSync.syncNow()
        #expect(phone.favorites == ["keynote", "rust"])
        #expect(await phoneSync.status().favorites?.changedHere == 2)
        // Nothing new: the phone asks with its tag and the server has nothing to say.
        _ = await phoneSync.syncNow()
        #expect(server.state.withLock { $0.reads.last } == phone.tag.withLock { $0 })
        #expect(server.state.withLock { $0.merges.count } == 1, "nothing to send, nothing sent")
    }

    /// One choice on a device that holds 450 is answered with what changed since its set — that
    /// choice and the other device's — never the 450 again; and nothing held here is lost for
    /// being absent from such an answer.
    @Test func oneChoiceAfterManyIsAnsweredWithWhatChangedOnly() async throws {
        let server = FavoritesServerFake()
        let laptop = FavoritesStoreFake(), phone = FavoritesStoreFake()
        let clock = ManualClock()
        for index in 0..<450 { laptop.choose("s\(index)", true, at: clock.now()) }
        let laptopSync = synchronizer(server, laptop, clock: clock), phoneSync = synchronizer(server, phone, clock: clock)
        _ = await laptopSync.syncNow()
        #expect(server.state.withLock { $0.sinces } == [nil, "\"v1\"", "\"v2\""], "each request names the set the answers so far make")
        #expect(server.state.withLock { $0.answered } == [200, 200, 50])
        _ = await phoneSync.syncNow()
        #expect(phone.favorites.count == 450)
        clock.advance(by: 5)
        phone.choose("s0", false, at: clock.now())
        _ = await phoneSync.syncNow()
        clock.advance(by: 5)
        laptop.choose("new", true, at: clock.now())
        _ = await laptopSync.syncNow()
        #expect(server.state.withLock { Array($0.answered.suffix(2)) } == [1, 2], "the phone's one; the laptop's one and the phone's")
        #expect(laptop.favorites.count == 450 && !laptop.favorites.contains("s0") && laptop.favorites.contains("new"))
        #expect(try await laptop.pendingFavoriteChoices().isEmpty, "nothing absent from a partial answer is sent again")
    }

    @Test func manyChoicesGoInRequestsTheServerTakes() async throws {
        let server = FavoritesServerFake()
        let store = FavoritesStoreFake()
        let clock = ManualClock()
        for index in 0..<450 { store.choose("s\(index)", true, at: clock.now()) }
        _ = await synchronizer(server, store, clock: clock).syncNow()
        #expect(server.state.withLock { $0.merges.map(\.count) } == [200, 200, 50])
        #expect(try await store.pendingFavoriteChoices().isEmpty)
    }

    @Test func signedOutNothingIsAskedAndNothingIsWrong() async throws {
        let server = FavoritesServerFake()
        server.state.withLock { $0.signedIn = false }
        let store = FavoritesStoreFake()
        store.choose("keynote", true, at: Date())
        let sync = synchronizer(server, store)
        _ = await sync.syncNow()
        #expect(server.state.withLock { $0.merges.isEmpty && $0.reads.isEmpty })
        #expect(await sync.status().favorites == FavoritesSyncStatus(isSignedIn: false))
        #expect(try await store.pendingFavoriteChoices().count == 1, "kept for when the person signs in")
    }

    @Test func anUnreachableServerBacksOffOnItsOwnAndTheScheduleStillSyncs() async throws {
        let server = FavoritesServerFake()
        server.state.withLock { $0.failure = .unreachable("no answer") }
        let store = FavoritesStoreFake()
        let clock = ManualClock()
        store.choose("keynote", true, at: clock.now())
        let schedule = ScriptedAPI([.notModified])
        let sync = Synchronizer(api: schedule, store: InMemoryStore(), favorites: .init(api: server, store: store), clock: clock,
                                backoff: BackoffPolicy(base: .seconds(120), cap: .seconds(300), jitter: 0), random: { 0 })
        #expect(await sync.syncNow() == .notModified, "the schedule's sync is not a failure")
        let status = await sync.status()
        #expect(status.lastError == nil)
        #expect(status.favorites?.lastError == "server unreachable (no answer)")
        // Within the backoff the next cycle of the loop leaves the server alone, and syncs the schedule.
        let running = Task { await sync.run() }
        defer { running.cancel() }
        try await eventually("the loop's first sync") { schedule.callCount == 2 }
        try await eventually("the loop to wait") { clock.sleeperCount == 1 }
        clock.advance(by: 60)
        try await eventually("the loop's second sync") { schedule.callCount == 3 }
        #expect(server.state.withLock { $0.mergeAttempts } == 1, "none while backing off")
        // The person asks (s, podium sync --once): favorites are tried at once; the server is back.
        server.state.withLock { $0.failure = nil }
        _ = await sync.syncNow()
        #expect(server.state.withLock { $0.merges.count } == 1)
        #expect(await sync.status().favorites?.lastError == nil)
        #expect(try await store.pendingFavoriteChoices().isEmpty)
    }
}
