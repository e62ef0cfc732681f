import Entities
import Foundation

extension OpenedConference {
    /// The store's conference, syncing the feed once first when the store is still empty (a
    /// fresh machine listing or exporting the demo), so no command needs a separate first step.
    /// Says so on standard error: standard output stays the command's own.
    func conferenceSyncingFirst(saying voice: CommandVoice) async throws -> Conference {
        if let conference = try await store.conference() { return conference }
        voice.note("no schedule yet for \(source.name): syncing it first")
        let result = await SyncSummary.runOnce(try await makeSynchronizer(lockWait: source.timeout * 3 + .seconds(10)), name: source.name)
        result.warnings.forEach(voice.note)
        if case .failure(let message) = result.verdict { throw CommandFailure(message) }
        guard let conference = try await store.conference() else {
            throw CommandFailure("the feed of \(source.name) holds no conference")
        }
        return conference
    }
}
