import ArgumentParser
import Foundation
import TerminalUI

/// A failure a person can act on, said as one line ("there is no session '42' in …").
protocol OneLineFailure: Error, CustomStringConvertible {}

/// A failure a command finds itself.
struct CommandFailure: OneLineFailure {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How a subcommand speaks on standard error: `podium <command>: …` lines, and a failure as one
/// such line with exit status 1, rather than ArgumentParser's "Error:" and usage.
///
/// Every line may carry text from a feed, a server or a file (a rejected value, a title), so
/// every line is sanitised as the screens are: an escape sequence in a feed is shown, never
/// obeyed by the terminal the line lands in.
struct CommandVoice {
    /// The subcommand ("sync"); empty for `podium` itself.
    let command: String

    func note(_ line: String) {
        let prefix = command.isEmpty ? "podium" : "podium \(command)"
        FileHandle.standardError.write(Data("\(prefix): \(Sanitizer.clean(line))\n".utf8))
    }

    /// One line on standard output, sanitised.
    static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((Sanitizer.clean(line) + "\n").utf8))
    }

    /// Runs the command; any failure (its own, a store's, a feed's) becomes one line and exit
    /// status 1. ArgumentParser's own exits (usage errors, --help) pass through.
    func failingInOneLine(_ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch let exit as ExitCode {
            throw exit
        } catch let validation as ValidationError {
            throw validation
        } catch let clean as CleanExit {
            throw clean
        } catch {
            note("\(error)")
            throw ExitCode(1)
        }
    }
}
