import Synchronization

/// Fans a Local data manager's change events out to every subscriber (each live read). The
/// implementations share it, so every store announces changes the same way.
public final class ChangeBroadcaster<Change: Sendable & Hashable>: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<Change>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    public init() {}

    public func subscribe() -> AsyncStream<Change> {
        let (stream, continuation) = AsyncStream<Change>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = nextID.add(1, ordering: .relaxed).newValue
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many live reads listen now (each stops listening when it ends).
    public var subscriberCount: Int { subscribers.withLock { $0.count } }

    public func publish(_ change: Change) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(change) }
    }
}
