#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Reads standard input on a thread of its own and hands the bytes to the main actor in
/// batches: whatever arrived while the main actor was busy comes as one batch, so a burst of
/// keys is handled together and drawn once. Ctrl-C is noticed here, on this thread, so it
/// quits even while the main actor is busy (not inside a bracketed paste, where it is text).
final class InputReader: Sendable {
    private let buffer = Mutex<(bytes: [UInt8], delivering: Bool)>(([], false))
    private let running = Atomic<Bool>(true)
    private let deliver: @Sendable @MainActor ([UInt8]) -> Void
    private let interrupt: @Sendable () -> Void

    init(deliver: @escaping @Sendable @MainActor ([UInt8]) -> Void, interrupt: @escaping @Sendable () -> Void) {
        self.deliver = deliver
        self.interrupt = interrupt
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
        var paste = PasteTracker()
        var lastRead = ContinuousClock.now
        while running.load(ordering: .relaxed) {
            // Wake now and then to notice stop(); a key wakes it at once.
            guard poll(&descriptor, 1, 100) > 0 else {
                // A paste whose end marker never came ends, as the decoder's does: Ctrl-C quits again.
                if ContinuousClock.now - lastRead >= PasteTracker.timeout { paste.endUnfinished() }
                continue
            }
            lastRead = ContinuousClock.now
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                break  // end of input: the terminal went away
            }
            if paste.containsInterrupt(chunk[0..<count]) { interrupt() }
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

/// Follows bracketed paste (ESC [200~ … ESC [201~) across reads, to tell a typed Ctrl-C (0x03)
/// from one inside pasted text. A paste without its end marker ends after `timeout` without a
/// byte, as `KeyDecoder`'s does.
struct PasteTracker {
    static let timeout: Duration = .seconds(1)

    mutating func endUnfinished() {
        isPasting = false
        tail = []
    }

    private static let start = Array("\u{1B}[200~".utf8)
    private static let end = Array("\u{1B}[201~".utf8)
    private var isPasting = false
    /// The last bytes of the previous read, for a marker split between reads.
    private var tail: [UInt8] = []

    mutating func containsInterrupt(_ bytes: ArraySlice<UInt8>) -> Bool {
        let window = tail + bytes
        var found = false
        var index = 0
        while index < window.count {
            if window[index] == 0x1B {
                if window[index...].starts(with: Self.start) { isPasting = true; index += Self.start.count; continue }
                if window[index...].starts(with: Self.end) { isPasting = false; index += Self.end.count; continue }
            } else if window[index] == 0x03, index >= tail.count, !isPasting {
                found = true
            }
            index += 1
        }
        // Keep what could be the start of a marker cut off by the end of this read; markers
        // already in it were counted, so only an unfinished ESC sequence is kept.
        if let escape = window.lastIndex(of: 0x1B), window.count - escape < Self.start.count, !window[escape...].contains(0x7E) {
            tail = Array(window[escape...])
        } else {
            tail = []
        }
        return found
    }
}
