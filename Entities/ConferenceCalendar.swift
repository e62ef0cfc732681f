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
    public init(_ instant: Date, in timeZone: TimeZone) {
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: instant)
        self.init(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
    }

    /// "2024-04-20" read back; nil for anything else, or a date that does not exist.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
        guard adding(days: 0) == self else { return nil }
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> LocalDate {
        let utc = TimeZone(identifier: "UTC")!
        let start = Self.calendar(utc).date(from: DateComponents(year: year, month: month, day: day)) ?? .distantPast
        return LocalDate(start.addingTimeInterval(TimeInterval(days) * 86_400), in: utc)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
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
        let parts = LocalDate.calendar(timeZone).dateComponents([.hour, .minute], from: instant)
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
    }
}
