import Logging
import StoreContract
import StoreRules

/// The server's log lines. Callers pass only what may be logged (paths without queries, masked
/// emails); every line is also stripped of control, format and line- or paragraph-separator
/// characters (U+2028/U+2029 end a line in many log viewers), so text a client sent cannot forge
/// a line or drive the organiser's terminal.
public struct ServerLog: Sendable {
    let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    func info(_ message: String) { logger.info("\(Self.printable(message))") }

    /// One answered request: the line as text ("GET /v1/attendees 200 1.2 ms"), and its parts as
    /// metadata, which `--log-format json` writes as fields of their own.
    func request(method: String, path: String, status: Int, milliseconds: String) {
        let path = Self.printable(path)
        logger.info("\(method) \(path) \(status) \(milliseconds) ms",
                    metadata: ["method": "\(method)", "path": "\(path)", "status": "\(status)", "duration_ms": "\(milliseconds)"])
    }
    func error(_ message: String) { logger.error("\(Self.printable(message))") }

    static func printable(_ text: String) -> String { PrintableText.of(text, limit: 300) }
}
