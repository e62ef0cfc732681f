import Entities
import ScheduleDataContract
import ScheduleLocalDataManager

/// A command that opens a store itself instead of being handed its contract.
struct ListCommand {
    func run() async throws -> [Session] {
        try await LocalScheduleStore(stored: []).sessions()
    }
}
