import Foundation
@testable import TestHarness
import Testing

/// What a test left running when the run exits is killed: a program in the background, but
/// never a process whose number now belongs to something else.
@Suite struct LeftAtExitTests {
    @Test func whatIsLeftRunningIsKilledAndAnotherNameIsSpared() async throws {
        let (status, spared) = try await offThePool { () throws -> (Int32, Bool) in
            let left = try BackgroundProcess(["sleep", "600"])
            let other = try BackgroundProcess(["sleep", "600"])
            defer { other.kill() }
            let exiting = LeftAtExit()
            exiting.add(left.pid)
            // As if the number had been reused by a program that is no tmux server.
            exiting.add(other.pid, named: "tmux")
            exiting.killAll()
            let status = left.waitForExit()
            var info = siginfo_t()
            let spared = waitid(P_PID, id_t(other.pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == 0
            return (status, spared)
        }
        #expect(status == 128 + SIGKILL, "the program left running was killed")
        #expect(spared, "a process of another name is not killed")
    }
}
