import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract
import Synchronization
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// What the person picked survives anything that happens to feed data: a feed that drops most
/// of the schedule, a damaged schedule file, another process writing, a history that grows.
@Suite struct StoreSafetyTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager
    let now = FeedFactory.instant("2024-04-19T12:00:00Z")
    var schedulePath: String { directory.url.appendingPathComponent("schedule.sqlite").path }

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-safety")
        store = try FeedFactory.store(in: directory)
    }

    // MARK: A feed that would remove most of the schedule

    @Test func aFeedRemovingMostOfTheScheduleIsHeldBackUntilItHasSaidSoForHours() async throws {
        defer { directory.remove() }
        let full = FeedFactory.feed(FeedFactory.manySessions(200))
        _ = try await store.apply(full, validators: FeedValidators(etag: "\"full\""), at: now)
        let slip = FeedFactory.feed(Array(FeedFactory.manySessions(200).prefix(1)))

        let first = try await store.apply(slip, validators: FeedValidators(etag: "\"slip\""), at: now, shrink: .holdLargeRemovals)
        #expect(first == .heldBack(ScheduleShrink(stored: 200, incoming: 1, removed: 199, heldSince: now)))
        #expect(try await store.counts().sessions == 200, "nothing applied")
        #expect(try await store.changes(since: .distantPast).isEmpty, "no removals recorded")
        #expect(try await store.validators() == nil, "the next fetch sees the feed as it is now, not a 304")

        // The same feed a minute later is still held back (issue #28: two syncs were two minutes).
        let minuteLater = try await store.apply(slip, validators: FeedValidators(etag: "\"slip\""), at: now.addingTimeInterval(60), shrink: .holdLargeRemovals)
        #expect(minuteLater == .heldBack(ScheduleShrink(stored: 200, incoming: 1, removed: 199, heldSince: now)))
        #expect(minuteLater != .heldBack(ScheduleShrink(stored: 200, incoming: 1, removed: 199)), "held since the first time it was seen")
        let almost = now.addingTimeInterval(ScheduleShrink.confirmationDelay - 1)
        #expect(try await store.apply(slip, validators: FeedValidators(etag: "\"slip\""), at: almost, shrink: .holdLargeRemovals).report == nil)
        #expect(try await store.counts().sessions == 200)
        // Having said the same for six hours, it is taken as meant, and applied.
        let later = now.addingTimeInterval(ScheduleShrink.confirmationDelay)
        let second = try await store.apply(slip, validators: FeedValidators(etag: "\"slip\""), at: later, shrink: .holdLargeRemovals)
        #expect(second.report?.sessions == 1)
        #expect(try await store.counts().sessions == 1)
        #expect(try await store.validators() == FeedValidators(etag: "\"slip\""))
    }

    /// Issue #28: `podium remove` with the app running: stars went into deleted files. The next
    /// sync says the conference was removed (the favorites store's tests: the next star too).
    @Test func aRemovedConferenceIsNoticedByTheNextSync() async throws {
        defer { directory.remove() }
        _ = try await store.apply(FeedFactory.feed(FeedFactory.manySessions(3)), validators: FeedValidators(etag: "\"a\""), at: now)
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) {
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent(file))
        }
        do {
            _ = try await store.validators()
            Issue.record("a sync of a removed conference went on")
        } catch {
            #expect("\(error)".contains("removed while Podium ran"), "\(error)")
        }
    }

    @Test func aSlipFollowedByTheGoodFeedChangesNothingAndForgetsTheHold() async throws {
        defer { directory.remove() }
        let full = FeedFactory.feed(FeedFactory.manySessions(50))
        let slip = FeedFactory.feed([])
        _ = try await store.apply(full, validators: FeedValidators(etag: "\"full\""), at: now)
        #expect(try await store.apply(slip, validators: FeedValidators(), at: now, shrink: .holdLargeRemovals).report == nil)
        let good = try await store.apply(full, validators: FeedValidators(etag: "\"full\""), at: now, shrink: .holdLargeRemovals)
        #expect(good.report?.rowsWritten == 0)
        #expect(try await store.validators() == FeedValidators(etag: "\"full\""))
        // A later slip is a new slip: held back again, not taken as agreeing with the old one.
        #expect(try await store.apply(slip, validators: FeedValidators(), at: now, shrink: .holdLargeRemovals).report == nil)
        #expect(try await store.counts().sessions == 50)
    }

    @Test func theGuardLetsSmallChangesAndAcceptedShrinksThrough() async throws {
        defer { directory.remove() }
        // An empty "not published yet" feed on a fresh store is fine.
        #expect(try await store.apply(FeedFactory.feed([]), validators: FeedValidators(), at: now, shrink: .holdLargeRemovals).report != nil)
        _ = try await store.apply(FeedFactory.feed(FeedFactory.manySessions(10)), validators: FeedValidators(), at: now)
        // Half of ten, and no more than a handful: applied.
        let half = try await store.apply(FeedFactory.feed(Array(FeedFactory.manySessions(10).prefix(5))), validators: FeedValidators(),
                                         at: now, shrink: .holdLargeRemovals)
        #expect(half.report?.sessions == 5)
        // Four of five removed is most, but only a handful: applied.
        #expect(try await store.apply(FeedFactory.feed(Array(FeedFactory.manySessions(10).prefix(1))), validators: FeedValidators(),
                                      at: now, shrink: .holdLargeRemovals).report != nil)
        _ = try await store.apply(FeedFactory.feed(FeedFactory.manySessions(40)), validators: FeedValidators(), at: now)
        // The person said so: applied at once.
        let accepted = try await store.apply(FeedFactory.feed([]), validators: FeedValidators(), at: now, shrink: .accept)
        #expect(accepted.report?.sessions == 0)
        #expect(try await store.counts().sessions == 0)
    }

    // MARK: A damaged schedule file

    @Test(arguments: ["zero-length", "corrupted"])
    func aDamagedScheduleFileIsRebuiltFromTheNextFeed(_ damage: String) async throws {
        self.directory.remove()
        let directory = try TemporaryDirectory(prefix: "podium-damage")
        defer { directory.remove() }
        do {
            // The app that wrote them has quit before the file is damaged.
            let store = try FeedFactory.store(in: directory)
            _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: now)
        }
        let schedulePath = directory.url.appendingPathComponent("schedule.sqlite").path
        try await offThePool { try Self.damage(schedulePath, damage) }

        let reopened = try FeedFactory.store(in: directory)
        let recovery = try #require(reopened.recovery, "the damage went unnoticed")
        #expect(reopened.scheduleWasRecreated)
        #expect(recovery.description.contains("schedule store") && recovery.description.contains(".damaged-"))
        #expect(FileManager.default.fileExists(atPath: recovery.movedTo), "moved aside, never deleted")
        #expect(try await reopened.conference() == nil, "the schedule starts empty")
        #expect(try await reopened.validators() == nil, "the next sync fetches the feed whole")

        let rebuilt = try await reopened.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: now)
        #expect(try await reopened.counts().sessions == 4)
        #expect(rebuilt.succession.arrived == ["1", "2", "3", "4"] && rebuilt.succession.vanished.isEmpty,
                "every favorite is in the schedule again, none let go")
    }

    static func damage(_ path: String, _ how: String) throws {
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        if how == "zero-length" {
            try Data().write(to: URL(fileURLWithPath: path))
        } else {
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            for index in stride(from: 1024, to: bytes.count, by: 61) { bytes[index] ^= 0x5A }
            try bytes.write(to: URL(fileURLWithPath: path))
        }
    }

    // MARK: Another process writing

    /// Another connection (another process, in real life) holds the write lock for a while: a
    /// feed waits its turn instead of failing with "database is locked".
    @Test func writesWaitForAnotherWriterInsteadOfFailing() async throws {
        defer { directory.remove() }
        _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: now)
        let path = schedulePath
        let holding = Atomic<Bool>(false)
        let holder = Task {
            try await offThePool {
                let other = try DatabaseQueue(path: path)
                try other.inDatabase { db in
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    holding.store(true, ordering: .sequentiallyConsistent)
                    Thread.sleep(forTimeInterval: 1.0)
                    try db.execute(sql: "COMMIT")
                }
            }
        }
        while !holding.load(ordering: .sequentiallyConsistent) { try await Task.sleep(for: .milliseconds(5)) }
        var renamed = FeedFactory.sessions
        renamed[0].title = "Keynote, renamed"
        _ = try await store.apply(FeedFactory.feed(renamed), validators: FeedValidators(etag: "\"v2\""), at: now)
        try await holder.value
        #expect(try await store.session(id: "1")?.title == "Keynote, renamed")
    }

    // MARK: History

    @Test func theChangeHistoryIsBoundedByCountAndAge() async throws {
        defer { directory.remove() }
        // Twelve flips between two titles of 200 sessions: 2,400 renames.
        var time = now
        for flip in 0..<12 {
            let feed = FeedFactory.feed(FeedFactory.manySessions(200, titled: flip.isMultiple(of: 2) ? "Talk" : "Renamed talk"))
            _ = try await store.apply(feed, validators: FeedValidators(etag: "\"\(flip)\""), at: time)
            time = time.addingTimeInterval(60)
        }
        let kept = try await store.changes(since: .distantPast)
        #expect(kept.count <= ScheduleHistory.maximumCount)
        #expect(kept.first?.detectedAt == time.addingTimeInterval(-60), "the newest are kept")
        // A month later, a change prunes everything older than the history's age.
        let later = time.addingTimeInterval(ScheduleHistory.maximumAge + 3600)
        _ = try await store.apply(FeedFactory.feed(FeedFactory.manySessions(200, titled: "Final")), validators: FeedValidators(), at: later)
        #expect(try await store.changes(since: .distantPast).allSatisfy { $0.detectedAt == later })
    }
}
