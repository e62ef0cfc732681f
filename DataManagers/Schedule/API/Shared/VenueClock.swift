import Entities
import Foundation
import ScheduleDataContract

/// A feed's UTC offsets against the venue's clock. Some exporters write the venue's clock
/// times with a wrong offset (wafer's DebConf17 export: Montréal's 10:00 as `10:00+00:00`);
/// read in the right zone, such a feed starts its day with "Breakfast 03:45". Podium says so
/// when it can tell, and can read the clock times as written instead (`--ignore-offsets`).
enum VenueClock {
    /// The record with its written times' offsets dropped: the clock times as written, to be
    /// read in the conference's zone.
    static func withoutOffsets(_ record: EventRecord) -> EventRecord {
        var record = record
        for keyPath in [\EventRecord.start, \EventRecord.end] {
            if case .written(var written)? = record[keyPath: keyPath] {
                written.zone = .naive
                record[keyPath: keyPath] = .written(written)
            }
        }
        return record
    }

    /// With a zone the person set: whether the offsets the feed writes are that zone's at those
    /// times. When most are not, one line says what the feed writes, what the zone is, and
    /// how a clock time moves, and names the flag that reads the clock times as written.
    static func checkOffsets(of records: [EventRecord], against choice: (zone: TimeZone, source: TimeZoneSource),
                             fields: inout FeedFields) {
        guard choice.source == .configured else { return }
        // The feed's own clock fields have the last word: offsets that put each session at the
        // clock time written beside it are right, whatever zone they are written in (wafer
        // writes DebConf23's 10:30 in Kochi as 05:00+00:00 with <start>10:30).
        if clockFieldsConfirmOffsets(of: records, in: choice.zone) == true { return }
        var agreeing = 0
        var differing: [(written: FeedDateTime, offset: Int, instant: Date)] = []
        for record in records {
            guard case .written(let written)? = record.start, let instant = written.instant(naiveIn: nil) else { continue }
            // Only an offset written out counts: `Z` says UTC and means it (calendars write UTC).
            guard case .offset(let offset) = written.zone else { continue }
            if choice.zone.secondsFromGMT(for: instant) == offset { agreeing += 1 } else { differing.append((written, offset, instant)) }
        }
        guard differing.count > agreeing, let example = differing.first else { return }
        let shown = ClockTime(example.instant, in: choice.zone)
        fields.warn(FeedWarning.zonePath, "the feed writes its times at \(TimeZone.offsetName(example.offset)), but \(choice.zone.shownName) is at "
                    + "\(TimeZone.offsetName(choice.zone.secondsFromGMT(for: example.instant))) then: a session the feed puts at "
                    + "\(clock(example.written.hour, example.written.minute)) is shown at \(clock(shown.hour, shown.minute)); "
                    + "if the feed's clock times are the venue's, add --ignore-offsets (ignore_offsets = true in the conferences file)")
    }

    /// Whether most sessions start at night (00:00–05:59) in the zone they are shown in: the
    /// sign of offsets that do not belong to the venue.
    static func checkNights(of sessions: [Session], records: [EventRecord], in zone: TimeZone, fields: inout FeedFields) {
        // Sessions the feed's own clock fields put at night are at night (an online event).
        if clockFieldsConfirmOffsets(of: records, in: zone) == true { return }
        let starts = sessions.compactMap(\.startsAt)
        guard starts.count >= 4 else { return }
        let atNight = starts.filter { ClockTime($0, in: zone).hour < 6 }.count
        guard atNight * 2 > starts.count else { return }
        fields.warn(FeedWarning.zonePath, "\(atNight) of \(starts.count) sessions start between midnight and 06:00 in \(zone.shownName): the feed's "
                    + "UTC offsets may not be the venue's; give the venue's zone with --timezone, and add --ignore-offsets to read "
                    + "its clock times as written")
    }

    /// What the feed's clock fields say of its offsets: true when most dated starts are right
    /// as written (shown in `zone` at the clock time beside them, or written at another clock
    /// than it — converted, so reading the date's clock "as written" would be wrong), false
    /// when most are the clock field itself written with an offset that is not `zone`'s (the
    /// wafer fault `--ignore-offsets` mends); nil when the feed writes no clock fields.
    static func clockFieldsConfirmOffsets(of records: [EventRecord], in zone: TimeZone) -> Bool? {
        var right = 0, wrong = 0
        for record in records {
            guard let clock = record.clock, case .written(let written)? = record.start, case .offset = written.zone,
                  let instant = written.instant(naiveIn: nil) else { continue }
            let shown = ClockTime(instant, in: zone)
            if (shown.hour, shown.minute) != clock, (written.hour, written.minute) == clock { wrong += 1 } else { right += 1 }
        }
        guard right + wrong > 0 else { return nil }
        return right >= wrong
    }

    private static func clock(_ hour: Int, _ minute: Int) -> String {
        String(format: "%02d:%02d", hour, minute)
    }
}
