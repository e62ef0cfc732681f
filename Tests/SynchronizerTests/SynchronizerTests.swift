import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import SynchronizerContract
import Testing
@testable import Synchronizer

@Suite struct SynchronizerTests {
    let clock = ManualClock()
    let store = InMemoryStore()
    let feed = ScheduleFeed(sessions: [Session(id: "1", title: "Keynote")], speakers: [], rooms: [], categories: [])
    let outage = ScheduleFetchError.fetch(.httpStatus(503, url: URL(string: "https://sessionize.com/api/v2/x/view/All")!))

    func synchronizer(_ api: ScriptedAPI) -> Synchronizer {
        Synchronizer(api: api, store: store, clock: clock, interval: .seconds(60),
                     backoff: BackoffPolicy(base: .seconds(5), cap: .seconds(300), jitter: 0.2), random: { 0 })
    }

    @Test func syncsAtOnceThenEveryIntervalConditionally() async throws {
        let api = ScriptedAPI([.feed(feed, FeedValidators(etag: "\"v1\"")), .notModified])
        let sync = synchronizer(api)
        let run = Task { await sync.run() }
        try await eventually("the first sync to finish waiting") { clock.sleeperCount == 1 }
        let started = clock.now()
        var status = await sync.status()
        #expect(store.applyCount == 1)
        #expect(status.lastSuccess == started && status.lastError == nil && !status.isSyncing)
        #expect(status.nextAttempt == started.addingTimeInterval(60))

        clock.advance(by: 60)
        try await eventually("the second fetch") { api.callCount == 2 && clock.sleeperCount == 1 }
        #expect(api.calls.withLock { $0[1] } == FeedValidators(etag: "\"v1\""), "the stored validators make it conditional")
        #expect(store.applyCount == 1, "not modified: nothing applied")
        status = await sync.status()
        #expect(status.lastSuccess == started.addingTimeInterval(60))
        run.cancel()
        await run.value
    }

    @Test func failuresBackOffExponentiallyUpToTheCapAndKeepTheLastGoodData() async throws {
        let api = ScriptedAPI([.feed(feed, FeedValidators(etag: "\"v1\"")), .failure(outage)])
        let sync = synchronizer(api)
        let run = Task { await sync.run() }
        try await eventually("the first sync") { clock.sleeperCount == 1 }
        let firstSuccess = await sync.status().lastSuccess
        clock.advance(by: 60)

        var delays: [TimeInterval] = []
        for attempt in 2...9 {
            try await eventually("attempt \(attempt)") { api.callCount == attempt && clock.sleeperCount == 1 }
            let status = await sync.status()
            #expect(status.lastError == "\(outage)")
            #expect(status.lastSuccess == firstSuccess, "the last success stays")
            let delay = try #require(status.nextAttempt).timeIntervalSince(try #require(status.lastAttempt))
            delays.append(delay)
            clock.advance(by: delay)
        }
        #expect(delays == [5, 10, 20, 40, 80, 160, 300, 300])
        #expect(store.applyCount == 1, "a failed sync never touches the store")
        run.cancel()
        await run.value
    }

    @Test func jitterShortensTheWaitWithinItsShare() {
        let policy = BackoffPolicy(base: .seconds(10), cap: .seconds(100), jitter: 0.2)
        #expect(policy.delay(afterFailures: 1, random: 0) == .seconds(10))
        #expect(policy.delay(afterFailures: 1, random: 0.5) == .seconds(9))
        #expect(policy.delay(afterFailures: 3, random: 0.999) > .seconds(32))
        #expect(policy.delay(afterFailures: 40, random: 0) == .seconds(100), "huge failure counts neither overflow nor pass the cap")
    }

    @Test func syncNowRunsAtOnceAndWakesTheWait() async throws {
        let api = ScriptedAPI([.feed(feed, FeedValidators(etag: "\"v1\"")), .notModified])
        let sync = synchronizer(api)
        let run = Task { await sync.run() }
        try await eventually("the first sync") { clock.sleeperCount == 1 }
        #expect(await sync.syncNow() == .notModified)
        #expect(api.callCount >= 2)
        run.cancel()
        await run.value
    }

    @Test func cancellingStopsCleanlyMidRequest() async throws {
        let api = ScriptedAPI([.hang])
        let sync = synchronizer(api)
        let run = Task { await sync.run() }
        try await eventually("the request to start") { api.callCount == 1 }
        #expect(await sync.status().isSyncing)
        run.cancel()
        await run.value   // returns: the loop stopped
        #expect(store.applyCount == 0)
        #expect(await sync.status().isSyncing == false)
    }

    @Test func statusUpdatesStartWithTheCurrentStatusAndFollowEachChange() async throws {
        let api = ScriptedAPI([.failure(outage)])
        let sync = synchronizer(api)
        var updates = await sync.statusUpdates().makeAsyncIterator()
        #expect(await updates.next() == SyncStatus())
        _ = await sync.syncNow()
        #expect(await updates.next()?.isSyncing == true)
        let failed = await updates.next()
        #expect(failed?.isSyncing == false && failed?.lastError == "\(outage)")
    }
}
