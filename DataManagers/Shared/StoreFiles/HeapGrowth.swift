#if canImport(Glibc)
import Glibc
#endif

/// How the C library's heap grows. glibc gives every thread that allocates an arena of its own
/// and grows it a page at a time, one `mprotect` call a page: adding FOSDEM 2025 made 3,386 of
/// them and 7,080 page faults (`strace -c`, `/usr/bin/time -v`), about a twentieth of its CPU. One
/// arena that grows 4 MiB at a time made 14 and 4,872, and held 53 MiB instead of 58. Pages are
/// still backed only when touched, and `StoreMemory.release` trims what is free at rest.
public enum HeapGrowth {
    /// One arena for every thread: the app's threads take turns more than they run together.
    static let arenas: Int32 = 1
    /// What the heap grows by beyond a request, and keeps when it shrinks.
    static let step: Int32 = 4 << 20

    /// Sets `arenas` and `step`; true when the C library took both. Call it first thing in
    /// `main`: glibc fixes how many arenas there may be at a new thread's first allocation.
    @discardableResult
    public static func settle() -> Bool {
        #if canImport(Glibc)
        guard let mallopt = GlibcFunction.named("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self) else { return false }
        // M_ARENA_MAX and M_TOP_PAD from <malloc.h>, which Swift's Glibc module does not bring in.
        return mallopt(-8, arenas) == 1 && mallopt(-2, step) == 1
        #else
        return false
        #endif
    }
}

#if canImport(Glibc)
/// A glibc function looked up at run time: not every C library has it (musl has neither
/// `mallopt` nor `malloc_trim`), and where it is missing the caller does without.
enum GlibcFunction {
    static func named<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }
}
#endif
