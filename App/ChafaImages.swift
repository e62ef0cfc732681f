#if canImport(Glibc)
import Glibc
#endif
import ExternalPrograms
import Foundation
import TerminalHost
import TerminalUI

/// Pictures decoded by chafa (Debian's `chafa`, maintained), which reads PNG, JPEG, GIF and
/// WebP and writes kitty's graphics protocol or sixel scaled to the cells; polite, so it writes
/// nothing but the picture. Podium decodes no image format itself: a photo comes from the
/// internet, and a decoder is where a hostile file does harm. It runs with at most
/// `memoryLimit` of address space and `timeout` seconds — a 746 KB PNG of 16,000×16,000 pixels
/// took chafa 1.7 GB and 7.5 s unlimited, and fails in under a second within the limit — and
/// the screen then simply has no picture.
struct ChafaImages: ImageRendering {
    let program: URL
    static let timeout: TimeInterval = 5
    /// Kilobytes: a photo decodes in about 15 MB.
    static let memoryLimit = 524_288

    /// chafa on PATH, if it is there.
    init?(environment: [String: String]) {
        guard let program = ProgramRunner(environment: environment).find("chafa") else { return nil }
        self.program = program
    }

    func render(_ image: Image, cells: Size, as format: ImageProtocol) async -> [UInt8]? {
        // The limits are set by the shell that then becomes chafa (posix_spawn sets none).
        let arguments = ["/bin/sh", "-c", "ulimit -v \(Self.memoryLimit) && ulimit -t \(Int(Self.timeout)) && exec \"$0\" \"$@\"", program.path,
                         "--format=\(format == .kitty ? "kitty" : "sixels")", "--size=\(cells.width)x\(cells.height)",
                         "--animate=off", "--polite=on", "--", image.file]
        return await withCheckedContinuation { continuation in
            // wait4 blocks: a thread of its own, never the cooperative pool.
            Thread.detachNewThread {
                let output = FileManager.default.temporaryDirectory.appendingPathComponent("podium-picture-\(UUID().uuidString)").path
                defer { unlink(output) }
                guard let pid = try? ChildProcess.spawn(arguments, stdout: output, stderr: "/dev/null") else {
                    return continuation.resume(returning: nil)
                }
                let killer = DispatchWorkItem { kill(pid, SIGKILL) }
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeout, execute: killer)
                let status = ChildProcess.wait(pid).status
                killer.cancel()
                continuation.resume(returning: status == 0 ? (FileManager.default.contents(atPath: output).map { Array($0) }) : nil)
            }
        }
    }
}
