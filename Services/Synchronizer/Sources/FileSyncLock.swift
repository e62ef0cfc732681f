#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Synchronization
import SynchronizerContract

/// One sync at a time across processes: an advisory lock (flock) on a file beside the store.
/// The kernel drops it when its holder dies, so a killed sync never leaves it stuck.
public final class FileSyncLock: SyncLocking {
    private let path: String
    private let descriptor = Mutex<Int32?>(nil)

    /// The lock for the store at `storePath`: `<store>.sync-lock`, beside it.
    public init(storePath: String) {
        path = (storePath as NSString).deletingPathExtension + ".sync-lock"
    }

    public func acquire(waitingUpTo wait: Duration) async -> Bool {
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        // A folder that cannot hold the lock file cannot hold a store write either: the sync
        // goes on and says so itself.
        guard opened >= 0 else { return true }
        let deadline = ContinuousClock.now + wait
        while flock(opened, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline,
                  (try? await Task.sleep(for: .milliseconds(50))) != nil else {
                close(opened)
                return false
            }
        }
        descriptor.withLock { $0 = opened }
        return true
    }

    public func release() {
        // Closing the descriptor releases the lock.
        if let held = descriptor.withLock({ state -> Int32? in defer { state = nil }; return state }) { close(held) }
    }
}
