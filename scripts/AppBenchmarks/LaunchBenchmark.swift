#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ScheduleLocalDataManager
import TerminalUI

/// Process start to the first frame that shows agenda rows, on a warm store: the parent fills
/// a store once, then spawns a child per run and times it from spawn to exit; the child opens
/// the store, composes the screens, renders until a session row shows, and exits. Timed twice:
/// with the store as the last start left it, and checked whole, as after something other than
/// Podium changed it (its note of being healthy taken away, so the check reads all of it).
enum LaunchBenchmark {
    static let runs = Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 20

    static func run(feed: URL) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("podium-launch-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.sqlite").path
        _ = try await AppScreens.store(at: path, feed: feed)

        var leftAsIs: [Double] = [], checkedWhole: [Double] = []
        for _ in 0..<runs {
            // Alternated, so that both meet the same moments of a shared machine.
            try? FileManager.default.removeItem(atPath: path + "-checked")
            checkedWhole.append(try launch(path))
            leftAsIs.append(try launch(path))
        }
        for (times, label) in [(leftAsIs, "as the last start left it"), (checkedWhole, "checked whole")] {
            print("launch to first agenda frame (warm store, \(label), \(runs) runs): "
                  + String(format: "median %.1f ms, p95 %.1f ms, min %.1f ms", percentile(times, 0.5), percentile(times, 0.95), times.min() ?? 0))
        }
    }

    /// Milliseconds from spawning a child to its exit.
    private static func launch(_ path: String) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = spawnAndWait([CommandLine.arguments[0], "launch-child", path])
        guard status == 0 else { print("the child failed with status \(status)"); exit(1) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    @MainActor
    static func child(store path: String) async throws {
        let store = try AppScreens.open(at: path)
        let size = Size(width: 120, height: 40)
        let window = AppScreens.window(store: store, size: size)
        // A session row: the time column of a two-line row.
        await HostFrames(window: window, size: size).frame { $0.contains("–") && !$0.contains("Loading") }
        exit(0)
    }
}
