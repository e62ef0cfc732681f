#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestHarness
@testable import Synchronizer

/// The sync lock against the descriptors a started program inherits.
@Suite struct FileSyncLockTests {
    /// A program started while a sync holds the lock keeps a copy of the lock file open (here for
    /// its whole life, as one that has not exec'd yet does for a moment). Once the sync is over,
    /// the next sync, of this process or another, takes the lock at once.
    @Test func aStartedProgramNeverKeepsTheLockAfterTheSync() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-synclock-child")
        defer { directory.remove() }
        let storePath = directory.url.appendingPathComponent("demo.sqlite").path
        let sync = FileSyncLock(storePath: storePath)
        #expect(await sync.acquire(waitingUpTo: .zero))
        let child = try Self.startHolding(try #require(sync.openDescriptor))
        defer { kill(child, SIGKILL); var status: Int32 = 0; waitpid(child, &status, 0) }

        let otherProcess = FileSyncLock(storePath: storePath)
        #expect(!(await otherProcess.acquire(waitingUpTo: .zero)), "held while the sync runs")
        sync.release()
        #expect(await otherProcess.acquire(waitingUpTo: .zero), "free once the sync is over, whatever the child holds")
        otherProcess.release()
        #expect(await sync.acquire(waitingUpTo: .zero), "and this process's next sync takes it too")
        #expect(!(await otherProcess.acquire(waitingUpTo: .zero)))
        sync.release()
    }

    @Test func oneProcessRunsOneSyncAtATimeThroughOneLock() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-synclock-self")
        defer { directory.remove() }
        let lock = FileSyncLock(storePath: directory.url.appendingPathComponent("demo.sqlite").path)
        #expect(await lock.acquire(waitingUpTo: .zero))
        #expect(!(await lock.acquire(waitingUpTo: .milliseconds(100))), "a second sync through the same lock waits, then skips")
        lock.release()
        #expect(await lock.acquire(waitingUpTo: .zero))
        lock.release()
    }

    /// `sleep 60` with `descriptor` as its descriptor 3 (a dup keeps it open across exec).
    static func startHolding(_ descriptor: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, descriptor, 3)
        let arguments = ["/bin/sleep", "60"]
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ)
        guard result == 0 else { throw Subprocess.SpawnError(description: "cannot start sleep: \(String(cString: strerror(result)))") }
        return pid
    }
}
