import Foundation
import TerminalUI

/// Draws frames as the terminal host does: when the window asks for one, on the main queue's
/// next turn, coalesced. Every benchmark waits for its frames this way: polling with a full
/// render every 200 µs (how the figures were first taken) held the main actor for most of the
/// wait and added its own frames to every result.
@MainActor
final class HostFrames: WindowDelegate {
    private let window: Window
    private let size: Size
    private var scheduled = false
    private var waiting: (condition: (String) -> Bool, continuation: CheckedContinuation<Void, Never>)?

    init(window: Window, size: Size) {
        self.window = window
        self.size = size
        window.delegate = self
    }

    /// Returns once a frame drawn on request shows what `condition` looks for (at once, if the
    /// screen already does).
    func frame(where condition: @escaping (String) -> Bool) async {
        await withCheckedContinuation { continuation in
            waiting = (condition, continuation)
            draw()
        }
    }

    func windowNeedsDisplay(_ window: Window) {
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.draw() }
        }
    }

    func windowDidRequestQuit(_ window: Window) {}

    private func draw() {
        scheduled = false
        let canvas = window.render(size: size)
        guard let waiting, waiting.condition(canvas.lines.joined(separator: "\n")) else { return }
        self.waiting = nil
        waiting.continuation.resume()
    }
}
