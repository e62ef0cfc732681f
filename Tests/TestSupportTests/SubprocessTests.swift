import Foundation
import Testing
import TestSupport

/// A program that outlives its time limit is killed and named, so a test that would have hung
/// until its own limit says which command hung; one that ends in time is read as before.
@Suite struct SubprocessTests {
    @Test func aProgramPastItsTimeLimitIsKilledAndNamed() async throws {
        let started = ContinuousClock.now
        let outcome = try await offThePool { () -> Result<Subprocess.Outcome, any Error> in
            Result { try Subprocess.run(["sleep", "30"], timeLimit: .milliseconds(300)) }
        }
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(throws: (any Error).self) { try outcome.get() }
        if case .failure(let error) = outcome {
            #expect("\(error)" == "`sleep 30` did not end within 0.3 seconds and was killed")
        }
        let quick = try await offThePool { try Subprocess.run(["sh", "-c", "echo done; exit 3"], timeLimit: .seconds(60)) }
        #expect(quick.status == 3 && quick.stdout == "done\n")
    }
}
