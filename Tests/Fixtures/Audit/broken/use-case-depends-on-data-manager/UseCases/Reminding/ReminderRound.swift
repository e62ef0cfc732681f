import Entities
import ScheduleDataContract
import ScheduleLocalDataManager

/// A use case that opens the store it works on: it can no longer be run with a fake, nor on
/// another store.
public struct ReminderRound {
    public func due() async throws -> [Session] {
        try await LocalScheduleStore(stored: []).sessions()
    }
}
