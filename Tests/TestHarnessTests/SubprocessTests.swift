import Foundation
import TestHarness
import Testing

/// A program that outlives its time limit is killed and named, so a test that would have hung
/// until its own limit says which command hung; one that ends in time is read as before.
@Suite struct SubprocessTests {
    @Test func aProgramPastItsTimeLimitIsKilledAndNamed() async throws {
        // Timed on the thread that runs it, against a program that would take ten minutes: a
        // busy machine delays when the thread starts, not whether the kill came long before.
        let (outcome, took) = try await offThePool { () -> (Result<Subprocess.Outcome, any Error>, Duration) in
            let started = ContinuousClock.now
            let outcome = Result { try Subprocess.run(["sleep", "600"], timeLimit: .milliseconds(300)) }
            return (outcome, ContinuousClock.now - started)
        }
        #expect(took < .seconds(300), "killed long before the program's own end: \(took)")
        #expect(throws: (any Error).self) { try outcome.get() }
        if case .failure(let error) = outcome {
            #expect("\(error)" == "`sleep 600` did not end within 0.3 seconds and was killed")
        }
        let quick = try await offThePool { try Subprocess.run(["sh", "-c", "echo done; exit 3"], timeLimit: .seconds(60)) }
        #expect(quick.status == 3 && quick.stdout == "done\n")
    }
}
