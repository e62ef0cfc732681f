import Foundation

/// Runs blocking work (a child process, an in-process audit that runs `swift package`) on a
/// thread of its own and waits for it without holding a cooperative thread: on a 2-core
/// machine the pool has two, and two blocked tests would stall every async test in the run.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
