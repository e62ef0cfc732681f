import ExternalPrograms
import Foundation
import Testing

/// A program run to its end without Foundation's Process: what it printed lands in the files,
/// and its status is the shell's.
@Suite struct ChildProcessTests {
    func run(_ arguments: [String], in directory: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podium-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path, err = folder.appendingPathComponent("err").path
        let status = ChildProcess.wait(try ChildProcess.spawn(arguments, in: directory, stdout: out, stderr: err)).status
        return (status, try String(contentsOfFile: out, encoding: .utf8), try String(contentsOfFile: err, encoding: .utf8))
    }

    @Test func outputGoesToTheFilesAndTheStatusComesBack() throws {
        let ran = try run(["sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(ran.status == 3 && ran.stdout == "out\n" && ran.stderr == "err\n")
    }

    @Test func aSignalIsReportedAsAShellDoes() throws {
        #expect(try run(["sh", "-c", "kill -9 $$"]).status == 128 + 9)
    }

    @Test func itStartsInTheFolderGivenAndReadsNothingFromTheTerminal() throws {
        let ran = try run(["sh", "-c", "pwd; cat"], in: "/")
        #expect(ran.status == 0 && ran.stdout == "/\n")
    }

    @Test func aProgramThatDoesNotExistIsAnError() {
        #expect(throws: ChildProcess.SpawnError.self) { try run(["podium-no-such-program"]) }
    }

    /// A child starts with no signal blocked, whatever its parent's thread blocks: a test runner
    /// blocks SIGTERM, and a tmux server that inherited that never heard its own kill-server.
    @Test func aChildHearsSIGTERMThoughItsParentBlocksIt() async throws {
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            // A thread of its own: the blocked signal stays on it.
            Thread.detachNewThread {
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGTERM)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                // Blocked, the signal waits and the shell exits 7 after its pause.
                continuation.resume(with: Result { try run(["sh", "-c", "kill -TERM $$; sleep 3; exit 7"]).status })
            }
        }
        #expect(status == 128 + SIGTERM)
    }
}
