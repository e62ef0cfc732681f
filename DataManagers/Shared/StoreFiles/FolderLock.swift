#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// An advisory lock on a folder (flock on its descriptor, which needs no extra file and works
/// in a read-only folder), held while stores in it are opened and checked.
enum FolderLock {
    static func holding<Result>(_ folder: String, _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        // Without a descriptor there is nothing to share the folder with; go on unlocked.
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        return try body()
    }
}
