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
///
/// The file stays open for the lock's life and is unlocked, not closed, on release. A flock
/// belongs to the open file, and a child this process starts (posix_spawn, `xdg-open`) holds a
/// copy of every descriptor until it execs; closing ours then left the lock held by the child,
/// and the next sync of this very process found the conference "busy". Unlocking releases
/// every copy at once, and retaking it through the same open file cannot collide with a copy.
public final class FileSyncLock: SyncLocking {
    private let path: String
    private struct State {
        var descriptor: Int32?
        /// Taken by a sync of this process (the flock alone cannot tell: it is ours either way).
        var held = false
    }
    private let state = Mutex(State())

    /// The lock for the store at `storePath`: `<store>.sync-lock`, beside it.
    public init(storePath: String) {
        path = (storePath as NSString).deletingPathExtension + ".sync-lock"
    }

    deinit {
        state.withLock { state in if let descriptor = state.descriptor { close(descriptor) } }
    }

    public func acquire(waitingUpTo wait: Duration) async -> Bool {
        let deadline = ContinuousClock.now + wait
        while true {
            switch tryAcquire() {
            case .taken, .noLockFile: return true
            case .busy:
                guard ContinuousClock.now < deadline, (try? await Task.sleep(for: .milliseconds(50))) != nil else { return false }
            }
        }
    }

    public func release() {
        state.withLock { state in
            guard state.held, let descriptor = state.descriptor else { return }
            flock(descriptor, LOCK_UN)
            state.held = false
        }
    }

    private enum Attempt { case taken, busy, noLockFile }

    private func tryAcquire() -> Attempt {
        state.withLock { state in
            if state.held { return .busy }
            if state.descriptor == nil {
                let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
                // A folder that cannot hold the lock file cannot hold a store write either: the
                // sync goes on and says so itself.
                guard opened >= 0 else { return .noLockFile }
                state.descriptor = opened
            }
            guard let descriptor = state.descriptor else { return .noLockFile }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if errno != EINTR { return .busy }
            }
            state.held = true
            return .taken
        }
    }

    /// The open lock file, for a test that hands a copy to a child as a spawn would.
    var openDescriptor: Int32? { state.withLock { $0.descriptor } }
}
