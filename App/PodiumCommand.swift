import ArgumentParser
import Foundation
import Logging

/// The `podium` executable: with no subcommand, the interactive app on the terminal (the
/// bundled demo conference unless --feed says otherwise).
@main
struct PodiumCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium",
        abstract: "Podium — a conference companion for the terminal.",
        discussion: """
            The agenda, sessions and your own schedule of a real conference, kept fresh from its \
            published feed every minute and usable offline. With no subcommand Podium opens on \
            the terminal; `podium sync --once` fills the local store and `podium sessions` lists \
            it (syncing first when it is empty). Logs go to $XDG_STATE_HOME/podium/podium.log, never to the screen.
            """,
        version: PodiumVersion.current,
        subcommands: [SyncCommand.self, SessionsCommand.self, ExportCommand.self, SecretCommand.self]
    )

    @OptionGroup var feedOptions: FeedOptions

    @Option(help: "Seconds between syncs while the app runs.")
    var syncInterval: Double = 60

    func validate() throws {
        guard syncInterval >= 1, syncInterval <= 86_400 else { throw ValidationError("--sync-interval must be between 1 and 86400 seconds") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let composition = try Composition(source: try ConferenceSource(feedOptions, environment: environment))
        let logger = Self.logger(environment)
        let status = await InteractiveApp.run(composition, syncInterval: .milliseconds(Int(syncInterval * 1000)),
                                              environment: environment, logger: logger)
        if status != 0 { throw ExitCode(status) }
    }

    /// The log file under $XDG_STATE_HOME/podium (~/.local/state/podium); if it cannot be
    /// opened, logging is off rather than on the screen.
    static func logger(_ environment: [String: String]) -> Logger {
        let path = (logDirectory(environment) as NSString).appendingPathComponent("podium.log")
        let handler = try? FileLogHandler.make(path: path, label: "podium")
        return Logger(label: "podium") { _ in handler.map { $0 as LogHandler } ?? SwiftLogNoOpLogHandler() }
    }

    static func logDirectory(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return (xdg as NSString).appendingPathComponent("podium") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/state/podium")
    }
}
