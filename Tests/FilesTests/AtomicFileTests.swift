import Foundation
import TestHarness
import Testing
@testable import Files

/// Files other programs read are written whole or not at all, and failures are said in words.
@Suite struct AtomicFileTests {
    @Test func aFileIsReplacedWholeAndAFailureLeavesTheOldOneAndNoLeftovers() throws {
        let folder = try TemporaryDirectory(prefix: "podium-files")
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("deep/my.ics")
        try AtomicFile.write(Data("first".utf8), to: target)
        try AtomicFile.write(Data("second".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["my.ics"])

        // A folder where the file should be: the write fails, says why, and changes nothing.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("deep/blocked.ics"), withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write(Data("x".utf8), to: folder.url.appendingPathComponent("deep/blocked.ics"))
        } throws: { error in
            "\(error)".hasSuffix("blocked.ics: it is a folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).sorted() == ["blocked.ics", "my.ics"])
    }

    @Test func failuresAreWordsNotDomainsAndCodes() {
        #expect(FileProblem.words(for: CocoaError(.fileWriteOutOfSpace)) == "the disk is full")
        #expect(FileProblem.words(for: CocoaError(.fileReadNoSuchFile)) == "no such file or folder")
        #expect(FileProblem.words(for: CocoaError(.fileWriteUnknown)) == "it cannot be written")
        #expect(FileProblem.words(for: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "the disk is full")
        #expect(!FileProblem.words(for: CocoaError(.fileReadUnknown)).contains("NSCocoaErrorDomain"))
    }
}
