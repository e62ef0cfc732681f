import Foundation
import TestHarness
import Testing

/// A speaker's photo on a terminal that draws pictures (a kitty-protocol double: a pseudo-terminal
/// that records what is written), from the feed's own host; and on one that does not, nothing
/// of it at all — the same screen as a feed without photos, and no photo fetched.
@Suite(.serialized) struct PhotoEndToEndTests {
    /// A 24×24 PNG: what chafa decodes.
    static let png: Data = {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body + withUnsafeBytes(of: crc32(body).bigEndian, Array.init)
        }
        let side = 24
        var raw: [UInt8] = []
        for y in 0..<side { raw.append(0); for x in 0..<side { raw += [UInt8(x * 10), UInt8(y * 10), 128] } }
        // Stored (uncompressed) deflate blocks inside a zlib stream.
        var deflate: [UInt8] = [0x78, 0x01, 0x01]
        deflate += withUnsafeBytes(of: UInt16(raw.count).littleEndian, Array.init) + withUnsafeBytes(of: (~UInt16(raw.count)).littleEndian, Array.init)
        deflate += raw + withUnsafeBytes(of: adler32(raw).bigEndian, Array.init)
        let header = withUnsafeBytes(of: UInt32(side).bigEndian, Array.init) + withUnsafeBytes(of: UInt32(side).bigEndian, Array.init) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", []))
    }()

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return b << 16 | a
    }

    /// A Sessionize export of one talk by one speaker whose photo is at `picture`.
    static func feed(picture: String?) -> Data {
        let photo = picture.map { "\"\($0)\"" } ?? "null"
        return Data("""
            {"sessions": [{"id": "1", "title": "Faces in the terminal", "description": "A talk.", "startsAt": "2031-04-20T09:00:00",
              "endsAt": "2031-04-20T09:45:00", "isServiceSession": false, "isPlenumSession": false,
              "speakers": ["s1"], "categoryItems": [], "roomId": 1}],
             "speakers": [{"id": "s1", "firstName": "Ada", "lastName": "Photo", "fullName": "Ada Photo", "bio": "Draws with bytes.",
              "tagLine": "Pictures person", "profilePicture": \(photo), "sessions": [1], "links": []}],
             "questions": [], "categories": [], "rooms": [{"id": 1, "name": "Main Hall", "sort": 1}]}
            """.utf8)
    }

    struct Run: Sendable {
        var output: [UInt8] = []
        var frame = ""
        var status: Int32 = -1
        var photosKept = 0
    }

    /// Opens the feed's first speaker on a terminal called `term`, waits for the screen to
    /// settle, and quits.
    static func run(term: String, photo: Bool, expectPicture: Bool) throws -> Run {
        let workspace = try TemporaryDirectory(prefix: "podium-photo-e2e")
        defer { workspace.remove() }
        let server = try ScriptedHTTPServer { request in
            switch request.path {
            case "/photo.png": [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "image/png"], body: png))]
            default:
                [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": "application/json"],
                                                   body: feed(picture: photo ? "http://\(request.headers["host"] ?? "")/photo.png" : nil)))]
            }
        }
        let data = workspace.url.appendingPathComponent("data")
        let frame = workspace.url.appendingPathComponent("frame.txt").path
        let terminal = try PseudoTerminal([AppEndToEndTests.podium, "--feed", server.url("/feed.json").absoluteString, "--timezone", "Europe/Berlin"], environment: [
            "TERM": term, "NO_COLOR": "", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TZ": "Europe/London",
            "HOME": workspace.url.path, "XDG_DATA_HOME": data.path, "PODIUM_FRAME_DUMP": frame,
            "XDG_CONFIG_HOME": workspace.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": workspace.url.appendingPathComponent("state").path,
        ], width: 100, height: 30)
        try terminal.waitFor("Faces in the terminal")
        terminal.type("5")
        try terminal.waitFor("Pictures person")
        terminal.type("\r")
        try terminal.waitFor("Draws with bytes.")
        if expectPicture {
            try terminal.waitFor("\u{1B}_G")
        } else {
            Thread.sleep(forTimeInterval: 1.5)   // time a photo would have had
        }
        var run = Run()
        run.frame = (try? String(contentsOfFile: frame, encoding: .utf8))?.split(separator: "\n").dropFirst().joined(separator: "\n") ?? ""
        terminal.type("\u{1B}")
        Thread.sleep(forTimeInterval: 0.3)
        terminal.type("q")
        run.status = try terminal.waitForExit()
        run.output = terminal.output
        run.photosKept = (try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("podium/photos").path).count) ?? 0
        return run
    }

    static func has(_ output: [UInt8], _ text: String) -> Bool { PseudoTerminal.contains(output, Array(text.utf8)) }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa"), "chafa is not installed"), .timeLimit(.minutes(20)))
    func aSpeakersPhotoShowsOnAKittyTerminalBesideTheText() async throws {
        let run = try await offThePool { try Self.run(term: "xterm-kitty", photo: true, expectPicture: true) }
        let text = String(decoding: run.output, as: UTF8.self)
        // Placed at the right of the text, 16 cells wide on a 100-cell screen.
        #expect(text.range(of: "\u{1B}\\[\\d+;85H\u{1B}_Ga=T,f=\\d+,s=\\d+,v=\\d+,c=16,r=8", options: .regularExpression) != nil,
                "the picture at column 85: \(text.suffix(400).debugDescription)")
        #expect(Self.has(run.output, "\u{1B}_Ga=d,d=A\u{1B}\\"), "deleted when the screen goes")
        #expect(run.photosKept == 1)
        #expect(run.status == 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa"), "chafa is not installed"), .timeLimit(.minutes(20)))
    func withoutPicturesNothingChangesAndNothingIsFetched() async throws {
        let (with, without) = try await offThePool {
            (try Self.run(term: "xterm-256color", photo: true, expectPicture: false),
             try Self.run(term: "xterm-256color", photo: false, expectPicture: false))
        }
        #expect(!Self.has(with.output, "\u{1B}_G") && !Self.has(with.output, "\u{1B}P"), "no picture's bytes")
        // The status line says when it synced, which two runs may not agree on.
        func screen(_ frame: String) -> [Substring] { frame.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2) }
        #expect(screen(with.frame) == screen(without.frame) && with.frame.contains("Draws with bytes."),
                "the same screen as without a photo:\n\(with.frame)\n\(without.frame)")
        #expect(with.photosKept == 0, "a photo that cannot be shown is not fetched")
        #expect(with.status == 0 && without.status == 0)
    }
}
