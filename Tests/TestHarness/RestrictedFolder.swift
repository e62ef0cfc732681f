#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A folder made read-only or small, as a person's disk can be: for tests that reading the
/// schedule still works and saving says why it cannot. As root (CI, this machine), permission
/// bits do not stop writes, so read-only is a read-only bind mount and a full disk a small
/// tmpfs; both need the right to mount, which `canMount` asks once.
public struct RestrictedFolder: Sendable {
    public let url: URL
    private let undo: [String]

    public static let canMount: Bool = {
        guard geteuid() == 0, let probe = try? TemporaryDirectory(prefix: "podium-mount-probe") else { return false }
        defer { probe.remove() }
        guard (try? Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]))?.status == 0 else { return false }
        _ = try? Subprocess.run(["umount", probe.path])
        return true
    }()

    /// Whether a read-only folder can be made here at all (as root only by mounting).
    public static var canMakeReadOnly: Bool { geteuid() != 0 || canMount }

    /// Makes `url` (an existing folder, with its contents) read-only until `restore()`.
    public static func readOnly(_ url: URL) throws -> RestrictedFolder {
        if geteuid() != 0 {
            chmod(url.path, 0o555)
            return RestrictedFolder(url: url, undo: ["chmod", "0755", url.path])
        }
        try run(["mount", "--bind", url.path, url.path])
        try run(["mount", "-o", "remount,bind,ro", url.path])
        return RestrictedFolder(url: url, undo: ["umount", url.path])
    }

    /// A disk of `kilobytes` mounted at `url` (an empty folder) until `restore()`.
    public static func smallDisk(at url: URL, kilobytes: Int) throws -> RestrictedFolder {
        try run(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path])
        return RestrictedFolder(url: url, undo: ["umount", url.path])
    }

    /// Fills the disk holding this folder until no byte more fits.
    public func fill() {
        let path = url.appendingPathComponent(".filler").path
        guard let file = fopen(path, "w") else { return }
        let block = [UInt8](repeating: 0xAB, count: 4096)
        while fwrite(block, 1, block.count, file) == block.count, fflush(file) == 0 {}
        fclose(file)
    }

    public func restore() {
        _ = try? Subprocess.run(undo)
    }

    private static func run(_ arguments: [String]) throws {
        let outcome = try Subprocess.run(arguments)
        guard outcome.status == 0 else { throw Subprocess.SpawnError(description: "\(arguments.joined(separator: " ")): \(outcome.output)") }
    }
}
