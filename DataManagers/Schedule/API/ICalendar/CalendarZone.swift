import Entities
import Foundation

/// A time zone an iCalendar file names with `TZID`: an IANA zone when the name is one (also
/// behind the prefixes some writers add, `/mozilla.org/20070129_1/Europe/Berlin`), else the
/// rules its own `VTIMEZONE` spells out (Outlook's "W. Europe Standard Time").
enum CalendarZone {
    case iana(TimeZone)
    case rules(VTimeZoneRules)

    /// The IANA zone a TZID names, if it names one.
    static func iana(_ tzid: String) -> TimeZone? {
        let name = tzid.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        if let zone = TimeZone(identifier: name), !name.isEmpty { return zone }
        // "/prefix/…/Area/City": the last two (or three: America/Argentina/Cordoba) parts.
        let parts = name.split(separator: "/")
        for count in [3, 2] where parts.count > count {
            if let zone = TimeZone(identifier: parts.suffix(count).joined(separator: "/")) { return zone }
        }
        return nil
    }

    /// The IANA zone whose clock follows `rules` through `years` (a VTIMEZONE under a name
    /// that is none: "W. Europe Standard Time", "Tiny/Berlin"), so the conference is shown in a
    /// zone that knows its summer time. Of several that agree, the one whose city the name
    /// mentions; nil when none agrees or the name picks none of several.
    static func matching(_ rules: VTimeZoneRules, named tzid: String, years: Set<Int>) -> TimeZone? {
        let samples: [(FeedDateTime, Int)] = years.sorted().prefix(3).flatMap { year in
            (1...12).flatMap { month in
                [1, 15].compactMap { day -> (FeedDateTime, Int)? in
                    guard let local = FeedDateTime(year: year, month: month, day: day, hour: 12, minute: 0, zone: .naive),
                          let offset = rules.offset(atLocal: local) else { return nil }
                    return (local, offset)
                }
            }
        }
        guard !samples.isEmpty else { return nil }
        let agreeing = TimeZone.knownTimeZoneIdentifiers.compactMap(TimeZone.init(identifier:)).filter { zone in
            samples.allSatisfy { local, offset in
                local.instant(naiveIn: FeedDateTime.utc).map { zone.secondsFromGMT(for: $0.addingTimeInterval(TimeInterval(-offset))) } == offset
            }
        }
        let name = tzid.lowercased()
        return agreeing.first { zone in
            let city = zone.identifier.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ").lowercased() } ?? ""
            return !city.isEmpty && name.contains(city)
        }
    }

    /// The instant a local clock time names in this zone.
    func instant(_ time: FeedDateTime) -> Date? {
        switch self {
        case .iana(let zone):
            return time.instant(naiveIn: zone)
        case .rules(let rules):
            guard let utc = time.instant(naiveIn: FeedDateTime.utc), let offset = rules.offset(atLocal: time) else { return nil }
            return utc.addingTimeInterval(TimeInterval(-offset))
        }
    }
}

/// The observances of a `VTIMEZONE` (STANDARD and DAYLIGHT): each starts at a local time with
/// an offset, once or again every year (`RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`, `RDATE`).
struct VTimeZoneRules {
    struct Observance {
        /// The first onset, as a local clock time in the offset before it.
        var start: FeedDateTime
        var offsetTo: Int
        /// Yearly recurrence: the month, and the nth weekday of it (-1: the last).
        var month: Int?
        var weekday: Int?
        var ordinal: Int?
        var monthDay: Int?
        var untilYear: Int?
        var extraOnsets: [FeedDateTime] = []
    }

    var observances: [Observance] = []
    /// `X-LIC-LOCATION` (Lightning and others): the IANA name behind a private TZID.
    var location: String?

    /// The offset in force at a local clock time: the observance whose latest onset comes last
    /// before it.
    func offset(atLocal time: FeedDateTime) -> Int? {
        let target = Self.key(time)
        var best: (key: Int, offset: Int)?
        for observance in observances {
            for onset in onsets(of: observance, around: time.year) where Self.key(onset) <= target {
                let key = Self.key(onset)
                if best == nil || key > best!.key { best = (key, observance.offsetTo) }
            }
        }
        // Before every onset: the earliest observance's offset is the best guess.
        return best?.offset ?? observances.min { Self.key($0.start) < Self.key($1.start) }?.offsetTo
    }

    private func onsets(of observance: Observance, around year: Int) -> [FeedDateTime] {
        var onsets = [observance.start] + observance.extraOnsets
        guard let month = observance.month else { return onsets }
        for candidate in max(observance.start.year, year - 1)...max(observance.start.year, year) {
            if let until = observance.untilYear, candidate > until { continue }
            guard let day = Self.day(year: candidate, month: month, weekday: observance.weekday, ordinal: observance.ordinal,
                                     monthDay: observance.monthDay),
                  let onset = FeedDateTime(year: candidate, month: month, day: day, hour: observance.start.hour,
                                           minute: observance.start.minute, zone: .naive) else { continue }
            onsets.append(onset)
        }
        return onsets
    }

    /// The day of the month: the nth (or nth from last) weekday, or a fixed day (negative: from
    /// the end). Nothing for what no month has (a 0th or 6th Sunday, a 13th month, day 40).
    static func day(year: Int, month: Int, weekday: Int?, ordinal: Int?, monthDay: Int?) -> Int? {
        guard (1...12).contains(month) else { return nil }
        let length = monthLength(year: year, month: month)
        if let monthDay {
            guard (-31...31).contains(monthDay), monthDay != 0 else { return nil }
            let day = monthDay > 0 ? monthDay : length + 1 + monthDay
            return (1...length).contains(day) ? day : nil
        }
        guard let weekday else { return nil }
        let days = (1...length).filter { LocalDate(year: year, month: month, day: $0).weekday == weekday }
        let ordinal = ordinal ?? 1
        guard ordinal != 0, (-days.count...days.count).contains(ordinal) else { return nil }
        return ordinal > 0 ? days[ordinal - 1] : days[days.count + ordinal]
    }

    private static func monthLength(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Local clock times compared as numbers: yyyymmddhhmm.
    private static func key(_ time: FeedDateTime) -> Int {
        ((((time.year * 100 + time.month) * 100 + time.day) * 100 + time.hour) * 100) + time.minute
    }

    /// `MO`…`SU` → 1…7.
    static let weekdays = ["MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6, "SU": 7]
}
