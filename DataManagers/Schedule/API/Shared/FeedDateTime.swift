import Entities
import Foundation

/// A date and clock time as a feed writes it, before any zone is chosen:
/// `2024-04-20T09:00:00` (naive: the conference's clock), `2024-04-20T07:00:00Z` (UTC) or
/// `2024-04-20T16:00:00+09:00` (an offset). Seconds and fractions are optional; a space may
/// stand for the T.
struct FeedDateTime: Hashable {
    let year, month, day, hour, minute, second: Int
    /// How it names its instant: not at all, as UTC (`Z`), or with an offset.
    var zone: Zone

    enum Zone: Hashable {
        case naive
        case utc
        /// Seconds east of UTC, as written (`+01:00` is 3600, `+00:00` is 0 but still an offset).
        case offset(Int)
    }

    var date: LocalDate { LocalDate(year: year, month: month, day: day) }

    /// Reads `text`, or nil when it is not such a date-time.
    init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
              bytes[13] == UInt8(ascii: ":"),
              let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2), let day = Self.number(bytes, 8, 2),
              let hour = Self.number(bytes, 11, 2), let minute = Self.number(bytes, 14, 2) else { return nil }
        var index = 16
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard let seconds = Self.number(bytes, index + 1, 2) else { return nil }
            second = seconds
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            }
        }
        let zone: Zone
        if index == bytes.count {
            zone = .naive
        } else if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            guard index + 1 == bytes.count else { return nil }
            zone = .utc
        } else {
            guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), let hours = Self.number(bytes, index + 1, 2) else { return nil }
            var minutes = 0
            switch bytes.count - index {
            case 3: break  // +01
            case 5: minutes = Self.number(bytes, index + 3, 2) ?? 60  // +0100
            case 6 where bytes[index + 3] == UInt8(ascii: ":"): minutes = Self.number(bytes, index + 4, 2) ?? 60  // +01:00
            default: return nil
            }
            guard hours <= 14, minutes < 60 else { return nil }
            zone = .offset((hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "+") ? 1 : -1))
        }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, zone: zone)
    }

    init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, zone: Zone) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), (0...60).contains(second) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = min(second, 59)
        self.zone = zone
    }

    /// The instant: a naive time is read in `timeZone` (nil: no instant). A day that does not
    /// exist (31 April) has none; in a spring-forward gap the clock moves forward.
    func instant(naiveIn timeZone: TimeZone?) -> Date? {
        var components: DateComponents {
            DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        }
        switch zone {
        case .naive:
            guard let timeZone else { return nil }
            let calendar = Self.calendar(timeZone)
            guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
            return date
        case .utc where year >= 1583, .offset where year >= 1583:
            // Arithmetic: a Calendar made for every event cost more than the rest of its times.
            // (Before 1583 Foundation's calendar counts Julian days, so it answers there.)
            let date = LocalDate(year: year, month: month, day: day)
            guard date.adding(days: 0) == date else { return nil }
            let base = Date(timeIntervalSince1970: TimeInterval(date.daysSince1970 * 86_400 + hour * 3_600 + minute * 60 + second))
            if case .offset(let seconds) = zone { return base.addingTimeInterval(TimeInterval(-seconds)) }
            return base
        case .utc, .offset:
            let utc = Self.calendar(Self.utc)
            guard let base = utc.date(from: components), utc.component(.day, from: base) == day else { return nil }
            if case .offset(let seconds) = zone { return base.addingTimeInterval(TimeInterval(-seconds)) }
            return base
        }
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// Callers cache instants by value: sessions share a handful of slot times.
    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
        guard start + length <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + length] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
