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

    /// The window of the programme day `instant` belongs to.
    public static func window(containing instant: Date, in timeZone: TimeZone) -> DateInterval {
        window(of: date(of: instant, in: timeZone), in: timeZone)
    }
}
