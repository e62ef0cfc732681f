import Entities

public protocol ScheduleStore: Sendable {
    func sessions() async throws -> [Session]
}
