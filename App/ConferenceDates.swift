import Entities

/// A conference's dates in words: "Sat 1 Feb – Sun 2 Feb 2025".
enum ConferenceDates {
    static func range(_ first: LocalDate, _ last: LocalDate) -> String {
        if first == last { return "\(first.shortName) \(first.year)" }
        if first.year == last.year { return "\(first.shortName) – \(last.shortName) \(last.year)" }
        return "\(first.shortName) \(first.year) – \(last.shortName) \(last.year)"
    }
}
