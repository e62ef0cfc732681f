import Foundation

/// What is on in every room at one instant and what comes next there: the answer to the question
/// asked most at a conference. The store reads it (`NowReading`); the Now & next tab and
/// `podium now` lay it out by room.
public struct NowAndNext: Sendable, Equatable {
    /// Where the instant falls in the conference.
    public enum Phase: Sendable, Equatable {
        /// Something is on, or starts later this programme day.
        case running
        /// Nothing more today: the conference (or its next day) starts at `opening`, and the
        /// rooms show that day's first sessions as next.
        case startsLater(opening: Date)
        /// Nothing is on or to come: the conference is over (or has no times yet).
        case over
    }

    public var instant: Date
    public var phase: Phase
    /// Sessions under way at the instant (started, not ended), in time order.
    public var onNow: [Session]
    /// In each room, the first session to start after the instant within the day shown.
    public var next: [Session]
    /// The rooms with a session on the day shown, in the feed's order.
    public var rooms: [Room]
    /// Whether a session without a room is on the day shown.
    public var hasSessionsWithoutRoom: Bool

    public init(instant: Date, phase: Phase, onNow: [Session] = [], next: [Session] = [], rooms: [Room] = [],
                hasSessionsWithoutRoom: Bool = false) {
        self.instant = instant
        self.phase = phase
        self.onNow = onNow
        self.next = next
        self.rooms = rooms
        self.hasSessionsWithoutRoom = hasSessionsWithoutRoom
    }

    /// One room's line: what is on there (two when sessions overlap) and what follows.
    public struct RoomLine: Sendable, Equatable {
        /// nil: sessions the feed gives no room.
        public var room: Room?
        public var onNow: [Session]
        public var next: Session?
    }

    /// A line per room in the feed's order (sessions without a room last); a room in use that
    /// day with nothing on and nothing next still has its line ("nothing more today").
    public var lines: [RoomLine] {
        var onNowByRoom: [Int?: [Session]] = [:]
        for session in onNow { onNowByRoom[session.room?.id, default: []].append(session) }
        var nextByRoom: [Int?: Session] = [:]
        for session in next where nextByRoom[session.room?.id] == nil { nextByRoom[session.room?.id] = session }
        var lines = rooms.map { RoomLine(room: $0, onNow: onNowByRoom[$0.id] ?? [], next: nextByRoom[$0.id]) }
        // A room the sessions name but the room list lacks (a feed written by hand) keeps its line.
        let listed = Set(rooms.map(\.id))
        var unlisted: [Room] = []
        for session in onNow + next {
            if let room = session.room, !listed.contains(room.id), !unlisted.contains(where: { $0.id == room.id }) { unlisted.append(room) }
        }
        lines += unlisted.map { RoomLine(room: $0, onNow: onNowByRoom[$0.id] ?? [], next: nextByRoom[$0.id]) }
        if hasSessionsWithoutRoom || onNowByRoom[nil] != nil || nextByRoom[nil] != nil {
            lines.append(RoomLine(room: nil, onNow: onNowByRoom[nil] ?? [], next: nextByRoom[nil]))
        }
        return lines
    }
}

extension NowAndNext {
    /// A session's place in time, all that choosing what is on needs (a day's worth is scanned).
    public struct Timing: Sendable, Equatable {
        public let id: String
        public let roomID: Int?
        public let start: Date
        /// The start again when the feed gives no end: such a session is never "on".
        public let end: Date

        public init(id: String, roomID: Int?, start: Date, end: Date) {
            self.id = id
            self.roomID = roomID
            self.start = start
            self.end = end
        }
    }

    /// How every store answers `nowAndNext`, given its ways to read: `timings` of the sessions
    /// that touch a window (filtered, by start), the `nextStart` after an instant, `sessions` by
    /// id and the `rooms` in feed order. The day shown is the instant's programme day; when
    /// nothing more is on in it, the day of the next session.
    public static func reading(
        at instant: Date, in timeZone: TimeZone,
        timings: (DateInterval) throws -> [Timing], nextStart: (Date) throws -> Date?,
        sessions: ([String]) throws -> [Session], rooms: () throws -> [Room]
    ) rethrows -> NowAndNext {
        var phase = Phase.running
        var day = try timings(ProgrammeDay.window(containing: instant, in: timeZone))
        var picked = pick(day, at: instant)
        if picked.onNow.isEmpty && picked.next.isEmpty {
            guard let opening = try nextStart(instant) else { return NowAndNext(instant: instant, phase: .over) }
            phase = .startsLater(opening: opening)
            day = try timings(ProgrammeDay.window(containing: opening, in: timeZone))
            picked = pick(day, at: instant)
        }
        let read = try sessions(picked.onNow + picked.next)
        let onNow = Set(picked.onNow)
        let roomIDs = Set(day.compactMap(\.roomID))
        return NowAndNext(instant: instant, phase: phase,
                          onNow: read.filter { onNow.contains($0.id) }, next: read.filter { !onNow.contains($0.id) },
                          rooms: try rooms().filter { roomIDs.contains($0.id) },
                          hasSessionsWithoutRoom: day.contains { $0.roomID == nil })
    }

    /// The sessions under way at `instant`, and each room's first to start after it.
    static func pick(_ day: [Timing], at instant: Date) -> (onNow: [String], next: [String]) {
        var onNow: [String] = [], next: [String] = []
        var roomsWithNext = Set<Int?>()
        for session in day {
            if session.start <= instant && instant < session.end {
                onNow.append(session.id)
            } else if session.start > instant, roomsWithNext.insert(session.roomID).inserted {
                next.append(session.id)
            }
        }
        return (onNow, next)
    }
}

extension NowAndNext {
    /// The next instant the answer changes by itself: a session on now ends, a next one starts.
    public var nextChange: Date? {
        var instants = onNow.compactMap(\.endsAt) + next.compactMap(\.startsAt)
        if case .startsLater(let opening) = phase { instants.append(opening) }
        return instants.filter { $0 > instant }.min()
    }
}
