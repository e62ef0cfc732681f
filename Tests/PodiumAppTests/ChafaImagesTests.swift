import Foundation
import TerminalUI
import TestHarness
import Testing
@testable import PodiumApp

/// The decoder the app hands the terminal: a photo becomes a picture sequence; a file that
/// would take the machine's memory (a decompression bomb) becomes none, quickly.
@Suite struct ChafaImagesTests {
    static let chafa = ChafaImages(environment: ProcessInfo.processInfo.environment)

    @Test(.enabled(if: chafa != nil, "chafa is not installed"))
    func aPhotoBecomesAPictureOfTheCellsAsked() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-chafa")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("ada.png")
        try PhotoEndToEndTests.png.write(to: file)
        let renderer = try #require(Self.chafa)
        let kitty = try #require(await renderer.render(Image(contentsOfFile: file.path), cells: Size(width: 16, height: 8), as: .kitty))
        #expect(String(decoding: kitty.prefix(60), as: UTF8.self).contains("c=16,r=8"))
        let sixel = try #require(await renderer.render(Image(contentsOfFile: file.path), cells: Size(width: 16, height: 8), as: .sixel))
        #expect(sixel.starts(with: Array("\u{1B}P".utf8)))
        #expect(await renderer.render(Image(contentsOfFile: folder.url.appendingPathComponent("none.png").path), cells: Size(width: 16, height: 8),
                                      as: .kitty) == nil)
    }

    @Test(.enabled(if: chafa != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "chafa or python3 is missing"))
    func aDecompressionBombIsRefusedWithinTheLimits() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-chafa")
        defer { folder.remove() }
        let bomb = folder.url.appendingPathComponent("bomb.png")
        // 16,000 × 16,000 black pixels: 768 MB decoded, about 750 KB as a file (under the 2 MB a photo may be).
        let made = try await Subprocess.run(["/usr/bin/python3", "-c", """
            import struct, sys, zlib
            w = h = 16000
            c = zlib.compressobj(9)
            row = bytes(1 + w * 3)
            data = b"".join(c.compress(row) for _ in range(h)) + c.flush()
            def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
            open(sys.argv[1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                                        + chunk(b"IDAT", data) + chunk(b"IEND", b""))
            """, bomb.path])
        #expect(made.status == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: bomb.path)[.size] as? Int)
        #expect(size < 2 * 1_048_576, "small enough to be fetched as a photo")
        let renderer = try #require(Self.chafa)
        let started = ContinuousClock.now
        #expect(await renderer.render(Image(contentsOfFile: bomb.path), cells: Size(width: 16, height: 8), as: .kitty) == nil)
        // Refused by the memory limit in about a second; the bound is the time limit's, with room
        // for a loaded test run (a full run here took 6.2 s against the 5-s limit).
        #expect(ContinuousClock.now - started < .seconds(ChafaImages.timeout * 2), "within the time limit")
    }
}
