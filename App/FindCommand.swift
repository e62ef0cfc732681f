import ArgumentParser
import Entities
import Foundation
import ScheduleDataContract

/// `podium find TEXT --on https://pretalx.example/`: the public events of a pretalx instance whose
/// name or slug holds TEXT, each with the command that adds it.
struct FindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find events by name on a pretalx instance, each with the podium add command that adds it.",
        discussion: "Example: podium find fosdem --on https://pretalx.fosdem.org/")

    @Argument(help: "Words of the event's name or slug (any case).")
    var text: String

    @Option(help: "The pretalx instance, by its address.")
    var on: String

    @OptionGroup var storage: StorageOptions

    private static let voice = CommandVoice(command: "find")

    func validate() throws {
        guard let url = URL(string: on), url.connectionProblem == nil, url.user == nil else {
            throw ValidationError("--on '\(FeedOptions.shown(on))' is not an http(s) address of a pretalx")
        }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            guard let address = URL(string: on) else { return }
            let discovery = PretalxPages.discovery(timeout: storage.timeoutDuration)
            let instance: URL
            switch await discovery.find(address) {
            case .instance(let found): instance = found
            case .event(let listing): instance = listing.event.instance
            case .nothing(let asked):
                throw CommandFailure("\(address.withoutCredentials) is no pretalx instance (asked \(asked.prefix(3).map(\.absoluteString).joined(separator: ", ")))")
            }
            let found: [PretalxEventListing]
            do {
                found = try await discovery.events(on: instance, matching: text)
            } catch {
                throw CommandFailure("\(error)")
            }
            guard !found.isEmpty else {
                throw CommandFailure("no public event on pretalx at \(instance.absoluteString) is named like '\(FeedOptions.shown(text))'")
            }
            PretalxPages.lines(found).forEach(CommandVoice.print)
        }
    }
}
