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
}
