import ArgumentParser
import Foundation

/// `podium` (or `podium open`): the interactive app on the terminal, on the current conference,
/// the one named by --conference, a one-off --feed, or the bundled demo when there is none.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a conference on the terminal (what podium does with no subcommand).")

    @OptionGroup var feedOptions: FeedOptions

    @Option(parsing: .unconditional, help: "Seconds between syncs while the app runs.")
    var syncInterval: Double = 60

    @Flag(name: .customLong("no-notify"), help: "Reminders only in the app, not in the desktop's notifications (also `notify = false` in the conferences file).")
    var withoutDesktopNotifications = false

    func validate() throws {
        guard syncInterval >= 1, syncInterval <= 86_400 else { throw ValidationError("--sync-interval must be between 1 and 86400 seconds") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var opened: OpenedConference?
        // A broken conferences file or a store that cannot be opened is one line, not a usage screen.
        try await CommandVoice(command: "").failingInOneLine {
            let conference = try OpenedConference(source: try ConferenceSource(feedOptions, environment: environment))
            try await conference.layingOutTheDemoDay()
            opened = conference
        }
        guard let opened else { throw ExitCode(1) }
        let logger = PodiumCommand.logger(environment)
        let status = await InteractiveApp.run(opened, syncInterval: .milliseconds(Int(syncInterval * 1000)),
                                              desktopNotifications: !withoutDesktopNotifications && opened.source.desktopNotifications,
                                              environment: environment, logger: logger)
        if status != 0 { throw ExitCode(status) }
    }
}
