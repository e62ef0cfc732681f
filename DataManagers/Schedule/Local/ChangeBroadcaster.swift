import ScheduleDataContract
import Synchronization

/// Fans change events out to every subscriber (each interactor that listens).
final class ChangeBroadcaster: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<ScheduleDataChange>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    func subscribe() -> AsyncStream<ScheduleDataChange> {
        let (stream, continuation) = AsyncStream<ScheduleDataChange>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = nextID.add(1, ordering: .relaxed).newValue
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    func publish(_ change: ScheduleDataChange) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(change) }
    }
}
