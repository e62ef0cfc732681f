#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import SecretStoreContract

/// The store's directory and files, through POSIX calls: Foundation would create files with
/// 0666 minus the umask, and does not fsync a directory.
struct PrivateFiles: Sendable {
    static let fileMode: mode_t = 0o600
    static let directoryMode: mode_t = 0o700
    /// Temporary files are `.<name>.tmp-<random>`; one left by a killed writer is removed by the next.
    static let temporaryMarker = ".tmp-"

    let directory: String

    func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// Creates the directory 0700 (its parents as usual) or checks that an existing one is private.
    func prepareDirectory() throws(SecretStoreError) {
        let parent = (directory as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .io(path: parent, operation: "create the directory", detail: (error as NSError).localizedDescription)
        }
        if mkdir(directory, Self.directoryMode) == 0 {
            guard chmod(directory, Self.directoryMode) == 0 else { throw Self.failure(directory, "set the mode of") }
            return
        }
        guard errno == EEXIST else { throw Self.failure(directory, "create the directory") }
        try checkDirectory()
    }

    /// Whether the directory exists; refused when it is not a directory, or the group or others
    /// may read, write or enter it — as ssh does.
    @discardableResult
    func checkDirectory() throws(SecretStoreError) -> Bool {
        var status = stat()
        guard stat(directory, &status) == 0 else {
            if errno == ENOENT { return false }
            throw Self.failure(directory, "inspect")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .io(path: directory, operation: "use the directory", detail: "it is not a directory") }
        try Self.checkMode(status.st_mode, of: directory, expected: Self.directoryMode)
        return true
    }

    /// The whole file, or nil when it does not exist; refused when others may read it.
    func contents(of name: String) throws(SecretStoreError) -> [UInt8]? {
        let path = path(name)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Self.failure(path, "open")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(path, "inspect") }
        try Self.checkMode(status.st_mode, of: path, expected: Self.fileMode)
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Self.failure(path, "read") }
            if count == 0 { bytes.removeLast(bytes.count - done) }  // shrank while being read: what was there
            done += count
        }
        return bytes
    }

    /// Replaces `name` with `bytes` durably: a temporary file created 0600 whatever the umask,
    /// written, fsynced, renamed over the old one, then the directory fsynced — a crash at any
    /// moment leaves the old file or the new one.
    func writeDurably(_ bytes: [UInt8], to name: String) throws(SecretStoreError) {
        let target = path(name)
        let temporary = path(".\(name)\(Self.temporaryMarker)\(UInt64.random(in: .min ... .max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { throw Self.failure(temporary, "create") }
        do throws(SecretStoreError) {
            defer { close(descriptor) }
            guard fchmod(descriptor, Self.fileMode) == 0 else { throw Self.failure(temporary, "set the mode of") }
            var done = 0
            while done < bytes.count {
                let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, $0.count - done) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw Self.failure(temporary, "write") }
                done += count
            }
            guard fsync(descriptor) == 0 else { throw Self.failure(temporary, "flush") }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let failure = Self.failure(target, "replace")
            unlink(temporary)
            throw failure
        }
        try syncDirectory()
    }

    /// Removes temporary files a killed writer left behind; call with the store locked.
    func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(".") && name.contains(Self.temporaryMarker) { unlink(path(name)) }
    }

    private func syncDirectory() throws(SecretStoreError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure(directory, "open") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Self.failure(directory, "flush") }
    }

    private static func checkMode(_ mode: mode_t, of path: String, expected: mode_t) throws(SecretStoreError) {
        let permissions = mode & 0o777
        guard permissions & 0o077 == 0 else { throw .permissionsTooOpen(path: path, mode: Int(permissions), expected: Int(expected)) }
    }

    /// The current errno as an io error.
    static func failure(_ path: String, _ operation: String) -> SecretStoreError {
        .io(path: path, operation: operation, detail: String(cString: strerror(errno)))
    }
}
