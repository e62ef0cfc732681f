#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import SecretStoreContract

/// An advisory lock on a file (flock): exclusive for writers, shared for readers. flock locks
/// belong to the open file description, so it serialises threads of one process as well as
/// processes; the kernel releases it when a killed holder's descriptor closes.
enum FileLock {
    enum Mode {
        case shared, exclusive
    }

    static func withLock<Result>(_ path: String, _ mode: Mode, _ body: () throws(SecretStoreError) -> Result) throws(SecretStoreError) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, PrivateFiles.fileMode)
        guard descriptor >= 0 else { throw PrivateFiles.failure(path, "open the lock file") }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, mode == .exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { throw PrivateFiles.failure(path, "lock") }
        }
        return try body()
    }
}
