#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Programs a test started that must not outlive the test run. A test stopped by its time limit
/// leaves its thread blocked and its values alive, so their `deinit`s never run: after three
/// such failures, 12 tmux servers and 36 apps kept running (0.7 of a core) into the rest of the
/// run and the next one. What is still in `shared` when the run exits is killed then.
final class LeftAtExit: Sendable {
    /// The run's own, killed at exit (a test makes one of its own to try `killAll`).
    static let shared: LeftAtExit = {
        atexit { LeftAtExit.shared.killAll() }
        return LeftAtExit()
    }()

    /// Each process with the name its `/proc/PID/comm` must start with, when it is not our
    /// own unreaped child (whose number cannot be reused) and may have ended by itself.
    private let running = Mutex<[pid_t: String?]>([:])

    func add(_ pid: pid_t, named name: String? = nil) {
        running.withLock { $0[pid] = .some(name) }
    }

    func remove(_ pid: pid_t) {
        running.withLock { _ = $0.removeValue(forKey: pid) }
    }

    func killAll() {
        for (pid, name) in running.withLock({ $0 }) {
            if let name {
                let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                guard command.hasPrefix(name) else { continue }
            }
            kill(pid, SIGKILL)
        }
    }
}
