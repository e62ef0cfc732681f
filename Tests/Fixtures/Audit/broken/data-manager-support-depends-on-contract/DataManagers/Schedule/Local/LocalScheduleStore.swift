import Entities
import ScheduleDataContract
import StoreFiles

public struct LocalScheduleStore: ScheduleStore {
    let stored: [Session]
    public init(stored: [Session]) { self.stored = stored }
    public func sessions() async throws -> [Session] { stored }
    public var role: String { StoreFile.role }
}
