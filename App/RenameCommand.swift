import AddConference
import ArgumentParser
import ConferenceEditing
import ConferencesDataContract
import Foundation

/// `podium rename NAME NEW-NAME`: another name for one of your conferences. Its files, and so
/// its favorites, keep the name they were given (`store` in the conferences file).
struct RenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give one of your conferences another name (its favorites and files stay).")

    @Argument(help: "The conference's name (case does not matter).", completion: ConferenceNameCompletion.kind)
    var name: String

    @Argument(help: "Its new name.")
    var newName: String

    private static let voice = CommandVoice(command: "rename")

    func validate() throws {
        try Self.check(newName: newName)
    }

    /// A name a conference can be given: not empty, no control characters.
    static func check(newName: String) throws {
        let trimmed = newName.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ValidationError("the new name is empty") }
        guard ConferenceNames.withoutControlCharacters(newName) == trimmed else { throw ValidationError("the new name holds control characters") }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let (old, wanted) = try ConferenceEditing(conferences: PersonFiles.conferences()).rename(name, to: newName)
            CommandVoice.print("renamed \(old) to \(wanted)")
        }
    }
}
