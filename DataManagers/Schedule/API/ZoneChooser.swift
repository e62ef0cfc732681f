import Foundation
import ScheduleDataContract

/// Chooses the zone a schedule is shown in, and its naive clock times are read in, from what
/// the person set and what the feed says. Never this machine's zone: a conference in Melbourne
/// read on a laptop in Berlin is still in Melbourne.
///
/// In order: the zone the person set; the zone the feed names; the one UTC offset the feed
/// writes its times with; UTC, when every time is written in UTC (the instants are right; the
/// venue's clock is not known, which a warning says). A feed with naive clock times and none of
/// these is refused, naming the flag.
struct ZoneChooser {
    let configured: TimeZone?
    var declared: TimeZone?
    /// The UTC offsets times are written with (seconds east), and how often.
    private(set) var offsets: [Int: Int] = [:]
    private(set) var hasNaiveTimes = false
    private(set) var hasUTCTimes = false

    init(configured: TimeZone?, declared: TimeZone? = nil) {
        self.configured = configured
        self.declared = declared
    }

    mutating func note(_ time: FeedDateTime) {
        switch time.zone {
        case .naive: hasNaiveTimes = true
        case .utc: hasUTCTimes = true
        case .offset(let seconds): offsets[seconds, default: 0] += 1
        }
    }

    /// The most common written offset (the smaller one on a tie).
    var commonOffset: Int? {
        offsets.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
    }

    /// The zone, or nil when the feed has no times at all.
    func choose(_ fields: inout FeedFields) throws(ScheduleFeedError) -> (zone: TimeZone, source: TimeZoneSource)? {
        if let configured { return (configured, .configured) }
        if let declared { return (declared, .declared) }
        if let offset = commonOffset, let zone = TimeZone(secondsFromGMT: offset) {
            if offsets.count > 1 {
                let written = offsets.keys.sorted().map(Self.offsetText).joined(separator: ", ")
                fields.warn("(feed)", "times are written with several UTC offsets (\(written)) and no zone name; shown at "
                            + "\(Self.offsetText(offset)); give --timezone to name the zone")
            }
            return (zone, .offsets)
        }
        if hasNaiveTimes { throw .timeZoneNeeded("the feed's times name no time zone") }
        if hasUTCTimes, let utc = TimeZone(identifier: "UTC") {
            fields.warn("(feed)", "every time is in UTC and no local zone is named: shown in UTC; "
                        + "give --timezone (an IANA name such as Europe/Berlin) to see the venue's clock")
            return (utc, .utc)
        }
        return nil
    }

    /// "+01:00", "-03:30".
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
