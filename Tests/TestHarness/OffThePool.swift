import Foundation

/// Runs blocking work (a child process, an in-process audit that runs `swift package`) on a
/// thread of its own and waits for it without holding a cooperative thread: on a 2-core
/// machine the pool has two, and two blocked tests would stall every async test in the run.
///
/// `holdingACore`: the work keeps a processor busy (a build, an audit, a child process), so it
/// waits for one of as many slots as the machine has cores. Unlimited, the audit fixtures alone
/// started thirty compilers at once, and the test process itself got so little of two cores
/// that screens waiting on the main actor saw nothing for twenty seconds.
public func offThePool<T: Sendable>(holdingACore: Bool = false, _ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            if holdingACore { coreSlots.wait() }
            defer { if holdingACore { coreSlots.signal() } }
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// One slot per core for CPU-bound work that tests start; waiting happens on the work's own thread.
private let coreSlots = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount))
