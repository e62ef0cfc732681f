import LiveData
import LiveDataContract
import Synchronization
import Testing

/// A read that joins two stores (a session and its ★) is read again after a change of either,
/// and stops listening to both when it goes away; two stores' changes merged into one stream
/// end both subscriptions when the stream ends.
@MainActor @Suite struct JoinedReadTests {
    @Test func aJoinedReadFollowsBothStoresAndStopsWithBoth() async throws {
        let schedule = CountingSource(), favorites = CountingSource()
        var values: [Int] = []
        var read: LiveRead? = schedule.live(on: [.mine], and: favorites, on: [.mine]) {
            try await schedule.read() + 10 * (try await favorites.read())
        } deliver: { values.append($0) } failed: { _ in Issue.record("failed") }
        try await waitUntil { values == [0] && schedule.broadcaster.subscriberCount == 1 && favorites.broadcaster.subscriberCount == 1 }
        schedule.set(1)
        try await waitUntil { values.last == 1 }
        favorites.set(2)
        try await waitUntil { values.last == 21 }
        favorites.set(3, announcing: .other)   // a kind not asked for
        schedule.set(4)
        try await waitUntil { values.last == 34 }
        #expect(!values.contains(31), "the other kind read nothing by itself")
        read = nil
        try await waitUntil { schedule.broadcaster.subscriberCount == 0 && favorites.broadcaster.subscriberCount == 0 }
        withExtendedLifetime(read) {}
    }

    @Test func mergedChangesCarryBothAndEndBothSubscriptions() async throws {
        let own = ChangeBroadcaster<CountingSource.Change>(), other = ChangeBroadcaster<Int>()
        let merged = ChangeBroadcaster.merging(own.subscribe(), other.subscribe()) { $0 == 7 ? .other : nil }
        let heard = Mutex<[CountingSource.Change]>([])
        let listening = Task { for await change in merged { heard.withLock { $0.append(change) } } }
        try await waitUntil { own.subscriberCount == 1 && other.subscriberCount == 1 }
        own.publish(.mine)
        other.publish(3)   // not this store's business
        other.publish(7)
        try await waitUntil { heard.withLock { $0 } == [.mine, .other] }
        listening.cancel()
        try await waitUntil { own.subscriberCount == 0 && other.subscriberCount == 0 }
    }
}
