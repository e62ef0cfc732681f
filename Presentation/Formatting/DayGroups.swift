import Entities
import Foundation

/// Sessions grouped by the conference day they start on, days in order, sessions in time order
/// within a day, and the unscheduled ones last: how search results and My schedule are listed.
public struct DayGroup<Item> {
    /// nil for the sessions with no time yet.
    public let day: LocalDate?
    public let items: [Item]
}

public enum DayGroups {
    /// Groups `items` by the day `startsAt` falls on in `timeZone`; the order within a day is
    /// by start (stable for equal starts), and items without a start come last.
    public static func group<Item>(_ items: [Item], in timeZone: TimeZone, startsAt: (Item) -> Date?) -> [DayGroup<Item>] {
        // Positions are grouped and sorted, not the items: sorting whole sessions copied each
        // one at every comparison and cost more than the search that found them.
        let starts = items.map(startsAt)
        var byDay: [LocalDate?: [Int]] = [:]
        for (position, start) in starts.enumerated() {
            byDay[start.map { LocalDate($0, in: timeZone) }, default: []].append(position)
        }
        return byDay.keys.sorted(by: unscheduledLast).map { day in
            let ordered = (byDay[day] ?? []).sorted { lhs, rhs in
                let (left, right) = (starts[lhs] ?? .distantFuture, starts[rhs] ?? .distantFuture)
                return left != right ? left < right : lhs < rhs
            }
            return DayGroup(day: day, items: ordered.map { items[$0] })
        }
    }

    private static func unscheduledLast(_ lhs: LocalDate?, _ rhs: LocalDate?) -> Bool {
        switch (lhs, rhs) {
        case let (left?, right?): left < right
        case (.some, nil): true
        default: false
        }
    }
}
