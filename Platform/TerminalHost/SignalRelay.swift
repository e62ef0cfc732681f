#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Signals turned into calls on a thread of its own, with nothing lost from the moment `init`
/// returns. A dispatch signal source is not that: on Linux it registers on its queue later, and
/// a signal that arrives in between meets SIG_IGN and is dropped (a SIGHUP sent as the first
/// frame showed went unnoticed on a loaded machine). Here the handlers are installed with
/// sigaction before `init` returns; each writes the signal's number to a pipe (write is
/// async-signal-safe) and the relay's thread reads it and calls `handler`.
final class SignalRelay: Sendable {
    private let signals: [Int32]
    private let previous: [sigaction]
    private let readEnd: Int32
    private let writeEnd: Int32
    private let stopped = Atomic<Bool>(false)

    /// One relay at a time per process (a terminal application has one); nil when a pipe
    /// cannot be made.
    init?(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block a signal handler: a dropped repeat of a signal is fine.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        SignalPipe.writeEnd.store(ends[1], ordering: .sequentiallyConsistent)
        previous = signals.map { number in
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in SignalPipe.send(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in SignalPipe.send(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var before = sigaction()
            sigaction(number, &action, &before)
            return before
        }
        let thread = Thread { [self] in relay(to: handler) }
        thread.name = "podium-signals"
        thread.start()
    }

    /// Puts the earlier handlers back and ends the thread; signals from here on are theirs.
    func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        for (number, action) in zip(signals, previous) {
            var action = action
            sigaction(number, &action, nil)
        }
        SignalPipe.writeEnd.store(-1, ordering: .sequentiallyConsistent)
        close(writeEnd)  // the thread reads the end of the pipe and closes its end
    }

    private func relay(to handler: @Sendable (Int32) -> Void) {
        var number: UInt8 = 0
        while true {
            let count = read(readEnd, &number, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            if !stopped.load(ordering: .sequentiallyConsistent) { handler(Int32(number)) }
        }
        close(readEnd)
    }
}

/// What the signal handler reaches without allocation or locks.
private enum SignalPipe {
    static let writeEnd = Atomic<Int32>(-1)

    /// Only async-signal-safe calls, and errno left as the interrupted code had it.
    static func send(_ number: Int32) {
        let saved = errno
        let descriptor = writeEnd.load(ordering: .sequentiallyConsistent)
        if descriptor >= 0 {
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(descriptor, &byte, 1)
        }
        errno = saved
    }
}
