import Logging
@testable import PostgresStore
import Synchronization
import Testing

/// postgres-nio tells of a failed connection attempt only in its log: the store hears it there,
/// and the log shows what it showed before.
struct ConnectFailureLogTests {
    final class Lines: Sendable {
        let heard = Mutex<[String]>([])
    }

    struct Recording: LogHandler {
        let lines: Lines
        var logLevel: Logger.Level = .error
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { lines.heard.withLock { $0.append("\(event.level) \(event.message)") } }
    }

    @Test func aFailedConnectionAttemptIsTroubleAndTheLogKeepsItsLevel() {
        let lines = Lines()
        let trouble = ConnectionTrouble()
        let logger = trouble.hearing(Logger(label: "test") { _ in Recording(lines: lines) })
        logger.debug("Connection established")
        #expect(!trouble.isRecent)
        logger.info("Connection creation failed", metadata: ["error": "connection refused"])
        #expect(trouble.isRecent)
        logger.error("something else")
        #expect(lines.heard.withLock { $0 } == ["error something else"], "an error log still shows errors only")
    }
}
