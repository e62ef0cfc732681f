import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// The conference and what its schedule is filtered by: rooms, categories and their names.
extension ScheduleLocalDataManager {
    /// The conference as stored: its days, in the zone they were counted in, and its name.
    public func conference() async throws -> Conference? {
        let (days, zone, title) = try await schedule.read { db in
            (try String.fetchAll(db, sql: Self.daysSQL),
             try ScheduleMeta.value(.timeZone, db), try ScheduleMeta.value(.feedTitle, db))
        }
        // Never synced: nil. Synced, with no session that has a time: a conference of no days
        // (a schedule not published yet), which screens say as such.
        guard !days.isEmpty || zone != nil else { return nil }
        let timeZone = zone.flatMap(TimeZone.init(identifier:)) ?? source.configuredZone ?? TimeZone(identifier: "UTC")!
        return Conference(name: conferenceName ?? title ?? fallbackName, timeZone: timeZone, days: days.compactMap { LocalDate($0) })
    }

    /// The days with sessions, one index seek each: `SELECT DISTINCT day` went through every
    /// session of the conference (2 ms at 20,000) for every screen that shows the days.
    static let daysSQL = """
        WITH RECURSIVE days(day) AS (
            SELECT min(day) FROM session WHERE day IS NOT NULL
            UNION ALL SELECT (SELECT min(day) FROM session WHERE day > days.day) FROM days WHERE days.day IS NOT NULL)
        SELECT day FROM days WHERE day IS NOT NULL
        """

    public func rooms() async throws -> [Room] {
        try await schedule.read { db in try ScheduleReader.rooms(db) }
    }

    public func sessionCounts() async throws -> SessionCounts {
        try await schedule.read { db in
            func counts(_ sql: String) throws -> [Int: Int] {
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: sql).map { ($0[0] as Int, $0[1] as Int) })
            }
            return SessionCounts(byCategoryItem: try counts("SELECT itemId, count(*) FROM sessionCategoryItem GROUP BY itemId"),
                                 byRoom: try counts("SELECT roomId, count(*) FROM session WHERE roomId IS NOT NULL GROUP BY roomId"))
        }
    }

    public func categories() async throws -> [Category] {
        try await schedule.read { db in try ScheduleReader.categories(db) }
    }

    public func filterNames() async throws -> FilterNames {
        let hidden = hidden
        return try await schedule.read { db in
            FilterNames(categories: try ScheduleReader.categories(db), rooms: try ScheduleReader.rooms(db), hidden: hidden)
        }
    }
}
