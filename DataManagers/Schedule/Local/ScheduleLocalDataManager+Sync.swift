import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// What the synchronizer writes and asks of the schedule store: a feed applied whole or held back,
/// a sync that found nothing new, what is stored, the validators to ask with.
extension ScheduleLocalDataManager {
    /// Why the file cannot be written (a read-only or full disk): reading still works.
    public var unwritableNote: String? { schedule.unwritableNote }

    public func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome {
        let source = source
        // A store with no sessions yet holds nothing a power cut could cost: filled unflushed,
        // flushed once (`StoreConnection.write(flushingOnceIf:)`).
        let outcome = try await schedule.write(flushingOnceIf: { db in try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM session)")! }) { db in
            // Room for a whole conference's pages while it is written: with SQLite's 2 MiB, pages
            // spilled to the log mid-way were written again when the full-text index came back
            // to them. Given back when the write ends.
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -\(Self.applyCacheKiB)")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            // Days are counted in the feed's zone; a feed with no times keeps the store's.
            let storedZone = try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:))
            let zone = feed.conference.timeZone ?? storedZone ?? source.configuredZone ?? TimeZone(identifier: "UTC")!
            let outcome = try FeedApplier(db: db, timeZone: zone, time: time, source: source).apply(feed, validators: validators, shrink: shrink)
            if case .applied = outcome { try ScheduleMeta.set(.lastSync, String(time.timeIntervalSince1970), db) }
            return outcome
        }
        if case .applied(let report) = outcome, report.rowsWritten > 0 { broadcaster.publish(.schedule) }
        return outcome
    }

    /// The writer's page cache while a feed is applied, in KiB.
    static let applyCacheKiB = 32_768

    public func noteUnchanged(at time: Date) async throws {
        try await schedule.write { db in try ScheduleMeta.set(.lastSync, String(time.timeIntervalSince1970), db) }
    }

    public func summary() async throws -> ScheduleStoreSummary {
        try await schedule.read { db in
            let days = try String.fetchAll(db, sql: "SELECT DISTINCT day FROM session WHERE day IS NOT NULL ORDER BY day").compactMap { LocalDate($0) }
            return ScheduleStoreSummary(
                format: try ScheduleMeta.value(.format, db).flatMap(ScheduleFormat.init(rawValue:)),
                title: try ScheduleMeta.value(.feedTitle, db),
                timeZone: try ScheduleMeta.value(.timeZone, db).flatMap(TimeZone.init(identifier:)),
                days: days,
                sessions: try Int.fetchOne(db, sql: "SELECT count(*) FROM session") ?? 0,
                lastSync: try ScheduleMeta.value(.lastSync, db).flatMap(Double.init).map(Date.init(timeIntervalSince1970:)))
        }
    }

    public func validators() async throws -> FeedValidators? {
        // The first thing every sync asks: a conference removed meanwhile is noticed here.
        try schedule.checkStillThere()
        let source = source
        return try await schedule.read { db in
            guard try ScheduleMeta.value(.heldShrink, db) == nil, try !source.differs(db) else { return nil }
            let validators = FeedValidators(etag: try ScheduleMeta.value(.etag, db), lastModified: try ScheduleMeta.value(.lastModified, db),
                                            digest: try ScheduleMeta.value(.digest, db))
            return validators.isEmpty ? nil : validators
        }
    }

    public func counts() async throws -> ScheduleCounts {
        try await schedule.read { db in
            func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
            return ScheduleCounts(sessions: try count("session"), speakers: try count("speaker"), rooms: try count("room"),
                                  categories: try count("category"))
        }
    }
}
