import Entities
import Foundation

/// The words around Now & next, the same on the screen and from `podium now`: the venue's clock
/// (and the person's, when it differs) and what the day holds when nothing more is on.
public enum NowAndNextText {
    /// "14:05 at the venue (13:05 your time) · Thursday 26 November".
    public static func clockLine(_ instant: Date, clock: ConferenceClock, localClock: ConferenceClock) -> String {
        var time = "\(clock.time(instant)) at the venue"
        if localClock.timeZone.secondsFromGMT(for: instant) != clock.timeZone.secondsFromGMT(for: instant) {
            time += " (\(localClock.time(instant)) your time)"
        }
        return time + " · " + clock.longName(of: clock.day(of: instant))
    }

    /// Before the conference: "FOSDEM 2025 starts Saturday 1 February at 09:30, in 3 days, with
    /// “Welcome” in Janson."; between its days: "Nothing more today — …"; "… is over." after it;
    /// nil while sessions are on or to come today.
    public static func dayLine(_ board: NowAndNext, conference: Conference, clock: ConferenceClock) -> String? {
        switch board.phase {
        case .running:
            return nil
        case .over:
            guard let last = conference.days.last else { return "No session has a time yet." }
            return "\(conference.name) is over — its last day was \(clock.longName(of: last))."
        case .startsLater(let opening):
            let openingDay = ProgrammeDay.date(of: opening, in: conference.timeZone)
            let first = board.next.first { $0.startsAt == opening }
            let with = first.map { session in ", with “\(session.title)”" + (session.room.map { " in \($0.name)" } ?? "") } ?? ""
            let when = "\(clock.longName(of: openingDay)) at \(clock.time(opening)), \(Countdown.until(opening, from: board.instant))"
            let before = conference.days.first.map { ProgrammeDay.date(of: board.instant, in: conference.timeZone) < $0 } ?? true
            return before ? "\(conference.name) starts \(when)\(with)." : "Nothing more today — the next day starts \(when)\(with)."
        }
    }
}
