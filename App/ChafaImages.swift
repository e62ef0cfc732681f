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
/// internet, and a decoder is where a hostile file does harm. One that takes longer than
/// `timeout` is killed, and the screen simply has no picture.
struct ChafaImages: ImageRendering {
    let program: URL
    static let timeout: TimeInterval = 5

    /// chafa on PATH, if it is there.
    init?(environment: [String: String]) {
        guard let program = ProgramRunner(environment: environment).find("chafa") else { return nil }
        self.program = program
    }

    func render(_ image: Image, cells: Size, as format: ImageProtocol) async -> [UInt8]? {
        let arguments = [program.path, "--format=\(format == .kitty ? "kitty" : "sixels")", "--size=\(cells.width)x\(cells.height)",
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
