import Entities
import Foundation
import Testing

/// Where "back to now" goes: the day of now, else the conference's nearest day.
@Suite struct ProgrammeDayNearestTests {
    static let zone = TimeZone(identifier: "Europe/Brussels")!
    static let days = [LocalDate(year: 2027, month: 1, day: 30), LocalDate(year: 2027, month: 1, day: 31), LocalDate(year: 2027, month: 2, day: 2)]

    static func at(_ day: Int, _ month: Int, _ hour: Int) -> Date {
        LocalDate(year: 2027, month: month, day: day).start(in: zone).addingTimeInterval(Double(hour) * 3_600)
    }

    @Test func theDayOfNowElseTheNearestDay() {
        #expect(ProgrammeDay.index(nearest: Self.at(31, 1, 14), in: Self.days, timeZone: Self.zone) == 1)
        #expect(ProgrammeDay.index(nearest: Self.at(1, 2, 2), in: Self.days, timeZone: Self.zone) == 1, "02:00 is still the night of the 31st")
        #expect(ProgrammeDay.index(nearest: Self.at(1, 2, 14), in: Self.days, timeZone: Self.zone) == 2, "a day off: the next day")
        #expect(ProgrammeDay.index(nearest: Self.at(10, 1, 14), in: Self.days, timeZone: Self.zone) == 0)
        #expect(ProgrammeDay.index(nearest: Self.at(20, 2, 14), in: Self.days, timeZone: Self.zone) == 2)
        #expect(ProgrammeDay.index(nearest: Self.at(20, 2, 14), in: [], timeZone: Self.zone) == nil)
    }
}
