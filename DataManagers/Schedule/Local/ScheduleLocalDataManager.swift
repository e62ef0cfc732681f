import Entities
import FeedFetcherContract
import Foundation
import GRDB
import LiveData
import FavoritesDataContract
import ScheduleDataContract
import StoreFiles

/// The schedule's local store: SQLite through GRDB in WAL mode, so screens read while the
/// synchronizer writes (what the practice's two Core Data contexts did).
///
/// It holds only what a feed can rebuild: a damaged schedule file is moved aside and rebuilt by
/// the next sync. The person's own data (favorites, what is hidden, marks) is the favorites
/// store's, in a file of its own; what is hidden reaches every list read through `hiding`.
public struct ScheduleLocalDataManager: ScheduleLocalDataManaging {
    let schedule: StoreConnection
    /// The name the person gave the conference (nil: the feed's, else `fallbackName`).
    let conferenceName: String?
    let fallbackName: String
    let source: FeedSource
    let broadcaster = ChangeBroadcaster<ScheduleDataChange>()
    /// What the person hid from every view, which list reads leave out.
    private let hiding: (any HiddenOptionsProviding)?

    /// Opens (creating, checking, then migrating) the schedule at `path`.
    ///
    /// `conferenceName`: the name the person gave it, which wins over the feed's title (nil: the
    /// feed's, else `fallbackName`). `timeZone`: the zone the person set, which the feed's
    /// times are read in (nil: the feed's own). `feedAddress`: where the feed comes from. When
    /// the zone or the address differ from those the stored feed was read with, the next sync
    /// reads the feed again whole; so does `ignoringOffsets` (the feed's clock times read as
    /// written) when it changes. `hiding`: what the person hid (the favorites store), left out of
    /// every list. `handingOverFavorites`: where a store from before favorites had a file of
    /// their own hands them over, once, before its table of them goes.
    public init(path: String, conferenceName: String?, fallbackName: String = "Conference", timeZone: TimeZone?, feedAddress: String? = nil,
                ignoringOffsets: Bool = false, hiding: (any HiddenOptionsProviding)? = nil,
                handingOverFavorites: (([FavoriteChoice]) throws -> Void)? = nil) throws {
        schedule = try StoreFile.open(path: path, role: "schedule store", migrator: ScheduleSchema.migrator) { writer in
            let migrator = ScheduleSchema.migrator
            let madeFresh = try writer.write { db in
                guard try ScheduleFreshSchema.isEmpty(db) else { return false }
                try ScheduleFreshSchema.make(db, migrations: migrator.migrations)
                return true
            }
            guard !madeFresh else { return }
            if try !writer.read({ try ScheduleSchema.migrator.appliedIdentifiers($0) }).contains(ScheduleSchema.favoritesMovedOut) {
                try ScheduleSchema.migrator.migrate(writer, upTo: ScheduleSchema.beforeFavoritesMovedOut)
                try handingOverFavorites?(try ScheduleSchema.legacyFavorites(writer))
            }
            try ScheduleSchema.migrator.migrate(writer)
        }
        self.hiding = hiding
        self.conferenceName = conferenceName
        self.fallbackName = fallbackName
        source = FeedSource(configuredZone: timeZone, address: feedAddress, ignoresOffsets: ignoringOffsets)
    }

    /// What opening had to repair, one line ("the schedule store … was damaged …; it was moved to
    /// … and a new one was made").
    public var recovery: StoreRecovery? { schedule.recovery }
    /// Whether the schedule was moved aside and starts empty: nothing should be published from
    /// it (a calendar, say) before a sync has filled it again.
    public var scheduleWasRecreated: Bool { schedule.recovery != nil }

    var hidden: HiddenOptions { hiding?.hiddenNow ?? .none }

    /// The address the store was opened with, for what is found from it.
    var feedAddress: String? { source.address }

    /// A read of the schedule file, for this type's extensions.
    func readSchedule<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        try await schedule.read(body)
    }

    /// The schedule's own changes, and what is hidden changing as a change of the schedule (what
    /// every list shows changed).
    public func changeEvents() -> AsyncStream<ScheduleDataChange> {
        guard let hiding else { return broadcaster.subscribe() }
        return ChangeBroadcaster.merging(broadcaster.subscribe(), hiding.changeEvents()) { $0 == .hidden ? .schedule : nil }
    }
}
