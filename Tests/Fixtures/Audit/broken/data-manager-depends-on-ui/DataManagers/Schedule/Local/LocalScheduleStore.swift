import Entities
import ScheduleDataContract
import TerminalUI

public struct LocalScheduleStore: ScheduleStore {
    let stored: [Session]
    public init(stored: [Session]) { self.stored = stored }
    public func sessions() async throws -> [Session] { stored }
    @MainActor func screen() -> ViewController { ViewController() }
}
