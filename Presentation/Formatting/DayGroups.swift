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
        var byDay: [LocalDate?: [(start: Date?, item: Item)]] = [:]
        for item in items {
            let start = startsAt(item)
            byDay[start.map { LocalDate($0, in: timeZone) }, default: []].append((start, item))
        }
        return byDay.keys.sorted(by: unscheduledLast).map { day in
            let entries = byDay[day] ?? []
            let ordered = entries.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element.start ?? .distantFuture, rhs.element.start ?? .distantFuture)
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            return DayGroup(day: day, items: ordered.map(\.element.item))
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
