import Foundation
import ScheduleDataContract

/// Chooses the zone a schedule is shown in, and its naive clock times are read in, from what
/// the person set and what the feed says. Never this machine's zone: a conference in Melbourne
/// read on a laptop in Berlin is still in Melbourne.
///
/// In order: the zone the person set; the zone the feed names; the UTC offset the feed writes
/// its times with (a fixed zone, with a note that summer time is then unknown); the zone of the
/// city the feed names (old Pentabarf's `<city>Brussels</city>`, with a note); UTC, when every
/// time is written in UTC (the instants are right; the venue's clock is not known, which a
/// note says). A feed with naive clock times and none of these is refused, naming the flag.
///
/// With `ignoresOffsets` (a feed that writes the venue's clock with a wrong offset, as wafer
/// writes `+00:00` in Montréal), the times are read as the clock times written, in the zone the
/// person set or the feed names.
struct ZoneChooser {
    let configured: TimeZone?
    let ignoresOffsets: Bool
    var declared: TimeZone?
    /// The zone the feed names where its own clock times contradict it: set aside, and said so
    /// in the one note on the zone chosen instead (never "no zone is named" as well).
    var setAside: String?
    /// The city the conference is in, when the feed says (`<city>`).
    var city: String?
    /// The UTC offsets times are written with (seconds east), and how often.
    private(set) var offsets: [Int: Int] = [:]
    private(set) var hasNaiveTimes = false
    private(set) var hasUTCTimes = false

    init(configured: TimeZone?, declared: TimeZone? = nil, ignoresOffsets: Bool = false) {
        self.configured = configured
        self.declared = declared
        self.ignoresOffsets = ignoresOffsets
    }

    mutating func note(_ time: FeedDateTime) {
        switch time.zone {
        case .naive: hasNaiveTimes = true
        case .utc: hasUTCTimes = true
        case .offset(let seconds): offsets[seconds, default: 0] += 1
        }
    }

    private var noZone: String {
        setAside.map { "the zone it names (\($0)) does not fit its clock times" } ?? "no time zone is named"
    }

    /// The most common written offset (the smaller one on a tie).
    var commonOffset: Int? {
        offsets.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
    }

    /// The zone, or nil when the feed has no times at all.
    func choose(_ fields: inout FeedFields) throws(ScheduleFeedError) -> (zone: TimeZone, source: TimeZoneSource)? {
        if let configured { return (configured, .configured) }
        if ignoresOffsets {
            guard let declared else {
                throw .timeZoneNeeded("reading the feed's clock times as written needs the conference's zone, and the feed names none")
            }
            return (declared, .declared)
        }
        if let declared { return (declared, .declared) }
        if let offset = commonOffset, let zone = TimeZone(secondsFromGMT: offset) {
            let shown = TimeZone.offsetName(offset)
            if offsets.count > 1 {
                let written = offsets.keys.sorted().map(TimeZone.offsetName).joined(separator: ", ")
                fields.warn(FeedWarning.zonePath, "\(noZone) and times are written with several UTC offsets (\(written)); shown at "
                            + "\(shown), so the clock may be an hour off after a summer-time change; give --timezone to name the zone")
            } else {
                fields.warn(FeedWarning.zonePath, "\(noZone): shown at \(shown), the offset its times are written with; summer-time "
                            + "changes are not known; give --timezone (an IANA name such as Europe/Berlin) to name the zone")
            }
            return (zone, .offsets)
        }
        if hasNaiveTimes || hasUTCTimes, let city, let zone = CityZone.zone(forCity: city) {
            fields.warn(FeedWarning.zonePath, "\(noZone): read in \(zone.identifier), the zone of its city (\(city)); "
                        + "give --timezone to choose another")
            return (zone, .city)
        }
        if hasNaiveTimes { throw .timeZoneNeeded(setAside == nil ? "the feed's times name no time zone" : noZone) }
        if hasUTCTimes, let utc = TimeZone(identifier: "UTC") {
            fields.warn(FeedWarning.zonePath, "every time is in UTC and \(setAside == nil ? "no local zone is named" : noZone): shown in UTC; "
                        + "give --timezone (an IANA name such as Europe/Berlin) to see the venue's clock")
            return (utc, .utc)
        }
        return nil
    }
}
