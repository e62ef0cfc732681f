import ContentLines
import Foundation
import Testing

/// Folding and escaping as RFC 5545 §3.1 and §3.3.11 (and RFC 6350 §3.2, §3.4) ask.
@Suite struct ContentTextTests {
    /// 200 characters mixing one-, two-, three- and four-byte UTF-8.
    static let mixed = String(String(repeating: "Résumé 日本 🙂 naïve, ", count: 12).prefix(200))

    @Test func aLongMixedLineFoldsToAtMost75OctetsAndUnfoldsToTheSameText() throws {
        let line = ContentLine.text("SUMMARY", Self.mixed)
        let folded = line.folded
        // Each physical line, as bytes: a line broken inside a UTF-8 sequence would not decode.
        let physical = Self.physicalLines(folded)
        #expect(physical.count > 3)
        for row in physical {
            #expect(row.count <= 75, "\(row.count) octets")
            #expect(String(validating: row, as: UTF8.self) != nil, "a UTF-8 sequence was split")
        }
        #expect(physical.dropFirst().allSatisfy { $0.first == UInt8(ascii: " ") })
        let unfolded = ContentText.unfold(folded)
        #expect(unfolded == [line.unfolded])
        let value = try #require(unfolded.first?.split(separator: ":", maxSplits: 1).last)
        #expect(ContentText.unescape(String(value)) == Self.mixed)
    }

    @Test func aLineOfExactly75OctetsIsNotFolded() {
        let line = "SUMMARY:" + String(repeating: "x", count: 67)
        #expect(ContentText.fold(line) == line + "\r\n")
        #expect(ContentText.fold(line + "y") == line + "\r\n y\r\n")
    }

    @Test func escapingRoundTripsEvenALiteralBackslashN() {
        let text = #"C:\new\path; one, two: three"# + "\nsecond line\r\nthird\ttabbed"
        let escaped = ContentText.escape(text)
        #expect(escaped == #"C:\\new\\path\; one\, two: three\nsecond line\nthird"# + "\ttabbed")
        #expect(!escaped.contains("\n") && !escaped.contains("\r"))
        #expect(ContentText.unescape(escaped) == text.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func controlCharactersNeverReachTheDocument() {
        #expect(ContentText.escape("bell\u{7}escape\u{1B}[2J") == "bellescape[2J")
    }

    @Test func parametersAreQuotedWhenTheyMustBeAndNeverCarryQuotes() {
        let line = ContentLine("URL", [.init("TYPE", "x-blog"), .init("LABEL", "a:b \"c\"")], value: "https://example.com")
        #expect(line.unfolded == #"URL;TYPE=x-blog;LABEL="a:b c":https://example.com"#)
    }

    @Test func aDocumentHasNoBareLineFeed() {
        let document = ContentLine.document([.text("A", "one\ntwo"), .list("N", ["Berg", "Anna", "", "", ""], separator: ";"),
                                             .text("SUMMARY", Self.mixed)])
        let bytes = Array(document.utf8)
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            #expect(index > 0 && bytes[index - 1] == 0x0D)
        }
        #expect(document.hasSuffix("\r\n"))
        #expect(ContentText.unfold(document)[1] == "N:Berg;Anna;;;")
    }

    /// The bytes between CRLFs.
    static func physicalLines(_ document: String) -> [[UInt8]] {
        var lines: [[UInt8]] = [[]]
        let bytes = Array(document.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append([])
                index += 2
            } else {
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
        }
        return lines.last?.isEmpty == true ? Array(lines.dropLast()) : lines
    }
}
