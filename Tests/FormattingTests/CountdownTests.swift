import Foundation
import Testing
import Formatting

/// Time to and from an instant in a line's few words: minutes rounded up, never "0 min".
struct CountdownTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func later(_ seconds: Double) -> Date { now.addingTimeInterval(seconds) }

    @Test func untilRoundsUpAndGrowsIntoHoursAndDays() {
        #expect(Countdown.until(later(30), from: now) == "in 1 min")
        #expect(Countdown.until(later(12 * 60), from: now) == "in 12 min")
        #expect(Countdown.until(later(125 * 60), from: now) == "in 2 h 05 min")
        #expect(Countdown.until(later(3 * 3_600), from: now) == "in 3 h")
        #expect(Countdown.until(later(70 * 3_600), from: now) == "in 3 days")
        #expect(Countdown.until(later(-5), from: now) == "now")
        #expect(Countdown.until(Date.distantFuture, from: now).hasPrefix("in "), "no trap on a far date")
    }

    @Test func leftSaysMinutesUntilTheEnd() {
        #expect(Countdown.left(until: later(23 * 60 - 10), from: now) == "23 min left")
        #expect(Countdown.left(until: later(70 * 60), from: now) == "1 h 10 min left")
        #expect(Countdown.left(until: now, from: now) == "ending")
    }

    @Test func theBarFillsWithTheTimeThatPassed() {
        #expect(Countdown.bar(from: now, to: later(800), at: later(200), width: 8) == "▰▰▱▱▱▱▱▱")
        #expect(Countdown.bar(from: now, to: later(800), at: later(-100), width: 4) == "▱▱▱▱")
        #expect(Countdown.bar(from: now, to: later(800), at: later(9_000), width: 4) == "▰▰▰▰")
        #expect(Countdown.bar(from: now, to: now, at: now, width: 3) == "▰▰▰", "a session of no length is over")
        #expect(Countdown.bar(from: now, to: later(60), at: now, width: 0).isEmpty)
    }
}
