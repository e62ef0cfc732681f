import Foundation

/// The person's favorites still to come or under way at an instant, by start: all a status bar
/// needs to say what is next without opening the stores (`podium now --next-favorite`).
public struct UpcomingFavorites: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable {
        public let id: String
        public let title: String
        public let room: String?
        public let start: Date
        public let end: Date?

        public init(id: String, title: String, room: String?, start: Date, end: Date?) {
            self.id = id
            self.title = title
            self.room = room
            self.start = start
            self.end = end
        }
    }

    /// What the bar shows at an instant.
    public enum Status: Sendable, Hashable {
        /// The first favorite to start after the instant.
        case next(Entry)
        /// None is to start, and this one is under way.
        case current(Entry)
        case none
    }

    /// The instant the list was taken at: it says nothing of earlier ones.
    public let takenAt: Date
    /// The conference's zone, for a start more than half a day away ("Sat 10:00").
    public let timeZone: String
    /// Favorites not ended at `takenAt`, by start (then id), at most `limit` of them.
    public let entries: [Entry]
    /// No favorite was left out for the limit: after the last entry's start none is to come.
    public let isComplete: Bool

    /// Enough for a whole conference's favorites in most cases; a longer list is cut and says so.
    public static let limit = 64

    public init(takenAt: Date, timeZone: String, entries: [Entry], isComplete: Bool) {
        self.takenAt = takenAt
        self.timeZone = timeZone
        self.entries = entries
        self.isComplete = isComplete
    }

    /// The favorites among `sessions` not ended at `instant`; those without a start are never next.
    public static func taking(_ sessions: [Session], at instant: Date, timeZone: TimeZone) -> UpcomingFavorites {
        let kept = sessions.compactMap { session -> Entry? in
            guard let start = session.startsAt, start > instant || (session.endsAt ?? start) > instant else { return nil }
            return Entry(id: session.id, title: session.title, room: session.room?.name, start: start, end: session.endsAt)
        }.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        return UpcomingFavorites(takenAt: instant, timeZone: timeZone.identifier, entries: Array(kept.prefix(limit)),
                                 isComplete: kept.count <= limit)
    }

    /// What is next or under way at `instant`; nil when this list cannot tell (an instant before
    /// it was taken, or past the last entry of a list that was cut).
    public func status(at instant: Date) -> Status? {
        guard instant >= takenAt else { return nil }
        if let next = entries.first(where: { $0.start > instant }) { return .next(next) }
        guard isComplete else { return nil }
        if let current = entries.first(where: { $0.start <= instant && instant < ($0.end ?? $0.start) }) { return .current(current) }
        return Status.none
    }
}
