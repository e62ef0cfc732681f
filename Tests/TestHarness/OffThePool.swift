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
public func offThePool<T: Sendable>(holding use: CoreUse = .none, in slots: WorkSlots = .shared,
                                   _ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            let slot = slots.slot(for: use)
            slot?.wait()
            defer { slot?.signal() }
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// The slots work waits for, by its `CoreUse`; waiting happens on the work's own thread.
public final class WorkSlots: Sendable {
    /// What every test of a run shares.
    public static let shared = WorkSlots(cores: ProcessInfo.processInfo.activeProcessorCount)

    /// One slot per core for the seconds-long work that tests start.
    private let cores: DispatchSemaphore
    /// One build at a time: a build already uses every core it can.
    private let long = DispatchSemaphore(value: 1)

    /// A set of its own, so that a test of the slots does not wait behind the rest of the run.
    public init(cores count: Int) {
        cores = DispatchSemaphore(value: max(2, count))
    }

    func slot(for use: CoreUse) -> DispatchSemaphore? {
        switch use {
        case .none: nil
        case .seconds: cores
        case .minutes: long
        }
    }
}
