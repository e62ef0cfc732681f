import LiveDataContract

/// "Read now, and again on every change", written once for every Interactor.
extension ChangeAnnouncing {
    /// `read`'s value now, and again after every change of one of `kinds` (and every `interval`,
    /// when given), handed to `deliver`. Reads never overlap: changes that arrive during a read
    /// cause one more read after it, so a busy store is never asked twice for the same thing and
    /// the last value is always read after the last change. A failed read is delivered as a
    /// failure and the next change reads again. It all runs on the main actor, where Interactors
    /// live (so a screen's reads never wait for a thread pool other work holds), for as long as
    /// the returned `LiveRead` is kept: replacing or dropping it stops the reads, and nothing
    /// read for it is delivered after that.
    @MainActor
    public func live<Value>(
        on kinds: Set<Change>, every interval: Duration? = nil,
        read: @escaping @MainActor () async throws -> Value,
        deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> LiveRead {
        live(on: kinds, every: interval, readInSteps: { _ in try await read() }, deliver: deliver)
    }

    /// The same, with the value and a failure handed to a closure each: how an Interactor
    /// passes a read on to its output (`didLoad…`) or says why it could not (`didFail`).
    @MainActor
    public func live<Value>(
        on kinds: Set<Change>, every interval: Duration? = nil,
        read: @escaping @MainActor () async throws -> Value,
        deliver: @escaping @MainActor (Value) -> Void,
        failed: @escaping @MainActor (any Error) -> Void
    ) -> LiveRead {
        live(on: kinds, every: interval, readInSteps: { _ in try await read() }) { result in
            switch result {
            case .success(let value): deliver(value)
            case .failure(let error): failed(error)
            }
        }
    }

    /// The same, for a read that can show part of its value early (the first screenful of a
    /// long list): `read` may hand `showEarly` a value before it returns, which is delivered at
    /// once, under the same rules as the value it returns.
    @MainActor
    public func live<Value>(
        on kinds: Set<Change>, every interval: Duration? = nil,
        readInSteps read: @escaping @MainActor (_ showEarly: (Value) -> Void) async throws -> Value,
        deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> LiveRead {
        let changes = changeEvents()
        // The first read starts in the caller's turn, not behind what the main queue holds (the
        // frame of the key that asked for it): a store that answers on this actor delivers at once.
        return LiveRead(Task.immediate { @MainActor in
            await LiveReads.readRepeatedly(listening: [{ wake in for await change in changes where kinds.contains(change) { wake() } }],
                                           interval: interval, read: read, deliver: deliver)
        })
    }

    /// The same for a read that joins this store and `other` (a session and its ★, My schedule's
    /// favorites and their sessions): again after a change of `kinds` here or `otherKinds` there.
    @MainActor
    public func live<Other: ChangeAnnouncing, Value>(
        on kinds: Set<Change>, and other: Other, on otherKinds: Set<Other.Change>, every interval: Duration? = nil,
        read: @escaping @MainActor () async throws -> Value,
        deliver: @escaping @MainActor (Value) -> Void,
        failed: @escaping @MainActor (any Error) -> Void
    ) -> LiveRead {
        let (changes, otherChanges) = (changeEvents(), other.changeEvents())
        return LiveRead(Task.immediate { @MainActor in
            await LiveReads.readRepeatedly(listening: [
                { wake in for await change in changes where kinds.contains(change) { wake() } },
                { wake in for await change in otherChanges where otherKinds.contains(change) { wake() } },
            ], interval: interval, read: { _ in try await read() }) { result in
                switch result {
                case .success(let value): deliver(value)
                case .failure(let error): failed(error)
                }
            }
        })
    }
}

/// The loop every live read runs.
enum LiveReads {

    /// Reads once, then once more after each wake (a change one of `listening` hears, a tick),
    /// until cancelled; on the main actor, and so do its listeners.
    @MainActor
    static func readRepeatedly<Value>(
        listening listeners: [@MainActor (_ wake: () -> Void) async -> Void], interval: Duration?,
        read: @MainActor (_ showEarly: (Value) -> Void) async throws -> Value,
        deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) async {
        // One pending wake at most: changes during a read coalesce into one read after it.
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let listening = listeners.map { listener in
            Task { @MainActor in await listener { wake.yield() } }
        }
        let ticking = interval.map { interval in
            Task { @MainActor in
                while (try? await Task.sleep(for: interval)) != nil { wake.yield() }
            }
        }
        defer {
            listening.forEach { $0.cancel() }
            ticking?.cancel()
        }
        func readAndDeliver() async -> Bool {
            let value: Result<Value, any Error>
            do {
                value = .success(try await read { early in
                    if !Task.isCancelled { deliver(.success(early)) }
                })
            } catch { value = .failure(error) }
            if Task.isCancelled { return false }
            deliver(value)
            return true
        }
        // The first read before the first wait: waiting on a stream suspends even when it holds
        // a wake, which put the read behind whatever the main actor had queued meanwhile.
        guard await readAndDeliver() else { return }
        for await _ in wakes {
            guard await readAndDeliver() else { return }
        }
    }
}

/// A live read in progress; it stops when this goes away. An Interactor keeps one per thing it
/// shows, so leaving the screen (the Interactor's end) stops every read of it.
public final class LiveRead: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    deinit {
        task.cancel()
    }
}
