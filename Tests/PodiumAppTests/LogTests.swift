import Entities
import Foundation
import Logging
import ScheduleTesting
import SynchronizerContract
import SynchronizerTesting
import TestHarness
import Testing
@testable import PodiumApp

/// The log file: one line per event, feed text in it shown but never obeyed, each sync once.
@Suite struct LogTests {
    static func logFile() throws -> (TemporaryDirectory, String, Logger) {
        let folder = try TemporaryDirectory(prefix: "podium-log")
        let path = folder.url.appendingPathComponent("state/podium.log").path
        let handler = try FileLogHandler.make(path: path, label: "podium")
        return (folder, path, Logger(label: "podium") { _ in handler })
    }

    @Test func feedTextInALogLineIsShownNotObeyed() throws {
        let (folder, path, logger) = try Self.logFile()
        defer { folder.remove() }
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\nforged 2026-01-01T00:00:00Z info podium: all fine\u{9B}31m"
        logger.warning("sync failed: \(hostile)", metadata: ["error": "\(hostile)"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 1, "one event, one line: \(text.debugDescription)")
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains("␛]0;pwned"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// A status changes several times per sync (started, finished, next attempt scheduled): the
    /// log has one line per finished sync (once, every event was written twice).
    @MainActor @Test func eachSyncIsLoggedOnce() async throws {
        let (folder, path, logger) = try Self.logFile()
        defer { folder.remove() }
        let noon = SampleSchedule.at(SampleSchedule.day1, 12)
        let synchronizer = FakeSynchronizer(status: SyncStatus())
        let following = Task { await InteractiveApp.log(synchronizer, to: logger) }
        defer { following.cancel() }
        #expect(await eventually { synchronizer.listenerCount == 1 })
        synchronizer.publish(SyncStatus(lastAttempt: noon, isSyncing: true))
        synchronizer.publish(SyncStatus(lastSuccess: noon, lastAttempt: noon))
        synchronizer.publish(SyncStatus(lastSuccess: noon, lastAttempt: noon, nextAttempt: noon + 60))
        synchronizer.publish(SyncStatus(lastSuccess: noon, lastAttempt: noon + 60, lastError: "HTTP 503", nextAttempt: noon + 65))
        synchronizer.publish(SyncStatus(lastSuccess: noon, lastAttempt: noon + 60, lastError: "HTTP 503", nextAttempt: noon + 70))
        #expect(await eventually { ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("HTTP 503") })
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("info podium: synced") == true)
        #expect(lines.last?.contains("warning podium: sync failed error=HTTP 503") == true)
    }
}
