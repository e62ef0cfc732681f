import ArgumentParser
import ConferencesDataContract
import ConferencesLocalDataManager
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
        guard AddCommand.withoutControlCharacters(newName) == trimmed else { throw ValidationError("the new name holds control characters") }
    }

    /// Gives the conference at `index` the name `newName` (trimmed), keeping it current if it
    /// was; another conference of that name is refused. Returns the name it now has.
    static func rename(_ list: inout ConferenceList, at index: Int, to newName: String) throws -> String {
        let wanted = newName.trimmingCharacters(in: .whitespaces)
        let old = list.conferences[index].name
        if let clash = list.named(wanted), clash.name != old {
            throw CommandFailure("there is already a conference named '\(clash.name)'")
        }
        list.conferences[index].name = wanted
        if list.currentName == old { list.currentName = wanted }
        return wanted
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let conferences = ConferencesLocalDataManager(path: ConferencesLocalDataManager.defaultPath(ProcessInfo.processInfo.environment))
            let (old, wanted) = try conferences.update { list -> (String, String) in
                guard let index = list.conferences.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else {
                    throw UseCommand.unknown(name, in: list)
                }
                let old = list.conferences[index].name
                return (old, try Self.rename(&list, at: index, to: newName))
            }
            CommandVoice.print("renamed \(old) to \(wanted)")
        }
    }
}
