import Foundation
import Logging

/// Log lines as JSON, one object a line (`--log-format json`), for the organiser's log shipper:
/// `time`, `level`, `label`, `message` and each metadata key as a field of its own. Messages and
/// metadata have been made printable by `ServerLog` before they get here; JSON escapes the rest.
public struct JSONLineLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    private let label: String
    private let write: @Sendable (String) -> Void

    /// Made once: a line per request would otherwise make an encoder per request.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    public init(label: String, write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) { fields[key] = "\(value)" }
        fields["time"] = Date().formatted(.iso8601)
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = "\(event.message)"
        guard let data = try? Self.encoder.encode(fields) else { return }
        write(String(decoding: data, as: UTF8.self))
    }
}
