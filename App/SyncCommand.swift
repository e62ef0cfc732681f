import ArgumentParser
import Foundation
import SynchronizerContract

/// `podium sync --once`: one sync without the terminal UI, one summary line.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch the conference's feed once into the local store and print one summary line.",
        discussion: "On failure the typed error goes to standard error, the exit status is 1, and the store is left exactly as it was.")

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "sync")

    @Flag(help: "Sync once and exit (the interactive app syncs every minute by itself).")
    var once = false

    func validate() throws {
        guard once else { throw ValidationError("podium sync needs --once; the interactive app syncs every minute on its own") }
    }

    func run() async throws {
        let composition = try Composition(source: try ConferenceSource(feedOptions))
        let result = await SyncSummary.runOnce(try composition.makeSynchronizer(prompting: isatty(STDIN_FILENO) == 1),
                                               name: composition.source.name)
        switch result {
        case .success(let line):
            print(line)
            // The subscribable My-schedule calendar follows whatever the sync moved.
            do {
                try await composition.makeMyScheduleCalendar().publish()
            } catch {
                Self.voice.note("the schedule synced, but \(error)")
            }
        case .failure(let message):
            Self.voice.note(message)
            throw ExitCode(1)
        }
    }
}

/// One sync and the line that reports it.
enum SyncSummary {
    enum Result: Equatable {
        case success(String)
        case failure(String)
    }

    static func runOnce(_ synchronizer: any Synchronizing, name: String) async -> Result {
        switch await synchronizer.syncNow() {
        case .failed(let message):
            return .failure(message)
        case .notModified:
            return .success("synced \(name): not modified")
        case .updated(let counts):
            return .success("synced \(name): \(counts.sessions) sessions, \(counts.speakers) speakers, \(counts.rooms) rooms, "
                            + "\(counts.categories) categories, \(counts.news) news, \(counts.changes) changes")
        }
    }
}
