#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A program started in the background, its standard output going to a file a test reads while
/// it runs; for tests that kill a process at a moment of their choosing.
public final class BackgroundProcess: @unchecked Sendable {  // pid and files are set once, in init
    public let pid: pid_t
    private let files: TemporaryDirectory
    private var reaped = false

    public init(_ arguments: [String]) throws {
        files = try TemporaryDirectory(prefix: "podium-background")
        pid = try Subprocess.spawn(arguments, stdout: files.url.appendingPathComponent("stdout").path,
                                   stderr: files.url.appendingPathComponent("stderr").path)
        LeftAtExit.shared.add(pid)
    }

    public var stdout: String { (try? String(contentsOf: files.url.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }
    public var stderr: String { (try? String(contentsOf: files.url.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Sends SIGKILL and waits for the process to be gone.
    public func kill() {
        _ = Glibc.kill(pid, SIGKILL)
        waitForExit()
    }

    /// Blocks until the process ends; its exit status, or 128 + the signal that ended it.
    @discardableResult
    public func waitForExit() -> Int32 {
        reaped = true
        LeftAtExit.shared.remove(pid)
        return Subprocess.waitForExit(pid)
    }

    deinit {
        if !reaped { kill() }
        files.remove()
    }
}
