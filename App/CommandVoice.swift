import ArgumentParser
import Foundation

/// A failure a person can act on, said as one line ("there is no session '42' in …").
protocol OneLineFailure: Error, CustomStringConvertible {}

/// A failure a command finds itself.
struct CommandFailure: OneLineFailure {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How a subcommand speaks on standard error: `podium <command>: …` lines, and a failure as one
/// such line with exit status 1, rather than ArgumentParser's "Error:" and usage.
struct CommandVoice {
    let command: String

    func note(_ line: String) {
        FileHandle.standardError.write(Data("podium \(command): \(line)\n".utf8))
    }

    func failingInOneLine(_ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch let failure as any OneLineFailure {
            note(failure.description)
            throw ExitCode(1)
        }
    }
}
