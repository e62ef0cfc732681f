import Foundation

/// A calendar date at the venue, independent of any time zone ("2024-04-20").
public struct LocalDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `instant` falls on in `timeZone`.
    ///
    /// By arithmetic on the zone's offset at that instant, not through a `Calendar`: making one
    /// per session cost more than the search whose results were being grouped by day. Before
    /// the Gregorian reform Foundation's calendar counts Julian days, so it answers there.
    public init(_ instant: Date, in timeZone: TimeZone) {
        guard instant.timeIntervalSince1970 >= Self.gregorianReform else {
            let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: instant)
            self.init(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
            return
        }
        self.init(daysSince1970: LocalClock.daysAndSeconds(instant, in: timeZone).days)
    }

    /// 1583-01-01T00:00:00Z, the first whole year of the Gregorian calendar everywhere Foundation counts it.
    static let gregorianReform: TimeInterval = -12_212_553_600

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days from 1970-01-01 to this date, proleptic Gregorian (Hinnant's days_from_civil): the
    /// inverse of `init(daysSince1970:)`.
    public var daysSince1970: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// "2024-04-20" read back; nil for anything else, or a date that does not exist.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
        // A date that does not exist (2025-02-31) comes back as another one.
        guard adding(days: 0) == self else { return nil }
    }

    /// The date `days` later (earlier when negative). Arithmetic, not a `Calendar`: the store
    /// reads a date per session, and two calendars each cost more than the rest of the row.
    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + days)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// "2024-04-20": written by hand, as `String(format:)` cost more than working out the date.
    public var description: String {
        Self.padded(year, to: 4) + "-" + Self.padded(month, to: 2) + "-" + Self.padded(day, to: 2)
    }

    /// `value` in at least `width` characters, zero-padded after its sign, as printf's `%0Nd`.
    static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    /// Monday 1 … Sunday 7, by the Gregorian calendar (Sakamoto's method; no time zone involved).
    public var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let sundayBased = (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
        return sundayBased == 0 ? 7 : sundayBased
    }

    /// The instant this date starts in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        Self.calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day)) ?? .distantPast
    }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

/// Hours and minutes on a clock in a given time zone.
public struct ClockTime: Sendable, Hashable {
    public let hour: Int
    public let minute: Int

    public init(_ instant: Date, in timeZone: TimeZone) {
        let seconds = LocalClock.daysAndSeconds(instant, in: timeZone).seconds
        hour = seconds / 3_600
        minute = seconds % 3_600 / 60
    }
}

/// An instant as a day count and the seconds into that day, on the clocks of a zone.
enum LocalClock {
    static func daysAndSeconds(_ instant: Date, in timeZone: TimeZone) -> (days: Int, seconds: Int) {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (days, local - days * 86_400)
    }
}
