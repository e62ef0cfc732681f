import ArgumentParser
import Foundation
import Logging

/// The `podium` executable: with no subcommand, the interactive app on the terminal
/// (`OpenCommand`).
@main
struct PodiumCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium",
        abstract: "A conference companion for the terminal.",
        discussion: """
            The agenda, sessions and your own schedule of a real conference, kept fresh from its \
            published feed every minute and usable offline. `podium add URL-or-FILE` adds a \
            conference (frab/pretalx XML or JSON, iCalendar, Sessionize) and makes it current; with \
            no subcommand Podium opens it on the terminal (the bundled demo when there is none). \
            `podium sync --once` fills the local store and `podium sessions` lists it (syncing first \
            when it is empty). Logs go to $XDG_STATE_HOME/podium/podium.log, never to the screen.
            """,
        version: PodiumVersion.current,
        subcommands: [OpenCommand.self, AddCommand.self, ListCommand.self, UseCommand.self, RenameCommand.self, SetCommand.self, RemoveCommand.self,
                      SyncCommand.self, SessionsCommand.self, ExportCommand.self, SecretCommand.self,
                      FavoritesCommand.self, FindCommand.self, NowCommand.self, RemindCommand.self, RemindersCommand.self, LoginCommand.self, LogoutCommand.self, AttendeesCommand.self, KeysCommand.self],
        // The app itself is a subcommand, so that its options (--feed, --name, --timezone) are
        // its own: options of a root command are taken from every subcommand's arguments too.
        defaultSubcommand: OpenCommand.self
    )

    /// A word that is no command is answered before parsing (the app takes none): "did you mean
    /// list?" for `podium lsit`, exit status 64 as for any usage error.
    static func main() async {
        ProcessSetup.beforeAnyThread()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let commands = configuration.subcommands.map { $0._commandName } + ["help"]
        if let problem = CommandSuggestion.problem(with: arguments, commands: commands) {
            FileHandle.standardError.write(Data("podium: \(problem)\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        await main(arguments)
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
