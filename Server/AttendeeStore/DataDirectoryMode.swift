import Foundation

/// The data directory holds digests of every ticket code and token: only its owner may enter it.
/// A new one is made 0700; an existing one that others may enter is tightened to 0700 (and said
/// so), and one that belongs to someone else is refused: its owner could read or replace the store.
public enum DataDirectoryMode {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Makes or checks `directory`; the line to print when it had to tighten a loose mode.
    public static func secure(_ directory: URL) throws -> String? {
        let path = directory.path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Refusal(description: "cannot read \(path): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: "\(path) is not a directory (a link or a file where the data directory should be)")
        }
        guard info.st_uid == geteuid() else {
            throw Refusal(description: "\(path) belongs to user \(info.st_uid), not to this one (\(geteuid())): choose a directory of your own")
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 != 0 else { return nil }
        guard chmod(path, 0o700) == 0 else {
            throw Refusal(description: "\(path) has mode \(String(mode, radix: 8)) and cannot be made 0700: \(String(cString: strerror(errno)))")
        }
        return "\(path) had mode \(String(mode, radix: 8)), which let others in; it is 0700 now"
    }
}
