import Dispatch
import Synchronization

/// Runs independent jobs (mostly child processes) on every core and keeps their order.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) throws -> Result
    ) throws -> [Result] {
        let results = Mutex<[Int: Swift.Result<Result, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let outcome = Swift.Result { try transform(elements[index]) }
            results.withLock { $0[index] = outcome }
        }
        let collected = results.withLock { $0 }
        return try elements.indices.map { try collected[$0]!.get() }
    }
}
