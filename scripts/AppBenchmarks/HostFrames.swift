import Foundation
import TerminalUI

/// Draws frames as the terminal host does: when the window asks for one, on the main queue's
/// next turn, coalesced; and never otherwise. Every benchmark waits for its frames this way:
/// polling with a full render every 200 µs (how the figures were first taken) held the main
/// actor for most of the wait and added its own frames to every result, and a benchmark that
/// renders for itself draws frames the app never would.
@MainActor
final class HostFrames: WindowDelegate {
    private let window: Window
    private let size: Size
    private var scheduled = false
    private var lastFrame: String?
    private var lastFrameDrawn = ContinuousClock.now
    private var waiting: (condition: (String) -> Bool, continuation: CheckedContinuation<ContinuousClock.Instant, Never>)?

    static let patience = Duration.seconds(60)

    init(window: Window, size: Size) {
        self.window = window
        self.size = size
        window.delegate = self
    }

    /// Returns once a frame shows what `condition` looks for: the last one drawn, or the next
    /// ones the window asks for (before any was asked for, one is drawn now); with the moment that
    /// frame was drawn, which is when a terminal would show it (the waiting task resumes later,
    /// after whatever the main queue holds then).
    @discardableResult
    func frame(where condition: @escaping (String) -> Bool) async -> ContinuousClock.Instant {
        if let lastFrame, condition(lastFrame) { return lastFrameDrawn }
        // A screen that never shows what is awaited (a tab moved to another key) fails the run
        // with the last frame, rather than hanging it.
        let watchdog = Task { @MainActor [weak self] in
            guard (try? await Task.sleep(for: Self.patience)) != nil, let self, self.waiting != nil else { return }
            print("benchmark: no frame showed what it waited for within \(Self.patience); the last frame:\n\(self.lastFrame ?? "")")
            exit(1)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { continuation in
            waiting = (condition, continuation)
            if lastFrame == nil { draw() }
        }
    }

    /// Returns once the next frame the window asks for is drawn, with when it was.
    @discardableResult
    func nextFrame() async -> ContinuousClock.Instant {
        await withCheckedContinuation { continuation in
            waiting = ({ _ in true }, continuation)
        }
    }

    func windowNeedsDisplay(_ window: Window) {
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.scheduled else { return }
                self.draw()
            }
        }
    }

    func windowDidRequestQuit(_ window: Window) {}

    private func draw() {
        scheduled = false
        let frame = window.render(size: size).lines.joined(separator: "\n")
        lastFrame = frame
        lastFrameDrawn = ContinuousClock.now
        guard let waiting, waiting.condition(frame) else { return }
        self.waiting = nil
        waiting.continuation.resume(returning: lastFrameDrawn)
    }
}
