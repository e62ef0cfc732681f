import Foundation
import TerminalUI

/// `podium-ui-bench`: the TerminalUI/TerminalHost figures recorded in docs/performance.md.
/// Run it in release: `swift run -c release podium-ui-bench`.
@main
struct BenchmarkMain {
    @MainActor
    static func main() {
        let size = Size(width: 200, height: 60)
        let iterations = Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_ITERATIONS"] ?? "") ?? 1_000
        let frames = Measurements.frameTimes(size: size, iterations: iterations)
        let scroll = Measurements.scrollBytes(size: size)
        let memory = Measurements.tableMemory(size: size)
        print("""
            | measure (200×60, 10,000-row table) | value |
            |---|---|
            | layout + render + diff, median (\(iterations) frames) | \(format(frames.medianMicroseconds)) µs |
            | layout + render + diff, p95 | \(format(frames.p95Microseconds)) µs |
            | first full frame | \(format(frames.firstFrameMicroseconds)) µs |
            | scroll by one row: bytes written | \(scroll.written) |
            | scroll by one row: UTF-8 bytes of changed cells | \(scroll.changedCellBytes) |
            | scroll by one row: ratio | \(String(format: "%.2f", scroll.ratio)) |
            | resident memory added by a 60-row table, drawn | \(memory.residentSmall / 1024) KiB |
            | resident memory added by a 10,000-row table, drawn | \(memory.residentLarge / 1024) KiB |
            | rows built per frame (visible table lines: \(memory.visibleRows)) | \(memory.cellsPerFrame) |
            """)
    }

    static func format(_ value: Double) -> String { String(format: "%.0f", value) }
}
