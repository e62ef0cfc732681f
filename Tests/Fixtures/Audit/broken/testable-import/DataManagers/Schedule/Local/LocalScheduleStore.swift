import Entities
@testable import ScheduleDataContract

// A store that reaches a contract's internals: a release build refuses `@testable import`.
public struct LocalScheduleStore: ScheduleStore {
    let stored: [Session]
    public init(stored: [Session]) { self.stored = stored }
    public func sessions() async throws -> [Session] { stored }
}
