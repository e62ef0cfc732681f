/// Says once when the app has come to rest: `delay` after the last activity (a frame drawn),
/// with none since. Longer than a pause between keys while typing, so what is kept for speed
/// while someone types is given back only once they have stopped.
@MainActor
final class RestTimer {
    private let delay: Duration
    private let action: @MainActor () -> Void
    private var waiting: Task<Void, Never>?

    init(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.action = action
    }

    isolated deinit {
        waiting?.cancel()
    }

    /// Something happened: the rest starts again from now.
    func noteActivity() {
        waiting?.cancel()
        let delay = delay
        waiting = Task { [weak self] in
            do { try await Task.sleep(for: delay) } catch { return }
            // Activity that came after the sleep ended, before this task ran, cancelled it too.
            guard !Task.isCancelled else { return }
            self?.action()
        }
    }
}
