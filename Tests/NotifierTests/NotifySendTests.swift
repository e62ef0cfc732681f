import Foundation
import Notifier
import TestSupport
import Testing

@Suite struct NotifySendTests {
    /// A folder with a fake notify-send running `body` (a shell line; "$@" are its arguments).
    func fakeNotifySend(_ body: String) throws -> (environment: [String: String], log: URL) {
        let folder = try TemporaryDirectory(prefix: "podium-notifier").url
        let log = folder.appendingPathComponent("arguments")
        let script = folder.appendingPathComponent("notify-send")
        // Written by a child process, as in XDGOpenerTests: no inherited write handle, no "text file busy".
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf '#!/bin/sh\\nLOG=\"%s\"\\n%s\\n' \"$0\" \"$1\" > \"$2\" && chmod 755 \"$2\"", log.path, body, script.path]
        try writer.run()
        writer.waitUntilExit()
        return (["PATH": folder.path], log)
    }

    @Test func theTitleAndBodyGoAfterADoubleDashCleaned() async throws {
        let (environment, log) = try fakeNotifySend(#"printf '%s\n' "$@" > "$LOG""#)
        let shown = await NotifySend(environment: environment)
            .notify(title: "--help\u{1B}[2J me", body: "10:30 · <b>Room</b> & \u{202E}hall")
        #expect(shown)
        let arguments = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments == ["--app-name=Podium", "--", "--help [2J me", "10:30 · &lt;b&gt;Room&lt;/b&gt; &amp; hall"])
    }

    @Test func noProgramOrAFailingOneIsFalse() async throws {
        #expect(await NotifySend(environment: ["PATH": "/nonexistent"]).notify(title: "t", body: "b") == false)
        #expect(NotifySend(environment: ["PATH": "/nonexistent"]).isAvailable == false)
        let (environment, _) = try fakeNotifySend("exit 1")
        #expect(NotifySend(environment: environment).isAvailable)
        #expect(await NotifySend(environment: environment).notify(title: "t", body: "b") == false)
    }

    @Test func aServerThatNeverAnswersIsGivenUpOn() async throws {
        // Far apart, so a test run that holds every thread for seconds cannot blur them: the
        // program would take two minutes; given up on, the call ends in well under one.
        let (environment, _) = try fakeNotifySend("exec sleep 120")
        let started = ContinuousClock.now
        #expect(await NotifySend(environment: environment, timeout: .milliseconds(300)).notify(title: "t", body: "b") == false)
        #expect(ContinuousClock.now - started < .seconds(60))
    }
}
