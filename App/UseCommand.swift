import ArgumentParser
import ConferenceEditing
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
            CommandVoice.print("now using \(try ConferenceEditing(conferences: PersonFiles.conferences()).use(name))")
        }
    }
}
