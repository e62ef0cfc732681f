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
        let changes = changeEvents()
        return LiveRead(Task { @MainActor in
            await Self.readRepeatedly(changes: changes, kinds: kinds, interval: interval, read: read, deliver: deliver)
        })
    }

    /// Reads once, then once more after each wake (a change of `kinds`, a tick), until cancelled;
    /// runs in the caller's isolation, and so do its listeners.
    private static func readRepeatedly<Value>(
        changes: AsyncStream<Change>, kinds: Set<Change>, interval: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        read: () async throws -> Value, deliver: (Result<Value, any Error>) -> Void
    ) async {
        // One pending wake at most: changes during a read coalesce into one read after it.
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        wake.yield()
        let listening = Task {
            _ = isolation
            for await change in changes where kinds.contains(change) { wake.yield() }
        }
        let ticking = interval.map { interval in
            Task {
                _ = isolation
                while (try? await Task.sleep(for: interval)) != nil { wake.yield() }
            }
        }
        defer {
            listening.cancel()
            ticking?.cancel()
        }
        for await _ in wakes {
            let value: Result<Value, any Error>
            do { value = .success(try await read()) } catch { value = .failure(error) }
            if Task.isCancelled { return }
            deliver(value)
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
