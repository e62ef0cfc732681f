#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Synchronization

/// Files other programs read (calendars, address books, exports): written whole or not at all.
/// The bytes go to a temporary file beside the target, are flushed to the disk, and the file
/// is renamed over the target, so a reader (or a crash, or a full disk) sees the old file or the
/// new one, never half of one; a failure leaves no temporary file behind.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public let detail: String
        public var description: String { "cannot write \(path): \(detail)" }
    }

    /// Writes `data` to `url` (making its folder), with `mode` for a new file (0644 unless given).
    /// `durably: false` is for a hint that only saves work when present (a note beside a store):
    /// still whole or absent, but not flushed to the disk, so a power cut may take it back.
    public static func write(_ data: Data, to url: URL, mode: mode_t = 0o644, durably: Bool = true) throws(WriteError) {
        let path = url.path
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, detail: FileProblem.words(for: error))
        }
        // One name per write, so that two threads writing the same file never share a temporary.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(writes.add(1, ordering: .relaxed).newValue).partial").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw WriteError(path: path, detail: FileProblem.posixWords(errno)) }
        var failure = data.withUnsafeBytes { writeAll(descriptor, $0) }
        if failure == nil, durably, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, detail: FileProblem.posixWords(failure))
        }
        // The rename itself is made durable by syncing the folder.
        guard durably else { return }
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }
}

/// Writes so far in this process, naming each one's temporary file.
private let writes = Atomic<Int>(0)

/// Writes every byte of `buffer`, retrying after partial writes and interruptions; the errno
/// of a failure, or nil.
private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 { offset += written } else if errno != EINTR { return errno }
    }
    return nil
}
