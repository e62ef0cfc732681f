import Entities
import Formatting
import Foundation

/// Where each session of a day goes in the grid: rooms as columns in the feed's order (sessions
/// without a room in a last column), rows of 15 minutes (10 or 5 when a session is shorter), and
/// lanes within a column for sessions that overlap in one room.
struct GridLayout: Equatable {
    let columns: [String]
    let rowMinutes: Int
    /// When the first row starts: the hour the day's first session starts in.
    let start: Date
    let rows: Int
    /// The boxes, by column, then by start, then by lane.
    let placed: [Placed]

    struct Placed: Equatable {
        let session: Session
        let column: Int
        let lane: Int
        let lanes: Int
        let firstRow: Int
        let rows: Int
    }

    static let noRoom = "No room"

    init(sessions: [Session], rooms: [Room], timeZone: TimeZone) {
        let scheduled = sessions.filter { $0.startsAt != nil }
        var columnRooms = rooms.filter { room in scheduled.contains { $0.room?.id == room.id } }
        for session in scheduled {   // a room the room list lacks keeps its column
            if let room = session.room, !columnRooms.contains(where: { $0.id == room.id }) { columnRooms.append(room) }
        }
        let hasNoRoom = scheduled.contains { $0.room == nil }
        columns = columnRooms.map(\.name) + (hasNoRoom ? [Self.noRoom] : [])
        let minutes = Self.rowMinutes(for: scheduled, in: timeZone)
        rowMinutes = minutes
        guard let first = scheduled.compactMap(\.startsAt).min() else {
            start = .distantPast
            rows = 0
            placed = []
            return
        }
        // From the start of the first session's hour at the venue.
        let local = ClockTime(first, in: timeZone)
        let dayStart = first.addingTimeInterval(-Double(local.minute * 60) - first.timeIntervalSince1970.truncatingRemainder(dividingBy: 60))
        start = dayStart
        let rowSeconds = Double(minutes * 60)
        var placed: [Placed] = []
        var lastRow = 0
        for (column, room) in (columnRooms.map(Optional.some) + (hasNoRoom ? [nil] : [])).enumerated() {
            let inColumn = scheduled.filter { $0.room?.id == room?.id }
                .sorted { ($0.startsAt!, $0.endsAt ?? $0.startsAt!, $0.id) < ($1.startsAt!, $1.endsAt ?? $1.startsAt!, $1.id) }
            // Each session takes the first lane free at its start; the column has as many lanes as that needs.
            var laneEnds: [Date] = []
            var lanesOf: [(Session, Int)] = []
            for session in inColumn {
                let begin = session.startsAt!, end = max(session.endsAt ?? begin, begin)
                if let free = laneEnds.firstIndex(where: { $0 <= begin }) {
                    laneEnds[free] = end
                    lanesOf.append((session, free))
                } else {
                    laneEnds.append(end)
                    lanesOf.append((session, laneEnds.count - 1))
                }
            }
            for (session, lane) in lanesOf {
                let begin = session.startsAt!, end = max(session.endsAt ?? begin, begin)
                let firstRow = Int((begin.timeIntervalSince(dayStart) / rowSeconds).rounded(.down))
                let rows = max(1, Int((end.timeIntervalSince(dayStart) / rowSeconds).rounded(.up)) - firstRow)
                placed.append(Placed(session: session, column: column, lane: lane, lanes: max(1, laneEnds.count), firstRow: firstRow, rows: rows))
                lastRow = max(lastRow, firstRow + rows)
            }
        }
        self.placed = placed
        rows = lastRow
    }

    /// 15 minutes a row, unless a session is shorter: then 10, or 5, so that every session has
    /// a row of its own to start on and a long day is not a tall one.
    static func rowMinutes(for sessions: [Session], in timeZone: TimeZone) -> Int {
        let shortest = sessions.compactMap { session in
            session.startsAt.flatMap { start in session.endsAt.map { $0.timeIntervalSince(start) / 60 } }
        }.filter { $0 > 0 }.min() ?? 60
        return shortest >= 15 ? 15 : shortest >= 10 ? 10 : 5
    }

    /// The row an instant falls in, when it is within the grid.
    func row(of instant: Date) -> Int? {
        guard rows > 0 else { return nil }
        let row = Int((instant.timeIntervalSince(start) / Double(rowMinutes * 60)).rounded(.down))
        return (0..<rows).contains(row) ? row : nil
    }

    /// "10:00" at each row that starts an hour, else "".
    func rowLabels(clock: ConferenceClock) -> [String] {
        (0..<rows).map { row in
            let instant = start.addingTimeInterval(Double(row * rowMinutes * 60))
            return ClockTime(instant, in: clock.timeZone).minute == 0 ? clock.time(instant) : ""
        }
    }
}
