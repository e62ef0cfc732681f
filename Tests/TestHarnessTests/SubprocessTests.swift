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

    /// Two builds at once take the one slot for long work in turn, never the core slots a
    /// one-second command needs: before, two `swift build`s held both for six minutes and every
    /// command of the run waited behind them. The slots are the test's own: the run's shared
    /// ones are busy with other tests' commands for minutes, which says nothing about builds.
    @Test func buildsNeverHoldBackACommand() async throws {
        let slots = WorkSlots(cores: 2)
        let building = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let builds = (0..<2).map { _ in
            Task { try await offThePool(holding: .minutes, in: slots) { building.signal(); release.wait() } }
        }
        let ran = try await offThePool { () -> Bool in
            building.wait()   // a build holds the long slot, the other waits for it
            let finished = DispatchSemaphore(value: 0)
            Task {
                _ = try? await offThePool(holding: .seconds, in: slots) {}
                finished.signal()
            }
            // Bounded, so that a regression fails here instead of hanging the run.
            return finished.wait(timeout: .now() + 60) == .success
        }
        release.signal()
        release.signal()
        for build in builds { try await build.value }
        #expect(ran, "a command waited for the builds")
    }
}
