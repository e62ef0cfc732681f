import LiveData
import LiveDataContract
import Synchronization
import Testing

/// A source whose value and change events the test controls, counting reads.
final class CountingSource: ChangeAnnouncing {
    enum Change: Hashable, Sendable { case mine, other }
    let broadcaster = ChangeBroadcaster<Change>()
    let value = Mutex(0)
    let reads = Mutex(0)
    let failing = Mutex(false)
    /// While set, a read waits for the test to let it finish.
    let gate = Mutex<CheckedContinuation<Void, Never>?>(nil)
    let holdReads = Mutex(false)

    struct ReadFailed: Error {}

    func changeEvents() -> AsyncStream<Change> { broadcaster.subscribe() }

    func read() async throws -> Int {
        reads.withLock { $0 += 1 }
        if holdReads.withLock({ $0 }) { await withCheckedContinuation { continuation in gate.withLock { $0 = continuation } } }
        if failing.withLock({ $0 }) { throw ReadFailed() }
        return value.withLock { $0 }
    }

    func set(_ new: Int, announcing change: Change = .mine) {
        value.withLock { $0 = new }
        broadcaster.publish(change)
    }
}

@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<4_000 where !condition() { try await Task.sleep(for: .milliseconds(2)) }
    #expect(condition())
}

@MainActor
@Suite struct LiveUpdatesTests {
    @Test func readsNowAndAfterEveryChangeOfItsKind() async throws {
        let source = CountingSource()
        var seen: [Int] = []
        let live = source.live(on: [.mine]) { try await source.read() } deliver: { if case .success(let value) = $0 { seen.append(value) } }
        try await waitUntil { seen == [0] }
        source.set(1)
        try await waitUntil { seen == [0, 1] }
        source.set(2, announcing: .other)
        try await Task.sleep(for: .milliseconds(50))
        #expect(seen == [0, 1], "a change of another kind is not read")
        withExtendedLifetime(live) {}
    }

    @Test func changesDuringAReadCauseOneMoreReadNotOneEach() async throws {
        let source = CountingSource()
        var seen: [Int] = []
        let live = source.live(on: [.mine]) { try await source.read() } deliver: { if case .success(let value) = $0 { seen.append(value) } }
        try await waitUntil { seen == [0] }
        source.holdReads.withLock { $0 = true }
        source.set(1)
        try await waitUntil { source.gate.withLock { $0 != nil } }
        for value in 2...20 { source.set(value) }
        source.holdReads.withLock { $0 = false }
        source.gate.withLock { $0?.resume(); $0 = nil }
        try await waitUntil { seen.last == 20 }
        #expect(source.reads.withLock { $0 } <= 4, "twenty changes during a read cost one read after it, not twenty")
        withExtendedLifetime(live) {}
    }

    @Test func aFailureIsDeliveredAndTheNextChangeReadsAgain() async throws {
        let source = CountingSource()
        source.failing.withLock { $0 = true }
        var failures = 0
        var values: [Int] = []
        let live = source.live(on: [.mine]) { try await source.read() } deliver: { result in
            switch result {
            case .success(let value): values.append(value)
            case .failure: failures += 1
            }
        }
        try await waitUntil { failures == 1 }
        source.failing.withLock { $0 = false }
        source.set(7)
        try await waitUntil { values == [7] }
        withExtendedLifetime(live) {}
    }

    @Test func droppingTheLiveReadStopsReadingAndUnsubscribes() async throws {
        let source = CountingSource()
        var seen: [Int] = []
        var live: LiveRead? = source.live(on: [.mine]) { try await source.read() } deliver: { if case .success(let value) = $0 { seen.append(value) } }
        try await waitUntil { seen == [0] }
        _ = live
        live = nil
        source.set(1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(seen == [0])
        source.set(2)
        try await Task.sleep(for: .milliseconds(20))
        #expect(source.reads.withLock { $0 } == 1, "no read after the live read went away")
    }

    @Test func anIntervalReadsAgainWithoutAChange() async throws {
        let source = CountingSource()
        var count = 0
        let live = source.live(on: [.mine], every: .milliseconds(10)) { try await source.read() } deliver: { _ in count += 1 }
        try await waitUntil { count >= 3 }
        withExtendedLifetime(live) {}
    }

    @Test func aReadInStepsDeliversItsFirstPartThenTheWhole() async throws {
        let source = CountingSource()
        var seen: [[Int]] = []
        let live = source.live(on: [.mine], readInSteps: { showEarly in
            let first = try await source.read()
            showEarly([first])
            return [first, try await source.read()]
        }, deliver: { if case .success(let value) = $0 { seen.append(value) } })
        try await waitUntil { seen.count == 2 }
        #expect(seen == [[0], [0, 0]], "the early part first, then the whole, each once")
        source.set(3)
        try await waitUntil { seen.count == 4 }
        #expect(seen.suffix(2) == [[3], [3, 3]], "and both again after a change")
        withExtendedLifetime(live) {}
    }

    @Test func nothingOfAReadInStepsIsDeliveredAfterItIsDropped() async throws {
        let source = CountingSource()
        var seen: [[Int]] = []
        source.holdReads.withLock { $0 = true }
        var live: LiveRead? = source.live(on: [.mine], readInSteps: { showEarly in
            let first = try await source.read()
            showEarly([first])
            return [first]
        }, deliver: { if case .success(let value) = $0 { seen.append(value) } })
        try await waitUntil { source.gate.withLock { $0 != nil } }
        _ = live
        live = nil
        source.holdReads.withLock { $0 = false }
        source.gate.withLock { $0?.resume(); $0 = nil }
        try await Task.sleep(for: .milliseconds(50))
        #expect(seen.isEmpty, "the read finished after its screen went: neither step is shown")
    }
}
