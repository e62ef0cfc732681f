import Entities

import Foundation

/// A conference's dates in words: "Sat 1 Feb – Sun 2 Feb 2025", and its zone's name.
enum ConferenceDates {
    /// The zone's IANA name; "UTC" for UTC, which Foundation on Linux calls "GMT".
    static func zoneName(_ zone: TimeZone) -> String {
        zone.identifier == "GMT" || zone.identifier == "UTC" ? "UTC" : zone.identifier
    }

    static func range(_ first: LocalDate, _ last: LocalDate) -> String {
        if first == last { return "\(first.shortName) \(first.year)" }
        if first.year == last.year { return "\(first.shortName) – \(last.shortName) \(last.year)" }
        return "\(first.shortName) \(first.year) – \(last.shortName) \(last.year)"
    }
}
