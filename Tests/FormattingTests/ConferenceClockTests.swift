import Entities
import Formatting
import Foundation
import Testing

@Suite struct ConferenceClockTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let start = Date(timeIntervalSince1970: 1_713_600_000)  // 2024-04-20 08:00 UTC

    @Test func timesAreTheVenuesClock() {
        let session = Session(id: "1", title: "Keynote", startsAt: start, endsAt: start + 45 * 60)
        #expect(ConferenceClock(timeZone: berlin).timeRange(of: session) == "10:00–10:45")
        #expect(ConferenceClock(timeZone: .gmt).timeRange(of: session) == "08:00–08:45")
        #expect(ConferenceClock(timeZone: berlin).timeRange(of: Session(id: "2", title: "Later")) == "unscheduled")
        #expect(ConferenceClock(timeZone: berlin).timeRange(of: Session(id: "3", title: "Open end", startsAt: start)) == "10:00")
    }

    @Test(arguments: [
        (LocalDate(year: 2024, month: 4, day: 20), "Saturday 20 April", "Sat 20 Apr"),
        (LocalDate(year: 2026, month: 11, day: 23), "Monday 23 November", "Mon 23 Nov"),
        (LocalDate(year: 2000, month: 2, day: 29), "Tuesday 29 February", "Tue 29 Feb"),
        (LocalDate(year: 2024, month: 3, day: 31), "Sunday 31 March", "Sun 31 Mar"),
        (LocalDate(year: 2000, month: 1, day: 1), "Saturday 1 January", "Sat 1 Jan"),
    ])
    func daysAreNamedTheSameInEveryZone(day: LocalDate, long: String, short: String) {
        for zone in [berlin, TimeZone(identifier: "Pacific/Kiritimati")!, TimeZone(identifier: "Pacific/Pago_Pago")!] {
            let clock = ConferenceClock(timeZone: zone)
            #expect(clock.longName(of: day) == long)
            #expect(clock.shortName(of: day) == short)
        }
    }

    @Test func aSessionAfterMidnightBelongsToTheNextDayAtTheVenue() {
        let late = Date(timeIntervalSince1970: 1_713_652_200)  // 2024-04-20 22:30 UTC
        #expect(ConferenceClock(timeZone: berlin).day(of: late) == LocalDate(year: 2024, month: 4, day: 21))
        #expect(ConferenceClock(timeZone: .gmt).day(of: late) == LocalDate(year: 2024, month: 4, day: 20))
    }

    @Test func everyMinuteOfAWeekAcrossADaylightSavingChangeReadsAsTheVenuesClock() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let clock = ConferenceClock(timeZone: berlin)
        let springForward = Date(timeIntervalSince1970: 1_711_846_800 - 3 * 86_400)  // days before 2024-03-31 01:00 UTC
        for minute in stride(from: 0, to: 7 * 1_440, by: 13) {
            let instant = springForward + TimeInterval(minute * 60)
            let parts = calendar.dateComponents([.hour, .minute], from: instant)
            let expected = String(format: "%02d:%02d", parts.hour!, parts.minute!)
            #expect(clock.time(instant) == expected)
            #expect(clock.time(instant) == expected, "a remembered text is the same text")
        }
    }
}
