import Foundation
import TestHarness
import Testing

/// A test waiting for "a finished sync" waits for the status bar's "synced 12:04": the first
/// screen's "not synced yet" once satisfied it before any sync had run.
@Suite struct TmuxSessionTests {
    @Test func onlyAFinishedSyncCountsAsOne() {
        let bar = "Agenda\n  09:00  Keynote\n"
        #expect(TmuxSession.showsFinishedSync(bar + " synced 05:28                      s sync · ? keys"))
        #expect(TmuxSession.showsFinishedSync(bar + " synced 12:00 · My schedule not synced with podium-server (? says why)"))
        #expect(!TmuxSession.showsFinishedSync(bar + " not synced yet                   s sync · ? keys"))
        #expect(!TmuxSession.showsFinishedSync(bar + " ⠋ syncing…"))
        #expect(!TmuxSession.showsFinishedSync(bar + " offline — retrying in 40 s · last synced 12:04"))
    }

    /// The first look after a start waits as long as a start may take on a loaded machine; the
    /// later ones, for an answer to a key, fail sooner.
    @Test func theFirstWaitAllowsForAStart() {
        #expect(TmuxSession.patience(waitsBefore: 0) == TmuxSession.launchTimeout)
        #expect(TmuxSession.patience(waitsBefore: 1) == .seconds(10))
        #expect(TmuxSession.launchTimeout > .seconds(60))
    }

    /// A wait that runs out names the waits before it and how long each took: in a loaded run the
    /// slow step is rarely the one that ran out.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func aTimeoutListsTheWaitsBeforeIt() async throws {
        let failure = try await offThePool { () throws -> String in
            let session = try TmuxSession(command: "echo ready; sleep 30", width: 40, height: 5)
            try session.waitFor("ready", timeout: .seconds(60))
            do {
                try session.waitFor("never", timeout: .milliseconds(300))
                return "no timeout"
            } catch let timeout as TmuxSession.Timeout {
                return timeout.description
            }
        }
        #expect(failure.hasPrefix(#"timed out waiting for "never"; the waits before: "ready" "#), "\(failure)")
        #expect(failure.contains(" s since the start); the screen was:\nready"), "\(failure)")
    }
}
