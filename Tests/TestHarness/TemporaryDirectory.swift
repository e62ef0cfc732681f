import Foundation

/// A directory under the system's temporary folder that a test owns and removes.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public var path: String { url.path }

    /// A new, empty directory.
    public init(prefix: String = "podium-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A copy of `source`, skipping top-level entries for which `skip` is true.
    public init(copying source: URL, prefix: String = "podium-test", skip: (String) -> Bool = { _ in false }) throws {
        try self.init(prefix: prefix)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) where !skip(entry) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(entry), to: url.appendingPathComponent(entry))
        }
    }

    /// Lays every file under `overlay` over this directory, replacing files of the same path.
    public func overlay(_ overlay: URL) throws {
        let base = overlay.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: overlay, includingPropertiesForKeys: [.isDirectoryKey])
        while let item = enumerator?.nextObject() as? URL {
            let relative = String(item.standardizedFileURL.path.dropFirst(base.count + 1))
            let destination = url.appendingPathComponent(relative)
            if try item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true {
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            } else {
                if FileManager.default.fileExists(atPath: destination.path) {
                    try FileManager.default.removeItem(at: destination)
                }
                try FileManager.default.copyItem(at: item, to: destination)
            }
        }
    }

    public func write(_ text: String, to relativePath: String) throws {
        let destination = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: destination)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
