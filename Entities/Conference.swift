import Foundation

/// The conference: its name, where its clocks are, and its days.
public struct Conference: Sendable, Hashable, Codable {
    public var name: String
    public var timeZone: TimeZone
    /// The dates that have scheduled sessions, in order.
    public var days: [LocalDate]

    public init(name: String, timeZone: TimeZone, days: [LocalDate]) {
        self.name = name
        self.timeZone = timeZone
        self.days = days
    }

    /// The days of these sessions, at the venue (a session's programme day where the feed gives one).
    public static func days(of sessions: [Session], in timeZone: TimeZone) -> [LocalDate] {
        Array(Set(sessions.compactMap { $0.day(in: timeZone) })).sorted()
    }

    /// The day number (1-based) of `date`, if the conference has it.
    public func dayNumber(of date: LocalDate) -> Int? {
        days.firstIndex(of: date).map { $0 + 1 }
    }
}
