import Foundation
import Logging
import TerminalUI

/// swift-log to a file: the terminal belongs to the UI, so nothing is ever logged to the
/// screen. One line an entry, "2026-11-23T09:00:01Z info podium: message key=value".
struct FileLogHandler: LogHandler {
    private let sink: Sink
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    private let label: String

    /// Appends to `path`, making its directory (0700) when missing.
    static func make(path: String, label: String) throws -> FileLogHandler {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        handle.seekToEndOfFile()
        return FileLogHandler(sink: Sink(handle: handle), label: label)
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// One line per event. Messages and values can carry feed text (a rejected title, a URL), so
    /// they are sanitised as the screens are: `cat podium.log` shows an escape sequence, it
    /// never replays it, and a line break in a value cannot forge a second entry.
    func log(event: LogEvent) {
        var merged = metadata
        for (key, value) in event.metadata ?? [:] { merged[key] = value }
        let fields = merged.sorted { $0.key < $1.key }.map { " \(Sanitizer.clean($0.key))=\(Sanitizer.clean("\($0.value)"))" }.joined()
        let stamp = Date().formatted(.iso8601)
        sink.write("\(stamp) \(event.level) \(label): \(Sanitizer.clean("\(event.message)"))\(fields)\n")
    }

    /// The file, written under a lock by every logger copy.
    final class Sink: @unchecked Sendable {
        private let handle: FileHandle
        private let lock = NSLock()

        init(handle: FileHandle) { self.handle = handle }

        func write(_ line: String) {
            lock.withLock { handle.write(Data(line.utf8)) }
        }
    }
}
