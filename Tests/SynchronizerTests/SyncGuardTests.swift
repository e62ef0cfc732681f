import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import SynchronizerContract
import TestHarness
import Testing
@testable import Synchronizer

/// What the synchronizer says besides "synced": a held-back feed, the feed's warnings, another
/// process syncing, and what kind of failure a failure is.
@Suite struct SyncGuardTests {
    let store = InMemoryStore()
    let feed = ScheduleFeed(sessions: [Session(id: "1", title: "Keynote")], speakers: [], rooms: [], categories: [],
                            warnings: [FeedWarning(path: "sessions[0].roomId", message: "room 9 does not exist; dropped")])
    let url = URL(string: "https://sessionize.com/api/v2/x/view/All")!

    func synchronizer(_ api: ScriptedAPI, lock: (any SyncLocking)? = nil, lockWait: Duration = .zero) -> Synchronizer {
        Synchronizer(api: api, store: store, clock: ManualClock(), random: { 0 }, lock: lock, lockWait: lockWait)
    }

    @Test func aHeldBackFeedIsReportedUntilThePersonAcceptsIt() async {
        let shrink = ScheduleShrink(stored: 200, incoming: 1, removed: 199)
        store.shrinkToHold.withLock { $0 = shrink }
        let sync = synchronizer(ScriptedAPI([.feed(feed, FeedValidators(etag: "\"slip\""))]))
        #expect(await sync.syncNow() == .heldBack(shrink))
        #expect(await sync.status().heldBack == shrink)
        #expect(await sync.status().lastError == nil, "held back is not a failure: no backoff")
        #expect(store.applyCount == 0)
        guard case .updated(_, let warnings) = await sync.syncNow(acceptingShrink: true) else { Issue.record("not applied"); return }
        #expect(warnings == ["sessions[0].roomId: room 9 does not exist; dropped"])
        #expect(store.applyCount == 1)
        #expect(await sync.status().heldBack == nil)
        #expect(await sync.status().warnings == warnings, "the warnings are kept for `?`")
    }

    @Test func anotherSyncOfTheSameStoreIsWaitedForOrSkipped() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-synclock")
        defer { directory.remove() }
        let storePath = directory.url.appendingPathComponent("demo.sqlite").path
        let otherProcess = FileSyncLock(storePath: storePath)
        #expect(await otherProcess.acquire(waitingUpTo: .zero))

        let impatient = synchronizer(ScriptedAPI([.feed(feed, FeedValidators())]), lock: FileSyncLock(storePath: storePath))
        guard case .skipped(let message) = await impatient.syncNow() else { Issue.record("not skipped"); return }
        #expect(message.contains("another sync"))
        #expect(store.applyCount == 0)

        let patient = synchronizer(ScriptedAPI([.feed(feed, FeedValidators())]), lock: FileSyncLock(storePath: storePath), lockWait: .seconds(30))
        let waiting = Task { await patient.syncNow() }
        try await Task.sleep(for: .milliseconds(200))
        #expect(store.applyCount == 0, "still waiting its turn")
        otherProcess.release()
        guard case .updated = await waiting.value else { Issue.record("the waiting sync did not run"); return }
        #expect(store.applyCount == 1)
        // Released after the sync: the next one takes the lock at once.
        #expect(await otherProcess.acquire(waitingUpTo: .zero))
        otherProcess.release()
    }

    @Test func failuresSayWhetherWaitingHelps() async {
        let cases: [(ScriptedAPI.Answer, SyncFailureKind)] = [
            (.failure(.fetch(.httpStatus(503, url: url))), .unreachable),
            (.failure(.fetch(.timedOut(seconds: 20, url: url))), .unreachable),
            (.failure(.fetch(.httpStatus(404, url: url))), .needsAction),
            (.failure(.feed(.duplicateID(path: "sessions[2]", id: "7"), url: url.absoluteString)), .feedRejected),
            (.failure(.credentialUnavailable(host: "h", detail: "locked")), .needsAction),
            (.failure(.fetch(.unexpectedNotModified(url: url))), .feedRejected),
        ]
        for (answer, kind) in cases {
            let sync = synchronizer(ScriptedAPI([answer]))
            _ = await sync.syncNow()
            #expect(await sync.status().lastErrorKind == kind, "\(answer)")
        }
        struct ReadOnlyDisk: Error, CustomStringConvertible { var description: String { "cannot save to the schedule store: read-only" } }
        store.applyFailure.withLock { $0 = ReadOnlyDisk() }
        let sync = synchronizer(ScriptedAPI([.feed(feed, FeedValidators())]))
        #expect(await sync.syncNow() == .failed("cannot save to the schedule store: read-only"))
        #expect(await sync.status().lastErrorKind == .needsAction)
    }
}
