#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Waits for a child until a time limit, then kills it. The waiting is done on the caller's own
/// thread, looking at the child without reaping it (`WNOHANG | WNOWAIT`): a timer on a shared
/// queue fired thirty seconds late in a loaded test run, and a child not yet reaped keeps its
/// number, so the kill can never reach another process.
enum Watchdog {
    /// Whether the child had to be killed. It is left ended but not reaped, for the caller.
    static func waitOrKill(_ pid: pid_t, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        var pause: TimeInterval = 0.001
        while true {
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result == -1, errno == EINTR { continue }
            // Ended (a pid is set), or no such child any more: nothing to kill.
            if result == -1 || info._sifields._sigchld.si_pid != 0 { return false }
            if ContinuousClock.now >= deadline {
                kill(pid, SIGKILL)
                return true
            }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 2, 0.05)
        }
    }
}
