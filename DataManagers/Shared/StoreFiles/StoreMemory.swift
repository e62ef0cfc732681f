#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import GRDB
import GRDBSQLite
import Synchronization

/// What the open stores keep in memory for speed, given back when the app is at rest: each
/// connection's page cache (8 MiB a reader: what makes typing a search fast) and then the heap
/// pages freed with it. It is what GRDB does on iOS at a memory warning; a terminal has no such
/// warning, so the terminal host says when nothing has been drawn for a while.
///
/// Connections stay open (`persistentReadOnlyConnections`): the next read fills its cache again
/// from the operating system's, with its prepared statements kept.
public enum StoreMemory {
    /// One store's release (false once its pool is gone), and whether it is still open.
    private struct Entry: Sendable {
        let release: @Sendable () -> Bool
        let isOpen: @Sendable () -> Bool
    }

    private static let entries = Mutex<[Entry]>([])

    /// How long after the stores' release the heap is trimmed: their releases run on their own
    /// queues, after the reads under way.
    static let trimDelay: DispatchTimeInterval = .milliseconds(500)

    /// What SQLite may hold in all, every store's connections together, before their page
    /// caches stop growing and reuse their own oldest pages: one reading connection's whole
    /// cache (what typing a search wants: `StoreFile.readerCacheKiB`) and half as much again
    /// for the lists read meanwhile, 12 MiB. Without it each of a pool's readers filled 8 MiB
    /// of its own: 21 MiB after browsing every tab of 50,000 sessions. A writer is not held
    /// back: it writes pages out past its own cache's size, as it always does.
    static let budget = Int64(StoreFile.readerCacheKiB) * 1024 * 3 / 2

    /// Set once, when the first store opens: it is SQLite's, for the whole process.
    private static let budgetSet: Bool = {
        sqlite3_soft_heap_limit64(budget)
        return true
    }()

    static func register(_ pool: DatabasePool) {
        _ = budgetSet
        let entry = Entry(release: { [weak pool] in
            guard let pool else { return false }
            pool.releaseMemoryEventually()
            return true
        }, isOpen: { [weak pool] in pool != nil })
        // Stores closed since are dropped here too: a process that opens many never releases.
        entries.withLock { entries in entries = entries.filter { $0.isOpen() } + [entry] }
    }

    /// Asks every open store to drop its caches, then gives the heap's free pages back to the
    /// system. Returns at once; the work runs on the stores' queues and a background one.
    public static func release() {
        // Under the lock: a release only asks (each pool's work is queued), and a pool opened
        // meanwhile is never dropped by mistake.
        entries.withLock { entries in entries = entries.filter { $0.release() } }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + trimDelay) { trimHeap() }
    }

    /// glibc keeps freed memory for the next allocation; `malloc_trim` returns its free pages.
    /// Looked up at run time: it is not in every C library, and where it is missing nothing is
    /// trimmed.
    static func trimHeap() {
        #if canImport(Glibc)
        guard let trim = GlibcFunction.named("malloc_trim", as: (@convention(c) (Int) -> Int32).self) else { return }
        _ = trim(0)
        #endif
    }
}
