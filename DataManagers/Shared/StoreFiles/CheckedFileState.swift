#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Files
import Foundation

/// A store's file as the file system last saw it healthy, kept beside it in `<store>-checked`.
/// SQLite's quick check reads the whole file (80 ms of a 40 MB store: half of a launch at 20,000
/// sessions). A file whose device, inode, size and times of change are those it had when it was
/// last known healthy has not been written since, and is not read through again; a change of its
/// contents by anyone always moves its change time (`ctime`), which no program can set back.
/// It is noted healthy after it passed the check, and again after Podium's own SQLite wrote it
/// (what SQLite writes through its log is as sound as what it checked). The log itself is left
/// out: SQLite writes it alone, and checksums every frame, skipping any that do not match.
enum CheckedFileState {
    /// Whether the store at `path` is exactly as it was when last noted healthy.
    static func isUnchanged(_ path: String) -> Bool {
        guard let now = state(of: path), let then = try? String(contentsOfFile: marker(path), encoding: .utf8) else { return false }
        return now == then
    }

    /// Notes the store at `path` healthy as it is now; a marker that cannot be written (a
    /// read-only folder) only means the next start checks again. Not flushed to the disk: the
    /// checkpoint before it flushed the store, and a marker a power cut takes back, or one that
    /// names an older state, only means the next start checks again (two flushes of each write).
    static func record(_ path: String) {
        guard let state = state(of: path) else { return }
        try? AtomicFile.write(Data(state.utf8), to: URL(fileURLWithPath: marker(path)), durably: false)
    }

    private static func marker(_ path: String) -> String { path + "-checked" }

    /// "device inode size mtime ctime"; nil when the file cannot be looked at, so the check runs.
    private static func state(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        func time(_ moment: timespec) -> String { "\(moment.tv_sec)." + String(format: "%09ld", moment.tv_nsec) }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(time(info.st_mtim)) \(time(info.st_ctim))"
    }
}
