#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// How work grows with its input: the cost of `work` on an input ten times as large (`make(30_000)`
/// against `make(3_000)`, by default), about 10 for linear work and 100 for quadratic. Ratios
/// measured in one run, the two sizes taking turns and each the best of several, in the thread's
/// own CPU time: a loaded machine slows both alike, and time spent waiting for a core is not
/// the work's.
public enum Growth {
    public static func ratio<Input>(small: Int = 3_000, _ work: (Input) -> Void, make: (Int) -> Input) -> Double {
        let short = make(small), long = make(small * 10)
        var best = (short: Double.infinity, long: Double.infinity)
        func seconds(_ input: Input) -> Double {
            let start = threadCPUTime()
            work(input)
            return threadCPUTime() - start
        }
        for _ in 0..<3 {
            best.short = min(best.short, seconds(short))
            best.long = min(best.long, seconds(long))
        }
        return best.long / max(best.short, 1)
    }

    /// Measured on a thread of its own: seconds of work on the shared pool would starve every
    /// async test running beside this one.
    public static func ratioOffThePool<Input>(small: Int = 3_000, _ work: @escaping @Sendable (Input) -> Void,
                                              make: @escaping @Sendable (Int) -> Input) async throws -> Double {
        try await offThePool { ratio(small: small, work, make: make) }
    }

    /// As `ratioOffThePool`, measured again while it is at or above `bound`, three times at most,
    /// and the least kept: a cost that grows faster than its input is above the bound every time,
    /// while a run slowed by the machine (page faults and cache misses count as the thread's CPU
    /// time) is above it once. A full CI run once read 40 against 30 for linear work.
    public static func ratioOffThePool<Input>(small: Int = 3_000, below bound: Double, _ work: @escaping @Sendable (Input) -> Void,
                                              make: @escaping @Sendable (Int) -> Input) async throws -> Double {
        var least = Double.infinity
        for _ in 0..<3 where least >= bound {
            least = min(least, try await ratioOffThePool(small: small, work, make: make))
        }
        return least
    }

    /// Nanoseconds of CPU this thread has used.
    public static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
