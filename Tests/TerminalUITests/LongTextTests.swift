#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestHarness
@testable import TerminalUI

/// Text of any length lays out in time proportional to its length, and what a screen shows of
/// a megabyte costs what a screenful costs (a 1 MB title once froze the app).
@Suite(.serialized) struct LongTextTests {
    static func growth(_ work: (String) -> Void, make: (Int) -> String) -> Double {
        Growth.ratio(work, make: make)
    }

    static func growthOffThePool(_ work: @escaping @Sendable (String) -> Void, make: @escaping @Sendable (Int) -> String) async throws -> Double {
        try await Growth.ratioOffThePool(work, make: make)
    }

    @Test(arguments: ["one word", "words", "wide", "combining", "emoji"])
    func wrappingIsLinearInTheText(_ kind: String) async throws {
        let make: @Sendable (Int) -> String = { size in
            switch kind {
            case "one word": String(repeating: "x", count: size)
            case "words": String(repeating: "word ", count: size / 5)
            case "wide": String(repeating: "日本語", count: size / 3)
            case "combining": String(repeating: "e\u{301}", count: size / 2)
            default: String(repeating: "🙂", count: size)
            }
        }
        let ratio = try await Self.growthOffThePool({ _ = TextLayout.wrap($0, width: 79) }, make: make)
        #expect(ratio < 30, "ten times the text took \(ratio)× as long")
    }

    @Test func aLineLimitReadsOnlyThatFar() async throws {
        let huge = String(repeating: "word ", count: 200_000) + "\n" + String(repeating: "日本語", count: 300_000)
        let lines = TextLayout.wrap(huge, width: 40, lineLimit: 24)
        #expect(lines.count == 24)
        #expect(lines.first == "word word word word word word word word")
        let ratio = try await Self.growthOffThePool({ _ = TextLayout.wrap($0, width: 40, lineLimit: 24) }, make: { String(repeating: "x", count: $0) })
        #expect(ratio < 3, "a screenful of a long word cost \(ratio)× as much for ten times the text")
        #expect(TextLayout.wrap("a\nb\nc", width: 5, lineLimit: 2) == ["a", "b"])
    }

    @Test func truncatingReadsNoFurtherThanTheCut() async throws {
        let ratio = try await Self.growthOffThePool({ _ = TextLayout.truncate($0, to: 60) }, make: { String(repeating: "ä", count: $0) })
        #expect(ratio < 3, "\(ratio)")
        #expect(TextLayout.truncate(String(repeating: "ä", count: 1_000_000), to: 5) == "ää" + "ää…")
    }

    /// The ASCII fast path wraps exactly as the general one does.
    @Test func theASCIIPathAgreesWithTheGeneralOne() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "word", "longerword", "x", " ", "  ", "   ", "supercalifragilistic"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 1...12, using: &generator)
            let limit = Bool.random(using: &generator) ? Int.max : Int.random(in: 1...6, using: &generator)
            #expect(TextLayout.wrapASCII(Array(text.utf8), width: width, lineLimit: limit)
                    == TextLayout.wrapClusters(text, width: width, lineLimit: limit), "\(text.debugDescription) at \(width), limit \(limit)")
        }
    }

    /// A text view shows the first screenful of a megabyte without wrapping the rest.
    @MainActor @Test func aTextViewWrapsOnlyWhatItShows() {
        let view = TextView()
        view.frame = Rect(x: 0, y: 0, width: 80, height: 24)
        let ratio = Self.growth({ text in
            view.paragraphs = [TextView.Paragraph(text)]
            var canvas = Canvas(size: Size(width: 80, height: 24))
            view.draw(in: &canvas, rect: view.frame)
        }, make: { String(repeating: "xyz ", count: $0 / 4) })
        #expect(ratio < 4, "\(ratio)")
    }
}
