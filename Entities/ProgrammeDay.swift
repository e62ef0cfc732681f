import Foundation

/// A conference's day as attendees live it: from early morning to early the next morning, so a
/// talk at 00:30 is still "tonight" (CCC's nights run past midnight; FOSDEM's days end at 19:00).
public enum ProgrammeDay {
    /// The hour at the venue where one programme day hands over to the next.
    public static let changeover = 6

    /// The programme day `instant` belongs to: the venue's date six hours earlier.
    public static func date(of instant: Date, in timeZone: TimeZone) -> LocalDate {
        LocalDate(instant.addingTimeInterval(-Double(changeover) * 3_600), in: timeZone)
    }

    /// From the changeover on `day` to the changeover on the next day, at the venue.
    public static func window(of day: LocalDate, in timeZone: TimeZone) -> DateInterval {
        let start = day.start(in: timeZone).addingTimeInterval(Double(changeover) * 3_600)
        let end = day.adding(days: 1).start(in: timeZone).addingTimeInterval(Double(changeover) * 3_600)
        return DateInterval(start: start, end: max(start, end))
    }

    /// Of `days` (a conference's, in order), the one `instant` belongs to; before them the first,
    /// after them the last: where "back to now" goes. nil when there are no days.
    public static func index(nearest instant: Date, in days: [LocalDate], timeZone: TimeZone) -> Int? {
        guard let first = days.first, let last = days.last else { return nil }
        let today = date(of: instant, in: timeZone)
        if let index = days.firstIndex(of: today) { return index }
        if today < first { return 0 }
        if today > last { return days.count - 1 }
        // Between two days of a conference with a day off: the next one.
        return days.firstIndex { $0 > today } ?? days.count - 1
    }

    /// The window of the programme day `instant` belongs to.
    public static func window(containing instant: Date, in timeZone: TimeZone) -> DateInterval {
        window(of: date(of: instant, in: timeZone), in: timeZone)
    }
}
