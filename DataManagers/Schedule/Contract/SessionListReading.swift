import Entities
import LiveDataContract

/// Sessions by their ids: My schedule's, the rest of a search.
public protocol SessionListReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// These sessions, in time order (then room order, then title), the ones that exist.
    func sessions(ids: [String]) async throws -> [Session]
}
