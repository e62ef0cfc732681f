import Testing
import TerminalUI
@testable import UIBenchmarks

/// The benchmark's deterministic figures (bytes and rows, not times) checked as properties.
@MainActor
@Suite struct MeasurementsTests {
    let size = Size(width: 200, height: 60)

    @Test func scrollingByOneRowWritesAtMostTwiceTheChangedCells() {
        let scroll = Measurements.scrollBytes(size: size)
        #expect(scroll.changedCellBytes > 1_000, "a one-row scroll changes most of the table")
        #expect(scroll.ratio <= 2.0, "wrote \(scroll.written) bytes for \(scroll.changedCellBytes) bytes of changed cells")
    }

    @Test func aTenThousandRowTableBuildsOnlyItsVisibleRows() {
        let memory = Measurements.tableMemory(size: size)
        #expect(memory.cellsPerFrame <= memory.visibleRows)
        #expect(memory.visibleRows > 40)
    }

    @Test func frameTimesAreMeasured() {
        let frames = Measurements.frameTimes(size: size, iterations: 20)
        #expect(frames.medianMicroseconds > 0 && frames.p95Microseconds >= frames.medianMicroseconds)
    }
}
