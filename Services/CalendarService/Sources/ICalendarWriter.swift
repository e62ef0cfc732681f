import ContentLines
import Entities
import Foundation

/// Writes VCALENDAR documents: PRODID and VERSION once, then one VEVENT per scheduled session.
///
/// Times are UTC (`DTSTART:20260329T070000Z`): the store holds absolute instants, UTC needs no
/// VTIMEZONE (whose rules would have to match the reader's own time-zone database), and every
/// calendar application shows UTC events in its person's own zone.
struct ICalendarWriter {
    let feedKey: String
    /// DTSTAMP: when this export was made.
    let stamp: Date
    /// A VALARM this many minutes before each event; nil: none.
    let alarmMinutesBefore: Int?
    private var times = UTCTimes()

    init(feedKey: String, stamp: Date, alarmMinutesBefore: Int? = nil) {
        self.feedKey = feedKey
        self.stamp = stamp
        self.alarmMinutesBefore = alarmMinutesBefore.flatMap { $0 > 0 ? $0 : nil }
    }

    mutating func document(_ sessions: [Session], name: String?) -> String {
        var lines = [
            ContentLine("BEGIN", value: "VCALENDAR"),
            ContentLine("VERSION", value: "2.0"),
            .podiumProductID,
            ContentLine("CALSCALE", value: "GREGORIAN"),
        ]
        if let name { lines.append(.text("X-WR-CALNAME", name)) }
        let stamp = times.text(stamp)
        for session in sessions {
            guard let start = session.startsAt else { continue }
            lines.append(ContentLine("BEGIN", value: "VEVENT"))
            lines.append(.text("UID", uid(session.id)))
            lines.append(ContentLine("DTSTAMP", value: stamp))
            lines.append(ContentLine("DTSTART", value: times.text(start)))
            if let end = session.endsAt { lines.append(ContentLine("DTEND", value: times.text(end))) }
            lines.append(.text("SUMMARY", session.title))
            if let room = session.room { lines.append(.text("LOCATION", room.name)) }
            if let description = description(session) { lines.append(.text("DESCRIPTION", description)) }
            // The session's own page first (what a calendar's link opens), else where to watch it.
            if let url = [session.pageURL, session.liveURL, session.recordingURL].compactMap({ $0 }).first(where: Self.isWebAddress) {
                lines.append(ContentLine("URL", value: url.absoluteString))
            }
            if !session.categoryItems.isEmpty { lines.append(.list("CATEGORIES", session.categoryItems.map(\.name))) }
            if session.isServiceSession { lines.append(ContentLine("TRANSP", value: "TRANSPARENT")) }  // a break leaves you free
            if let minutes = alarmMinutesBefore { lines += alarm(minutes, for: session) }
            lines.append(ContentLine("END", value: "VEVENT"))
        }
        lines.append(ContentLine("END", value: "VCALENDAR"))
        return ContentLine.document(lines)
    }

    private static func isWebAddress(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return (scheme == "https" || scheme == "http") && url.host != nil
    }

    /// A display alarm (RFC 5545 §3.6.6) relative to the start, so it follows a moved session.
    private func alarm(_ minutes: Int, for session: Session) -> [ContentLine] {
        let room = session.room.map { " · \($0.name)" } ?? ""
        return [
            ContentLine("BEGIN", value: "VALARM"),
            ContentLine("ACTION", value: "DISPLAY"),
            ContentLine("TRIGGER", value: "-PT\(minutes)M"),
            .text("DESCRIPTION", "In \(minutes) min: \(session.title)\(room)"),
            ContentLine("END", value: "VALARM"),
        ]
    }

    /// Stable across exports and syncs: the session id within the feed.
    func uid(_ sessionID: String) -> String {
        "\(sessionID).\(feedKey)@podium"
    }

    /// The speakers, then the abstract.
    private func description(_ session: Session) -> String? {
        var parts: [String] = []
        if !session.speakers.isEmpty { parts.append((session.speakers.count == 1 ? "Speaker: " : "Speakers: ") + session.speakerNames) }
        if let abstract = session.description, !abstract.isEmpty { parts.append(abstract) }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }
}

/// `20260329T070000Z` for an instant; sessions share a handful of slot times, each worked out once.
struct UTCTimes {
    private var known: [Date: String] = [:]

    mutating func text(_ instant: Date) -> String {
        if let text = known[instant] { return text }
        let text = Self.format(instant)
        known[instant] = text
        return text
    }

    /// Arithmetic on days since 1970, exact, and no Calendar lookups.
    static func format(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let date = LocalDate(daysSince1970: days)
        return pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + pad(secondOfDay % 3600 / 60, 2) + pad(secondOfDay % 60, 2) + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
