#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Quitting that works whatever the main thread is doing. Ctrl-C, SIGINT, SIGTERM and SIGHUP
/// are noticed off the main actor (the input thread, the signal relay's thread);
/// the run loop is asked to quit as usual, and if it has not ended the process within `grace`
/// (the main thread is stuck in some long piece of work), the terminal is put back and the
/// process exits with the same status from here.
enum Interruption {
    static let grace: DispatchTimeInterval = .milliseconds(700)
    private static let requested = Atomic<Bool>(false)
    private static let queue = DispatchQueue(label: "podium.interruption")

    /// The first request wins; later ones (a second Ctrl-C) are the same request.
    static func request(status: Int32, quitNormally: @escaping @Sendable () -> Void) {
        guard !requested.exchange(true, ordering: .sequentiallyConsistent) else { return }
        quitNormally()
        queue.asyncAfter(deadline: .now() + grace) {
            RawTerminal.restore()
            _exit(status)
        }
    }

    /// The signals that quit, noticed off the main actor (through a `SignalRelay`).
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
}
