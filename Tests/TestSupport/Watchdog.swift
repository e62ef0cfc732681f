#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Kills a child that outlives its time limit. The child is waited for without being reaped
/// (`WNOWAIT`) and marked ended before it is, so the kill can never reach another process that
/// was given the same number after.
final class Watchdog: @unchecked Sendable {
    private let pid: pid_t
    private let lock = NSLock()
    private var ended = false
    private var didKill = false

    init(pid: pid_t, after limit: Duration) {
        self.pid = pid
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                guard !ended else { return }
                didKill = kill(pid, SIGKILL) == 0
            }
        }
    }

    /// Blocks until the child has ended, leaving it to be reaped by the caller.
    func waitUntilEnded() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
        lock.withLock { ended = true }
    }

    var killed: Bool { lock.withLock { didKill } }
}
