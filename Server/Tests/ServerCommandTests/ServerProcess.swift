#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `podium-server` as a child process: started with its output in files, its address read from
/// the line it prints when serving, stopped by a signal. (The server's tests share nothing with
/// the client's TestSupport, so this small launcher is their own.)
final class ServerProcess: @unchecked Sendable {
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podium-server").path
    }

    let pid: pid_t
    let outputs: URL
    private var exitStatus: Int32?

    convenience init(_ arguments: [String]) throws {
        try self.init(executable: Self.executable, arguments)
    }

    init(executable: String, _ arguments: [String]) throws {
        outputs = FileManager.default.temporaryDirectory.appendingPathComponent("podium-server-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputs.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, outputs.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = [executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, &cArguments, environ)
        guard result == 0 else { throw ProcessError("posix_spawn \(executable): \(String(cString: strerror(result)))") }
        pid = child
    }

    deinit {
        if exitStatus == nil { kill(pid, SIGKILL); var status: Int32 = 0; waitpid(pid, &status, 0) }
        try? FileManager.default.removeItem(at: outputs)
    }

    var stdout: String { (try? String(contentsOf: outputs.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: outputs.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// The address from "serving http://HOST:PORT", once the server prints it.
    func address(within seconds: Double = 60) async throws -> URL {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let range = stdout.range(of: #"serving (http://[^ ]+)"#, options: .regularExpression) {
                let text = stdout[range].dropFirst("serving ".count)
                return URL(string: String(text))!
            }
            if let status = try await exited(within: 0) {
                throw ProcessError("podium-server exited (\(status)) before serving: \(stderr.suffix(500))")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessError("podium-server did not start within \(seconds) s: \(stderr.suffix(500))")
    }

    func signal(_ signal: Int32) { kill(pid, signal) }

    /// The exit status (or 128 + signal) if the process ends within the time.
    func exited(within seconds: Double) async throws -> Int32? {
        if let exitStatus { return exitStatus }
        let pid = pid
        let status: Int32? = try await onItsOwnThread {
            let deadline = Date().addingTimeInterval(seconds)
            var status: Int32 = 0
            repeat {
                if waitpid(pid, &status, WNOHANG) == pid {
                    let signalled = status & 0x7f
                    return signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
                }
                usleep(20_000)
            } while Date() < deadline
            return nil
        }
        exitStatus = status
        return status
    }
}

struct ProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Blocking work on a thread of its own, so waiting never holds one of the test pool's threads.
func onItsOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
