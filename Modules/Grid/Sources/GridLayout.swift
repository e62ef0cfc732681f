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
    /// The day's scheduled sessions; boxes refer to them by index, so laying out and moving
    /// through a thousand boxes copies small values, not sessions.
    let sessions: [SessionOutline]
    /// The boxes, by column, then by start, then by lane.
    let placed: [Placed]

    struct Placed: Equatable {
        /// The session's index in `sessions`.
        let index: Int
        let column: Int
        let lane: Int
        let lanes: Int
        let firstRow: Int
        let rows: Int
    }

    static let noRoom = "No room"

    init(sessions: [SessionOutline], rooms: [Room], timeZone: TimeZone) {
        let scheduled = sessions.filter { $0.startsAt != nil }
        self.sessions = scheduled
        // Each room's sessions, in one pass; a room the room list lacks keeps a column after the listed ones.
        var byRoom: [Int?: [Int]] = [:]
        var unlisted: [Room] = []
        let listed = Set(rooms.map(\.id))
        for (index, session) in scheduled.enumerated() {
            if byRoom[session.room?.id] == nil, let room = session.room, !listed.contains(room.id) { unlisted.append(room) }
            byRoom[session.room?.id, default: []].append(index)
        }
        let columnRooms = rooms.filter { byRoom[$0.id] != nil } + unlisted
        let hasNoRoom = byRoom[nil] != nil
        columns = columnRooms.map(\.name) + (hasNoRoom ? [Self.noRoom] : [])
        let minutes = Self.rowMinutes(for: scheduled)
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
        placed.reserveCapacity(scheduled.count)
        var lastRow = 0
        for (column, roomID) in (columnRooms.map { Optional($0.id) } + (hasNoRoom ? [nil] : [])).enumerated() {
            let inColumn = (byRoom[roomID] ?? []).sorted { a, b in
                let (x, y) = (scheduled[a], scheduled[b])
                return (x.startsAt!, x.endsAt ?? x.startsAt!, x.id) < (y.startsAt!, y.endsAt ?? y.startsAt!, y.id)
            }
            // Lanes go by rows, not minutes: two sessions that share a row of the grid (10:00–10:10
            // and 10:10–10:25 at 15 minutes a row) would be drawn one over the other. Each takes the
            // first lane free at its first row; a run of boxes that share rows is split into as many
            // lanes as it needs, and a box alone in its rows keeps the whole column.
            var run: [(index: Int, lane: Int, firstRow: Int, rows: Int)] = []
            var laneEnds: [Int] = []
            func placeRun() {
                for box in run {
                    placed.append(Placed(index: box.index, column: column, lane: box.lane, lanes: max(1, laneEnds.count), firstRow: box.firstRow, rows: box.rows))
                }
                run.removeAll(keepingCapacity: true)
                laneEnds.removeAll(keepingCapacity: true)
            }
            for index in inColumn {
                let begin = scheduled[index].startsAt!, end = max(scheduled[index].endsAt ?? begin, begin)
                let firstRow = Int((begin.timeIntervalSince(dayStart) / rowSeconds).rounded(.down))
                let rows = max(1, Int((end.timeIntervalSince(dayStart) / rowSeconds).rounded(.up)) - firstRow)
                if let runEnd = laneEnds.max(), firstRow >= runEnd { placeRun() }
                if let free = laneEnds.firstIndex(where: { $0 <= firstRow }) {
                    laneEnds[free] = firstRow + rows
                    run.append((index, free, firstRow, rows))
                } else {
                    laneEnds.append(firstRow + rows)
                    run.append((index, laneEnds.count - 1, firstRow, rows))
                }
                lastRow = max(lastRow, firstRow + rows)
            }
            placeRun()
        }
        self.placed = placed
        rows = lastRow
    }

    /// The session a box shows.
    func session(of box: Placed) -> SessionOutline { sessions[box.index] }

    /// 15 minutes a row, unless a session is shorter: then 10, or 5, so that every session has
    /// a row of its own to start on and a long day is not a tall one.
    static func rowMinutes(for sessions: [SessionOutline]) -> Int {
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
