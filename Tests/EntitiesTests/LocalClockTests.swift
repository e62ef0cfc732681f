import Foundation
import Testing
@testable import Entities

/// The day and clock time of an instant, worked out by arithmetic, agree with Foundation's
/// calendar everywhere a conference could be: zones with daylight saving, odd offsets, the
/// date line, and instants on both sides of a change of offset.
@Suite struct LocalClockTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati",
                        "America/St_Johns", "Australia/Lord_Howe", "Pacific/Apia"]

    @Test(arguments: zones)
    func dayAndClockTimeAgreeWithTheCalendar(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var generator = SystemRandomNumberGenerator()
        // 1583 to 2200 at random, and every quarter hour around 2024's changes of offset in Europe and America.
        var instants = (0..<3_000).map { _ in Date(timeIntervalSince1970: Double.random(in: -12_212_553_600...7_258_118_400, using: &generator)) }
        for change in [1_711_846_800.0, 1_729_990_800, 1_710_054_000, 1_730_613_600] {
            instants += stride(from: -7_200.0, through: 7_200, by: 900).map { Date(timeIntervalSince1970: change + $0) }
        }
        for instant in instants {
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            let date = LocalDate(instant, in: zone)
            #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day], "\(instant) in \(identifier)")
            let time = ClockTime(instant, in: zone)
            #expect([time.hour, time.minute] == [parts.hour, parts.minute], "\(instant) in \(identifier)")
        }
    }

    @Test func beforeTheGregorianReformTheCalendarStillAnswers() {
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let instant = Date(timeIntervalSince1970: -15_000_000_000)   // 1494
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        let date = LocalDate(instant, in: utc)
        #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day])
    }
}

/// Dates read from text and counted forward without a calendar.
@Suite struct LocalDateArithmeticTests {
    @Test func dayCountsRoundTripAndAgreeWithTheCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for days in stride(from: -140_000, through: 140_000, by: 997) {
            let date = LocalDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            let instant = Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
            if instant.timeIntervalSince1970 >= LocalDate.gregorianReform {
                let parts = calendar.dateComponents([.year, .month, .day], from: instant)
                #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day], "\(days)")
            }
        }
    }

    @Test func textNamesOnlyDatesThatExistAndDaysCountAcrossMonthsAndYears() {
        #expect(LocalDate("2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate("2025-02-29") == nil)
        #expect(LocalDate("2025-04-31") == nil)
        #expect(LocalDate("2100-02-29") == nil)
        #expect(LocalDate("2000-02-29") != nil)
        #expect(LocalDate(year: 2024, month: 12, day: 31).adding(days: 1) == LocalDate(year: 2025, month: 1, day: 1))
        #expect(LocalDate(year: 2024, month: 3, day: 1).adding(days: -1) == LocalDate(year: 2024, month: 2, day: 29))
    }

    /// Written as printf's "%04d-%02d-%02d" wrote it, for any year a date can hold.
    @Test func aDateIsWrittenZeroPaddedAsPrintfWroteIt() {
        for (year, month, day) in [(2024, 4, 5), (987, 12, 31), (5, 1, 1), (0, 2, 9), (-5, 3, 4), (-12_345, 10, 10), (12_345, 6, 7), (9_999, 11, 30)] {
            let date = LocalDate(year: year, month: month, day: day)
            #expect(date.description == String(format: "%04d-%02d-%02d", year, month, day), "\(year)")
        }
        #expect(LocalDate(year: 987, month: 1, day: 2).description == "0987-01-02")
        #expect(LocalDate(year: -5, month: 1, day: 2).description == "-005-01-02")
    }
}
