import Foundation

/// The bundled demo conference, laid out around one day in the machine's own zone, so that a
/// first run always finds it on: its first day in progress (the keynote over, a session on in
/// every room, a favorite about to start), its next days ahead, and news of the last weeks.
/// The bundled files keep their fixed dates (23–25 November 2026, the generator's); this moves
/// every time by one shift, the same for all, so the programme's own order and lengths stay.
/// Nothing else in Podium moves a schedule's dates.
struct DemoDay: Equatable {
    /// The day it is laid out for, as the machine's calendar writes it ("2026-12-02").
    let date: String
    /// Minutes added to every time of the bundled programme's first day, moved to `date`.
    let shiftMinutes: Int

    /// The bundled programme's first day, which becomes `date`.
    static let templateFirstDay = "2026-11-23"
    /// The moment of the bundled programme that is "now" when it is laid out: 10:40 on its first
    /// day, when every room has a session on and the keynote is over. The shift is whole minutes,
    /// so "now" falls in 10:40–10:41: rounded to five minutes, a demo opened in the last seconds
    /// of five would find the rooms' 10:00 sessions (over at 10:45) ending as it is looked at.
    static let templateNow = 10 * 60 + 40
    /// The organisers' one change of the day: this favorite moves from 11:15 to 10:45, four to
    /// five minutes after "now" — My schedule shows it retimed, and the reminder banner announces it.
    static let movedSession = (id: "700044", startsAt: "2026-11-23T10:45:00", endsAt: "2026-11-23T11:30:00")
    /// What My schedule holds the first time the demo opens: the keynote just over, the moved
    /// session, one this afternoon, two tomorrow.
    static let picks = ["700002", "700044", "700086", "700006", "700022"]

    init(date: String, shiftMinutes: Int) {
        self.date = date
        self.shiftMinutes = shiftMinutes
    }

    /// The layout for `now` on the machine's clock in `zone`.
    init(now: Date, zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now)
        date = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        shiftMinutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0) - Self.templateNow
    }

    /// The bundled Sessionize document with every session's times moved; `changed`: with the
    /// organisers' change of the day too (what the feed says once they made it).
    func schedule(from template: Data, changed: Bool) throws -> Data {
        guard var document = try JSONSerialization.jsonObject(with: template) as? [String: Any],
              let sessions = document["sessions"] as? [[String: Any]] else {
            throw CommandFailure("the bundled demo conference is not a Sessionize document")
        }
        document["sessions"] = try sessions.map { session in
            var session = session
            if changed, session["id"] as? String == Self.movedSession.id {
                session["startsAt"] = Self.movedSession.startsAt
                session["endsAt"] = Self.movedSession.endsAt
            }
            for key in ["startsAt", "endsAt"] {
                guard let time = session[key] as? String else { continue }
                guard let moved = moved(time) else { throw CommandFailure("the bundled demo's time '\(time)' is not a Sessionize time") }
                session[key] = moved
            }
            return session
        }
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// The bundled news (RSS) with each item as many days earlier than `date` as it was before
    /// the programme's first day, and a first item that says what the demo is.
    func news(from template: Data, now: Date) -> Data {
        var text = String(decoding: template, as: UTF8.self)
        let days = dayDistance(from: Self.templateFirstDay, to: date)
        let format = Self.rfc822()
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<pubDate>"), let close = rest[open.upperBound...].range(of: "</pubDate>") {
            result += rest[..<open.upperBound]
            let written = String(rest[open.upperBound..<close.lowerBound])
            if let day = format.date(from: written), let movedDay = Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: day) {
                result += format.string(from: movedDay)
            } else {
                result += written
            }
            rest = rest[close.lowerBound...]
        }
        text = result + rest
        let welcome = """
            <item>
              <title>This is Podium's demo conference</title>
              <description>&lt;p&gt;Podium Demo Conf lays itself out around the day you first open it: its first day is on now, \
            and a session the organisers just moved starts in a few minutes. \
            Add your own conference with &lt;code&gt;podium add&lt;/code&gt; and the address of its schedule page.&lt;/p&gt;</description>
              <guid isPermaLink="false">demo-news-today</guid>
              <pubDate>\(format.string(from: now))</pubDate>
            </item>

            """
        if let first = text.range(of: "<item>") {
            text.replaceSubrange(first.lowerBound..<first.lowerBound, with: welcome)
        }
        return Data(text.utf8)
    }

    /// "2026-11-23T10:00:00" (a Sessionize time: the venue's clock) moved to this day and shift.
    func moved(_ time: String) -> String? {
        let parts = time.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 6, let year = parts[0], let month = parts[1], let day = parts[2],
              let hour = parts[3], let minute = parts[4], let second = parts[5] else { return nil }
        // Wall-clock arithmetic on a calendar without daylight saving: the shift moves the clock
        // reading, as an organiser moving a programme would.
        let clock = Self.wallClock
        guard let written = clock.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)),
              let first = clock.date(from: Self.components(Self.templateFirstDay)),
              let target = clock.date(from: Self.components(date)) else { return nil }
        let moved = written.addingTimeInterval(target.timeIntervalSince(first) + Double(shiftMinutes) * 60)
        let out = clock.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moved)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", out.year ?? 0, out.month ?? 0, out.day ?? 0,
                      out.hour ?? 0, out.minute ?? 0, out.second ?? 0)
    }

    /// The day `days` after this one ("2026-12-01" for -1 on "2026-12-02").
    func date(addingDays days: Int) -> String {
        let clock = Self.wallClock
        guard let start = clock.date(from: Self.components(date)), let moved = clock.date(byAdding: .day, value: days, to: start) else { return date }
        let out = clock.dateComponents([.year, .month, .day], from: moved)
        return String(format: "%04d-%02d-%02d", out.year ?? 0, out.month ?? 0, out.day ?? 0)
    }

    private func dayDistance(from start: String, to end: String) -> Int {
        let clock = Self.wallClock
        guard let first = clock.date(from: Self.components(start)), let last = clock.date(from: Self.components(end)) else { return 0 }
        return clock.dateComponents([.day], from: first, to: last).day ?? 0
    }

    /// Days and clock readings as written, counted on a calendar without daylight saving.
    private static let wallClock: Calendar = {
        var clock = Calendar(identifier: .gregorian)
        clock.timeZone = TimeZone(identifier: "UTC")!
        return clock
    }()

    private static func components(_ day: String) -> DateComponents {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? DateComponents(year: parts[0], month: parts[1], day: parts[2]) : DateComponents()
    }

    private static func rfc822() -> DateFormatter {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return format
    }
}
