import StoreFiles

/// What the process sets before it does anything: the C library's heap (`HeapGrowth`), which
/// must be settled before a second thread allocates.
enum ProcessSetup {
    static func beforeAnyThread() {
        HeapGrowth.settle()
    }
}
