#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Reads standard input on a thread of its own and hands the bytes to the main actor in
/// batches: whatever arrived while the main actor was busy comes as one batch, so a burst of
/// keys is handled together and drawn once.
final class InputReader: Sendable {
    private let buffer = Mutex<(bytes: [UInt8], delivering: Bool)>(([], false))
    private let running = Atomic<Bool>(true)
    private let deliver: @Sendable @MainActor ([UInt8]) -> Void

    init(deliver: @escaping @Sendable @MainActor ([UInt8]) -> Void) {
        self.deliver = deliver
    }

    func start() {
        let thread = Thread { [self] in readLoop() }
        thread.name = "podium-input"
        thread.start()
    }

    func stop() {
        running.store(false, ordering: .relaxed)
    }

    private func readLoop() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while running.load(ordering: .relaxed) {
            // Wake now and then to notice stop(); a key wakes it at once.
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                break  // end of input: the terminal went away
            }
            let shouldSchedule = buffer.withLock { state in
                state.bytes.append(contentsOf: chunk[0..<count])
                defer { state.delivering = true }
                return !state.delivering
            }
            if shouldSchedule { scheduleDelivery() }
        }
    }

    private func scheduleDelivery() {
        DispatchQueue.main.async { [self] in
            let bytes = buffer.withLock { state in
                defer { state = ([], false) }
                return state.bytes
            }
            MainActor.assumeIsolated { deliver(bytes) }
        }
    }
}
