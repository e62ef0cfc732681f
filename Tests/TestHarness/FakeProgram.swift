import Foundation

/// A shell script on a PATH of its own, standing in for a desktop program (`xdg-open`,
/// `notify-send`): `body` is a shell line, `"$@"` its arguments and `$LOG` a file it may write.
public struct FakeProgram: Sendable {
    /// `PATH` holding only the fake program.
    public let environment: [String: String]
    public let log: URL

    public init(_ name: String, running body: String) throws {
        let folder = try TemporaryDirectory(prefix: "podium-program").url
        log = folder.appendingPathComponent("log")
        let script = folder.appendingPathComponent(name)
        // Written by a child process: a file this process held open for writing could be inherited
        // by another test's fork at that moment, and exec would then fail with "text file busy".
        // Spawned and waited for with posix_spawn and waitpid: Foundation's `waitUntilExit` runs a
        // run loop on the caller's thread, and two tests doing so at once on the test pool's two
        // threads hung the whole run (docs/facts.md).
        let arguments = ["/bin/sh", "-c", "printf '#!/bin/sh\\nLOG=\"%s\"\\n%s\\n' \"$0\" \"$1\" > \"$2\" && chmod 755 \"$2\"",
                         log.path, body, script.path]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { throw FakeProgramError(name: name) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else { throw FakeProgramError(name: name) }
        environment = ["PATH": folder.path]
    }

    /// What the program wrote to `$LOG`, one line each.
    public func logged() throws -> [String] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// The fake program's script could not be written.
public struct FakeProgramError: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "could not write the fake \(name)" }
}
