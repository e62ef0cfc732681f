import ArgumentParser
import AttendeeStore
import Foundation
import Logging
import PostgresStore
import StoreContract
import StoreRules

/// Which store a command opens: the SQLite file in `--data-dir` (the default), or the
/// PostgreSQL database `--store` names, its password from `PGPASSWORD` or `--password-file`
/// (never the command line, which every user of the machine can read).
struct StoreOptions: ParsableArguments {
    @Option(help: "The server's data directory, for the SQLite store (default: $XDG_DATA_HOME/podium-server; the demo's: podium-server-demo beside it).")
    var dataDir: String?

    @Option(help: ArgumentHelp("A PostgreSQL database instead: postgres://USER@HOST:PORT/DATABASE[?schema=NAME&sslmode=disable|prefer|require].",
                               valueName: "address"))
    var store: String?

    @Option(help: "A file whose first line is the PostgreSQL password (else PGPASSWORD, else none).")
    var passwordFile: String?

    func validate() throws {
        guard let store else {
            if passwordFile != nil { throw ValidationError("--password-file is for a PostgreSQL --store") }
            return
        }
        do {
            _ = try PostgresAddress(parsing: store)
        } catch {
            throw ValidationError("--store \(PrintableText.of(store.replacingOccurrences(of: #":[^@/]*@"#, with: ":…@", options: .regularExpression), limit: 200)) "
                                  + error.description)
        }
        if dataDir != nil { throw ValidationError("--data-dir is for the SQLite store; --store names a PostgreSQL one: give one of them") }
    }

    /// The store, made and brought to this version when it is new.
    func open(defaultDirectory: URL = DataDirectory.resolve(nil)) async throws -> any AttendeeStoring {
        guard let store else {
            return try AttendeeStore.open(dataDirectory: dataDir.map { URL(fileURLWithPath: $0) } ?? defaultDirectory, note: ServerRunner.note)
        }
        let address = try PostgresAddress(parsing: store)
        var logger = Logger(label: "podium-server.postgres")
        logger.logLevel = .warning
        return try await PostgresAttendeeStore.open(address, password: try password(), logger: logger)
    }

    private func password() throws -> String? {
        guard let passwordFile else {
            return ProcessInfo.processInfo.environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let text = try? String(contentsOfFile: passwordFile, encoding: .utf8) else {
            throw ValidationError("--password-file \(PrintableText.of(passwordFile, limit: 200)): cannot be read")
        }
        return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }
}
