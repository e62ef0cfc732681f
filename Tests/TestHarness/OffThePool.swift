import Foundation

/// How much of a processor work a test starts keeps busy, which decides what it waits for.
public enum CoreUse: Sendable {
    /// Mostly waiting (a program under tmux, a server's answer): waits for nothing.
    case none
    /// Seconds of a processor (a command, an audit of a fixture): one of as many slots as the
    /// machine has cores.
    case seconds
    /// Minutes of compiling (a build, a copy's own tests): the one slot for long work, beside the
    /// others. Holding a core slot, two builds made every one-second command of the run queue
    /// for five minutes, and the tests around them ran into their time limits.
    case minutes
}

/// Runs blocking work (a child process, an in-process audit that runs `swift package`) on a
/// thread of its own and waits for it without holding a cooperative thread: on a 2-core
/// machine the pool has two, and two blocked tests would stall every async test in the run.
///
/// `holding`: with `.seconds` or `.minutes` the work waits for a slot of its kind first (on its
/// own thread). Unlimited, the audit fixtures alone started thirty compilers at once, and the
/// test process itself got so little of two cores that screens waiting on the main actor saw
/// nothing for twenty seconds.
public func offThePool<T: Sendable>(holding use: CoreUse = .none, _ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            let slot: DispatchSemaphore? = switch use {
            case .none: nil
            case .seconds: coreSlots
            case .minutes: longSlot
            }
            slot?.wait()
            defer { slot?.signal() }
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// One slot per core for the seconds-long work that tests start; waiting happens on the work's own thread.
private let coreSlots = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount))
/// One build at a time: a build already uses every core it can.
private let longSlot = DispatchSemaphore(value: 1)
