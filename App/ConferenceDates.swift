import Entities
import Formatting
import Foundation

/// A conference's dates in words: "Sat 1 Feb – Sun 2 Feb 2025", and its zone's name.
enum ConferenceDates {
    static func range(_ first: LocalDate, _ last: LocalDate) -> String {
        // A day's name does not depend on the zone it is shown in.
        let clock = ConferenceClock(timeZone: .gmt)
        let (from, to) = (clock.shortName(of: first), clock.shortName(of: last))
        if first == last { return "\(from) \(first.year)" }
        if first.year == last.year { return "\(from) – \(to) \(last.year)" }
        return "\(from) \(first.year) – \(to) \(last.year)"
    }
}
