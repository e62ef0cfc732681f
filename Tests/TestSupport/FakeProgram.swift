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
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf '#!/bin/sh\\nLOG=\"%s\"\\n%s\\n' \"$0\" \"$1\" > \"$2\" && chmod 755 \"$2\"", log.path, body, script.path]
        try writer.run()
        writer.waitUntilExit()
        environment = ["PATH": folder.path]
    }

    /// What the program wrote to `$LOG`, one line each.
    public func logged() throws -> [String] {
        try String(contentsOf: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
