import Entities
import Formatting
import Foundation
import Testing

/// The day the Agenda and the Grid show, chosen alike.
@Suite struct DayChoiceTests {
    let zone = TimeZone(identifier: "Europe/Brussels")!
    let days = [LocalDate(year: 2027, month: 1, day: 30), LocalDate(year: 2027, month: 1, day: 31)]

    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2027, month: 1, day: day, hour: hour, minute: minute))!
    }

    /// A choice loaded with `days` at `now`, and whether loading said the day changed.
    func loaded(_ days: [LocalDate], at now: Date, onto choice: DayChoice = DayChoice()) -> (DayChoice, changed: Bool) {
        var choice = choice
        let changed = choice.load(days, now: now, timeZone: zone)
        return (choice, changed)
    }

    @Test func firstOpenedDuringTheConferenceItShowsTheProgrammeDayUnderWay() {
        let sunday = loaded(days, at: at(31, 10))
        #expect(sunday.changed && sunday.0.day == days[1])
        let night = loaded(days, at: at(31, 1, 30))
        #expect(night.0.day == days[0], "01:30 on Sunday is still Saturday night's programme")
        let before = loaded(days, at: at(20, 10))
        #expect(before.0.day == days[0], "before it: the first day")
    }

    @Test func aSyncKeepsTheDayOnShowAndSaysWhenItIsAnother() {
        let (choice, _) = loaded(days, at: at(31, 10))
        let same = loaded(days, at: at(30, 10), onto: choice)
        #expect(!same.changed && same.0.day == days[1], "the same days: the day stays")
        // The organisers add a day before: the place stays, so the day on show is another.
        let earlier = loaded([LocalDate(year: 2027, month: 1, day: 29)] + days, at: at(31, 10), onto: choice)
        #expect(earlier.changed && earlier.0.day == days[0])
        let shorter = loaded([days[0]], at: at(31, 10), onto: earlier.0)
        #expect(!shorter.changed && shorter.0.index == 0, "held to the days there are")
        let none = loaded([], at: at(31, 10), onto: shorter.0)
        #expect(none.changed && none.0.day == nil && none.0.labels(nil).isEmpty)
    }

    @Test func keysAndClicksMoveWithinTheConference() {
        var empty = DayChoice()
        let movedNowhere = empty.move(by: 1)
        #expect(!movedNowhere, "nothing loaded: nowhere to go")
        var (choice, _) = loaded(days, at: at(30, 10))
        var moves: [Bool] = []
        moves.append(choice.move(by: -1))
        moves.append(choice.move(by: 1))
        moves.append(choice.move(by: .max))   // no step overflows
        #expect(moves == [false, true, false] && choice.index == 1)
        let back = choice.move(by: .min)
        #expect(back && choice.index == 0)
        let clicks = [choice.choose(5), choice.choose(-1), choice.choose(0), choice.choose(1)]
        #expect(clicks == [false, false, false, true] && choice.day == days[1])
    }

    @Test func backToNowGoesToTheNearestDay() {
        var empty = DayChoice()
        let nowhere = empty.chooseNow(at(30, 10), timeZone: zone)
        #expect(!nowhere, "no days")
        var (choice, _) = loaded(days, at: at(31, 10))
        var indices: [Int?] = []
        for now in [at(30, 12), at(31, 23), at(1, 9), at(31, 10).addingTimeInterval(7 * 86_400)] {
            _ = choice.chooseNow(now, timeZone: zone)
            indices.append(choice.index)
        }
        #expect(indices == [0, 1, 0, 1], "Saturday, Sunday, weeks before: the first, a week after: the last")
    }

    @Test func theStripIsNamedInTheConferencesClock() {
        let (choice, _) = loaded(days, at: at(30, 10))
        #expect(choice.labels(ConferenceClock(timeZone: zone)) == ["Sat 30 Jan", "Sun 31 Jan"])
    }
}

/// A day just chosen puts the highlight on now once; a re-read of the same day leaves it.
@Suite struct DayChoiceFocusTests {
    @Test func aChosenDayWantsTheFocusOnceAndAFilterAsksAgain() {
        let zone = TimeZone(identifier: "Europe/Brussels")!
        let days = [LocalDate(year: 2027, month: 1, day: 30), LocalDate(year: 2027, month: 1, day: 31)]
        var choice = DayChoice()
        _ = choice.load(days, now: Date(timeIntervalSince1970: 1_801_814_400), timeZone: zone)
        var taken: [Bool] = [choice.takeFocus(), choice.takeFocus()]
        _ = choice.load(days, now: Date(timeIntervalSince1970: 1_801_814_400), timeZone: zone)   // a sync: same day
        taken.append(choice.takeFocus())
        _ = choice.move(by: 1)
        taken.append(choice.takeFocus())
        choice.refocus()
        taken.append(choice.takeFocus())
        #expect(taken == [true, false, false, true, true])
    }
}
