import Foundation

/// Time to or from an instant in the few words a line has room for ("in 12 min", "23 min left"),
/// and how far a session is through its time as a bar. Minutes are rounded up: a talk 30 seconds
/// from its start is "in 1 min", never "in 0 min".
public enum Countdown {
    /// "in 12 min", "in 2 h 05 min", "in 3 days"; "now" once it has come.
    public static func until(_ instant: Date, from now: Date) -> String {
        let minutes = wholeMinutes(instant.timeIntervalSince(now))
        guard minutes > 0 else { return "now" }
        return "in " + span(minutes)
    }

    /// "23 min left", "1 h 10 min left"; "ending" in its last seconds.
    public static func left(until end: Date, from now: Date) -> String {
        let minutes = wholeMinutes(end.timeIntervalSince(now))
        return minutes > 0 ? span(minutes) + " left" : "ending"
    }

    /// "12 min", "2 h 05 min", "3 days" (from two days on, days are what a person plans by).
    public static func span(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 48 * 60 {
            let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
            return rest == 0 ? "\(hours) h" : "\(hours) h " + (rest < 10 ? "0\(rest)" : "\(rest)") + " min"
        }
        return "\(Int((Double(minutes) / (24 * 60)).rounded())) days"
    }

    /// "▰▰▰▱▱▱▱▱": how much of `start`…`end` has passed at `now`, in `width` cells.
    public static func bar(from start: Date, to end: Date, at now: Date, width: Int) -> String {
        guard width > 0 else { return "" }
        let total = end.timeIntervalSince(start)
        let fraction = total > 0 ? min(1, max(0, now.timeIntervalSince(start) / total)) : 1
        let filled = Int((fraction * Double(width)).rounded())
        return String(repeating: "▰", count: filled) + String(repeating: "▱", count: width - filled)
    }

    private static func wholeMinutes(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((min(seconds, 1e9) / 60).rounded(.up))
    }
}
