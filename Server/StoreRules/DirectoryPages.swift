import StoreContract
import Synchronization

/// Pages of the attendees list already read, answered again without asking the store.
///
/// A search is read a hundred times for each change to what the list shows (everyone types the
/// same few letters), and reading one cost five health checks. Both stores keep a version that
/// every change to a listed field bumps in the same transaction (a trigger, so an import by
/// another process or a save through another server counts too). A kept page is answered:
///
/// - without a read, while the store's version was read within `recheck` and this process
///   changed nothing since (`changed()` after each of its own writes): another process's change
///   shows within `recheck`, this process's at once;
/// - otherwise after a read of the version, when it is still the one the page was read at.
///
/// A new version empties the set, and at most `capacity` pages are kept (the least recently used
/// go first).
public final class DirectoryPages: Sendable {
    /// How long a read of the store's version vouches for the pages kept.
    public static let recheck: Duration = .seconds(1)

    /// What a page answers: the search's words as the store matches them (nil for the whole
    /// list), the cursor it follows and its length.
    public struct Key: Hashable, Sendable {
        let match: String?
        let cursor: String?
        let limit: Int

        public init(match: String?, cursor: String?, limit: Int) {
            self.match = match
            self.cursor = cursor
            self.limit = limit
        }
    }

    /// A read of the store under way: when it started, and how many of this process's writes it
    /// came after. A write since makes what it read unfit to keep.
    public struct Read: Sendable {
        fileprivate let startedAt: ContinuousClock.Instant
        fileprivate let writes: UInt64
    }

    private struct Kept {
        var version: String?
        var checkedAt: ContinuousClock.Instant?
        var writes: UInt64 = 0
        var pages: [Key: (page: AttendeePage, used: UInt64)] = [:]
        var clock: UInt64 = 0

        mutating func use(_ key: Key) -> AttendeePage? {
            guard let found = pages[key] else { return nil }
            clock &+= 1
            pages[key]?.used = clock
            return found.page
        }
    }

    public let capacity: Int
    private let kept = Mutex(Kept())

    public init(capacity: Int = 1_000) {
        self.capacity = max(1, capacity)
    }

    /// The page kept for `key` while the version was read within `recheck` and nothing was
    /// written here since; nil when the store must be asked.
    public func fresh(_ key: Key, now: ContinuousClock.Instant = .now) -> AttendeePage? {
        kept.withLock { kept in
            guard let checkedAt = kept.checkedAt, now - checkedAt < Self.recheck else { return nil }
            return kept.use(key)
        }
    }

    /// Starts a read of the store: hand it to `checked` and `keep`.
    public func begin(now: ContinuousClock.Instant = .now) -> Read {
        kept.withLock { Read(startedAt: now, writes: $0.writes) }
    }

    /// The store's version as `read` found it: pages of another version go, the check vouches
    /// for the rest until `recheck` after the read began, and the page kept for `key` at this
    /// version comes back.
    public func checked(_ version: String, for key: Key, by read: Read) -> AttendeePage? {
        kept.withLock { kept in
            guard read.writes == kept.writes else {
                // Written since the read began: what it found vouches for nothing.
                return kept.version == version ? kept.use(key) : nil
            }
            // The check vouches from when its read began (its snapshot is no older): a change
            // committed later is answered from here for less than `recheck` after it.
            if kept.version != version {
                kept.version = version
                kept.checkedAt = read.startedAt
                kept.pages.removeAll(keepingCapacity: true)
            } else if kept.checkedAt.map({ $0 < read.startedAt }) ?? true {
                kept.checkedAt = read.startedAt
            }
            return kept.use(key)
        }
    }

    /// Keeps `page`, read for `key` at `version` by `read`, unless this process wrote since or
    /// the version kept has moved on.
    public func keep(_ page: AttendeePage, for key: Key, at version: String, by read: Read) {
        kept.withLock { kept in
            guard read.writes == kept.writes, kept.version == version else { return }
            kept.clock &+= 1
            kept.pages[key] = (page, kept.clock)
            guard kept.pages.count > capacity else { return }
            // A quarter at a time, so that eviction's sort is paid once per many pages.
            let oldest = kept.pages.sorted { $0.value.used < $1.value.used }.prefix(max(1, capacity / 4))
            for (key, _) in oldest { kept.pages[key] = nil }
        }
    }

    /// This process changed what the list shows (called once the change is committed): nothing
    /// kept is answered again, and reads begun before it keep nothing.
    public func changed() {
        kept.withLock { kept in
            kept.writes &+= 1
            kept.version = nil
            kept.checkedAt = nil
            kept.pages.removeAll(keepingCapacity: true)
        }
    }

    /// How many pages are kept.
    public var count: Int { kept.withLock { $0.pages.count } }
}
