import Foundation

/// Reads the times Sessionize feeds carry, as absolute instants:
/// `2024-04-20T09:00:00` (no offset: the conference's local time, which the feed does not
/// state), `2024-04-20T07:00:00Z` (UTC) and `2024-04-20T16:00:00+09:00` (an offset);
/// fractional seconds are accepted and ignored.
struct FeedTime {
    let conferenceTimeZone: TimeZone
    private let calendar: Calendar

    init(conferenceTimeZone: TimeZone) {
        self.conferenceTimeZone = conferenceTimeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = conferenceTimeZone
        self.calendar = calendar
    }

    func instant(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
              let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var index = 19
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        if index == bytes.count {
            // Local time at the venue; in a spring-forward gap the calendar moves forward.
            guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
            return date
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        guard let base = utc.date(from: components), utc.component(.day, from: base) == day else { return nil }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            return index + 1 == bytes.count ? base : nil
        }
        guard bytes.count - index == 6, bytes[index + 3] == UInt8(ascii: ":"),
              bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
              let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2),
              hours <= 14, minutes < 60 else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
        return base.addingTimeInterval(TimeInterval(-offset))
    }

    private func number(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + length] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
