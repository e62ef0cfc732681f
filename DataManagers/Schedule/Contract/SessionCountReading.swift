import Entities
import LiveDataContract

/// How many sessions each filter option holds: beside each track and room in the filter sheet.
public protocol SessionCountReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func sessionCounts() async throws -> SessionCounts
}

/// Sessions per category item and per room (every session, scheduled or not).
public struct SessionCounts: Sendable, Equatable {
    public var byCategoryItem: [Int: Int]
    public var byRoom: [Int: Int]

    public init(byCategoryItem: [Int: Int] = [:], byRoom: [Int: Int] = [:]) {
        self.byCategoryItem = byCategoryItem
        self.byRoom = byRoom
    }
}
