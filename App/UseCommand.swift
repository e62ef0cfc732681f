import ArgumentParser
import ConferencesDataContract
import ConferencesLocalDataManager
import Foundation

/// `podium use NAME`: the conference `podium` and its commands open from now on.
struct UseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use",
        abstract: "Make one of your conferences the current one (podium list shows them).")

    @Argument(help: "The conference's name (case does not matter).", completion: ConferenceNameCompletion.kind)
    var name: String

    private static let voice = CommandVoice(command: "use")

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let conferences = ConferencesLocalDataManager(path: ConferencesLocalDataManager.defaultPath(ProcessInfo.processInfo.environment))
            let chosen = try conferences.update { list -> String in
                guard let found = list.named(name) else { throw Self.unknown(name, in: list) }
                list.currentName = found.name
                return found.name
            }
            CommandVoice.print("now using \(chosen)")
        }
    }

    /// "there is no conference named …", with the names there are.
    static func unknown(_ name: String, in list: ConferenceList) -> CommandFailure {
        guard !list.conferences.isEmpty else {
            return CommandFailure("there is no conference named '\(name)'; add one with: podium add URL-or-FILE")
        }
        return CommandFailure("there is no conference named '\(name)'; there are: " + list.conferences.map(\.name).joined(separator: ", "))
    }
}
