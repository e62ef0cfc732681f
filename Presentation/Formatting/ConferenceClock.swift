import Entities
import Foundation

/// Dates and times as a conference's screens show them: in the conference's zone, in the locale
/// Podium writes conferences in (a 24-hour clock, the day before the month: "Saturday 20 April",
/// "09:00"), through Foundation's formatters. One per screen that shows times; the texts are
/// kept per instant, because a schedule repeats the same few hundred start times.
public final class ConferenceClock {
    public let timeZone: TimeZone
    public let locale: Locale
    // Made when first used: a formatter costs more to make than a screen's first frame has to
    // spare, and most screens use one or two of the three.
    private lazy var clock = Self.formatter(template: "HHmm", timeZone: timeZone, locale: locale)
    // A LocalDate has no zone: it is formatted as the date it names, at noon UTC.
    private lazy var longDay = Self.formatter(template: "EEEEdMMMM", timeZone: .gmt, locale: locale)
    private lazy var shortDay = Self.formatter(template: "EEEdMMM", timeZone: .gmt, locale: locale)
    private var clockTexts: [Date: String] = [:]

    /// The locale every conference is shown in unless a screen is given another.
    public static let conferenceLocale = Locale(identifier: "en_GB")

    public init(timeZone: TimeZone, locale: Locale = ConferenceClock.conferenceLocale) {
        self.timeZone = timeZone
        self.locale = locale
    }

    /// "09:05".
    public func time(_ instant: Date) -> String {
        if let known = clockTexts[instant] { return known }
        let text = clock.string(from: instant)
        if clockTexts.count > 4_096 { clockTexts.removeAll(keepingCapacity: true) }
        clockTexts[instant] = text
        return text
    }

    /// "09:00–09:45"; the start alone when the end is unknown; "unscheduled" without a time.
    public func timeRange(of session: Session) -> String {
        timeRange(from: session.startsAt, to: session.endsAt)
    }

    public func timeRange(from start: Date?, to end: Date?) -> String {
        guard let start else { return "unscheduled" }
        guard let end else { return time(start) }
        return time(start) + "–" + time(end)
    }

    /// "Sat 20 Apr 09:00–09:45": when, on another day than the one on show.
    public func dayAndTimeRange(from start: Date, to end: Date?) -> String {
        "\(shortName(of: day(of: start))) \(timeRange(from: start, to: end))"
    }

    /// "Sat 20 Apr 09:05": an instant on another day than the one on show (a news item).
    public func dayAndTime(_ instant: Date) -> String {
        "\(shortName(of: day(of: instant))) \(time(instant))"
    }

    /// "Saturday 20 April".
    public func longName(of day: LocalDate) -> String {
        longDay.string(from: Self.noon(of: day))
    }

    /// "Sat 20 Apr".
    public func shortName(of day: LocalDate) -> String {
        shortDay.string(from: Self.noon(of: day))
    }

    /// The conference day an instant falls on, at the venue.
    public func day(of instant: Date) -> LocalDate {
        LocalDate(instant, in: timeZone)
    }

    private static func noon(of day: LocalDate) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day.daysSince1970) * 86_400 + 12 * 3_600)
    }

    private static func formatter(template: String, timeZone: TimeZone, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }
}
