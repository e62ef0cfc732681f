import Entities
import Foundation
import Testing
@testable import ScheduleAPIDataManager

/// Times, durations and names as feeds write them, read by bytes and arithmetic: each answers
/// what Foundation's calendar and Characters answered before.
@Suite struct FeedClockTests {
    /// The instant a Gregorian calendar in UTC gives, as the reading did through one.
    private static func calendarInstant(_ time: FeedDateTime) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second)
        guard let base = calendar.date(from: components), calendar.component(.day, from: base) == time.day else { return nil }
        if case .offset(let seconds) = time.zone { return base.addingTimeInterval(TimeInterval(-seconds)) }
        return base
    }

    @Test func everyWrittenInstantIsTheOneTheCalendarGives() throws {
        let days = ["1583-01-01", "1600-02-29", "1700-02-29", "1900-02-28", "1900-02-29", "1969-12-31", "1970-01-01", "2000-02-29",
                    "2024-02-29", "2025-02-29", "2025-04-31", "2025-06-30", "2025-12-31", "2100-02-29", "9999-12-31",
                    // Before the Gregorian reform Foundation counts Julian days: still asked there.
                    "1000-02-29", "1582-10-10", "1582-10-15"]
        let missing: Set = ["1700-02-29", "1900-02-29", "2025-02-29", "2025-04-31", "2100-02-29"]
        for day in days {
            for (clock, zone) in [("00:00:00", "Z"), ("23:59:59", "Z"), ("09:30:00", "+01:00"), ("00:15:00", "+14:00"), ("23:45:00", "-12:00"),
                                  ("12:00:60", "+05:30")] {
                let written = "\(day)T\(clock)\(zone)"
                let time = try #require(FeedDateTime(iso: written))
                let instant = time.instant(naiveIn: nil)
                #expect(instant == Self.calendarInstant(time), "\(written)")
                // A day that does not exist has no instant; every other day since 1583 has one.
                if time.year >= 1583 { #expect((instant == nil) == missing.contains(day), "\(written)") }
            }
        }
        #expect(FeedDateTime(iso: "2025-04-31T10:00:00Z")?.instant(naiveIn: nil) == nil)
        #expect(FeedDateTime(iso: "2025-02-01T09:30:00+01:00")?.instant(naiveIn: nil)?.formatted(.iso8601) == "2025-02-01T08:30:00Z")
    }

    @Test func durationsAreColonNumbersOfTheWrittenWidths() {
        let read: [(String, TimeInterval?)] = [
            ("00:45", 2_700), (" 00:45\n", 2_700), ("26:00", 93_600), ("00:30:00", 1_800), ("01:30:15", 5_415), ("1:02:00", 93_600),
            ("0:30:00", 1_800), ("123456:00", 444_441_600),
            ("1234567:00", nil), ("00:5", nil), ("00:60", nil), (":30", nil), ("00:", nil), ("00::30", nil), ("0030", nil),
            ("1:02:03:04", nil), ("٠٠:٣٠", nil), ("00:3a", nil), ("-1:00", nil), ("", nil), ("PT45M", 2_700),
        ]
        for (written, seconds) in read {
            #expect(FeedDuration.seconds(written) == seconds, "\(written)")
        }
    }

    @Test func clockTimesAreOneOrTwoDigitsApartByColons() {
        let read: [(String, (Int, Int)?)] = [
            ("09:30", (9, 30)), ("9:05", (9, 5)), (" 23:59 ", (23, 59)), ("12:30:45", (12, 30)), ("0:0", (0, 0)),
            ("24:00", nil), ("12:60", nil), ("123:00", nil), ("12:30:456", nil), ("12", nil), ("12:", nil), ("1٢:30", nil),
            ("12:30:00:00", nil), ("", nil),
        ]
        for (written, clock) in read {
            let found = FrabSchedule.clock(written)
            #expect(found?.0 == clock?.0 && found?.1 == clock?.1, "\(written)")
        }
    }

    @Test func aNameIsSplitBeforeItsLastWord() {
        #expect(SpeakerGatherer.nameParts("Vincenzo Iozzo") == ("Vincenzo", "Iozzo"))
        #expect(SpeakerGatherer.nameParts("Jean  Luc Picard ") == ("Jean Luc", "Picard"))
        #expect(SpeakerGatherer.nameParts("Ada") == ("", "Ada"))
        #expect(SpeakerGatherer.nameParts("Zoë Ñúñez-李") == ("Zoë", "Ñúñez-李"))
        #expect(SpeakerGatherer.nameParts("") == ("", ""))
    }
}
