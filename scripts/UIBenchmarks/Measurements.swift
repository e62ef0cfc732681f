import Foundation
import TerminalHost
import TerminalUI

/// What the benchmarks measure, as numbers a test can check and a report can print.
@MainActor
enum Measurements {
    struct FrameTimes {
        let medianMicroseconds: Double
        let p95Microseconds: Double
        let firstFrameMicroseconds: Double
    }

    /// Layout + render of the full screen + the diff against the previous frame, with the
    /// highlight moving one row each frame.
    static func frameTimes(size: Size, iterations: Int) -> FrameTimes {
        let (window, _) = makeBenchmarkWindow(rows: 10_000, size: size)
        let encoder = FrameEncoder(colorMode: .ansi256)
        let clock = ContinuousClock()
        let start = clock.now
        var previous = window.render(size: size)
        _ = encoder.encode(from: nil, to: previous)
        let first = clock.now - start
        var samples: [Double] = []
        for index in 0..<iterations {
            window.handle(index % 200 < 100 ? .down : .up)
            let began = clock.now
            let frame = window.render(size: size)
            let bytes = encoder.encode(from: previous, to: frame)
            samples.append(microseconds(clock.now - began))
            precondition(!bytes.isEmpty)
            previous = frame
        }
        samples.sort()
        return FrameTimes(medianMicroseconds: samples[samples.count / 2],
                          p95Microseconds: samples[Int(Double(samples.count) * 0.95)],
                          firstFrameMicroseconds: microseconds(first))
    }

    struct ScrollBytes {
        let written: Int
        let changedCellBytes: Int
        var ratio: Double { Double(written) / Double(max(1, changedCellBytes)) }
    }

    /// Scrolls the 10,000-row table by one row (highlight at the bottom edge, one ↓) and
    /// compares the bytes written with the UTF-8 bytes of the cells that changed.
    static func scrollBytes(size: Size) -> ScrollBytes {
        let (window, screen) = makeBenchmarkWindow(rows: 10_000, size: size)
        let encoder = FrameEncoder(colorMode: .ansi256)
        screen.table.highlightRow(at: IndexPath(row: 20, section: 3))
        for _ in 0..<size.height { window.handle(.down) }  // the highlight now sits on the bottom row
        let before = window.render(size: size)
        window.handle(.down)
        let after = window.render(size: size)
        let written = encoder.encode(from: before, to: after).count
        var changed = 0
        for y in 0..<size.height {
            for x in 0..<size.width where before[x, y] != after[x, y] && !after[x, y].isContinuation {
                var bytes: [UInt8] = []
                after[x, y].appendUTF8(to: &bytes)
                changed += bytes.count
            }
        }
        return ScrollBytes(written: written, changedCellBytes: changed)
    }

    struct TableMemory {
        let residentSmall: Int
        let residentLarge: Int
        let cellsPerFrame: Int
        let visibleRows: Int
    }

    /// Resident memory added by building and drawing a 60-row table and a 10,000-row one.
    static func tableMemory(size: Size) -> TableMemory {
        func residentAfterDrawing(rows: Int) -> (Int, BenchmarkScreen, Window) {
            let before = residentMemory()
            let (window, screen) = makeBenchmarkWindow(rows: rows, size: size)
            _ = window.render(size: size)
            return (residentMemory() - before, screen, window)
        }
        let (small, _, smallWindow) = residentAfterDrawing(rows: 60)
        let (large, screen, largeWindow) = residentAfterDrawing(rows: 10_000)
        let requestsBefore = screen.cellRequests
        _ = largeWindow.render(size: size)
        let perFrame = screen.cellRequests - requestsBefore
        _ = smallWindow
        return TableMemory(residentSmall: small, residentLarge: large, cellsPerFrame: perFrame, visibleRows: screen.table.frame.height)
    }

    /// Resident memory in bytes (VmRSS), the closest whole-process figure Linux offers without
    /// malloc statistics (Swift's Glibc module does not bring in mallinfo2).
    static func residentMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}
