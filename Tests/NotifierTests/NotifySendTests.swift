import Foundation
import Notifier
import TestHarness
import Testing

@Suite struct NotifySendTests {
    func fakeNotifySend(_ body: String) throws -> FakeProgram { try FakeProgram("notify-send", running: body) }

    @Test func theTitleAndBodyGoAfterADoubleDashCleaned() async throws {
        let program = try fakeNotifySend(#"printf '%s\n' "$@" > "$LOG""#)
        let shown = await NotifySend(environment: program.environment)
            .notify(title: "--help\u{1B}[2J me", body: "10:30 · <b>Room</b> & \u{202E}hall")
        #expect(shown)
        #expect(try program.logged() == ["--app-name=Podium", "--", "--help [2J me", "10:30 · &lt;b&gt;Room&lt;/b&gt; &amp; hall"])
    }

    @Test func noProgramOrAFailingOneIsFalse() async throws {
        #expect(await NotifySend(environment: ["PATH": "/nonexistent"]).notify(title: "t", body: "b") == false)
        #expect(NotifySend(environment: ["PATH": "/nonexistent"]).isAvailable == false)
        let failing = try fakeNotifySend("exit 1").environment
        #expect(NotifySend(environment: failing).isAvailable)
        #expect(await NotifySend(environment: failing).notify(title: "t", body: "b") == false)
    }

    @Test func aServerThatNeverAnswersIsGivenUpOn() async throws {
        // Far apart, so a test run that holds every thread for seconds cannot blur them: the
        // program would take two minutes; given up on, the call ends in well under one.
        let environment = try fakeNotifySend("exec sleep 120").environment
        let started = ContinuousClock.now
        #expect(await NotifySend(environment: environment, timeout: .milliseconds(300)).notify(title: "t", body: "b") == false)
        #expect(ContinuousClock.now - started < .seconds(60))
    }
}
