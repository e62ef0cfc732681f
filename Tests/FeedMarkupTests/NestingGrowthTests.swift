import Foundation
import TestHarness
import Testing
@testable import FeedMarkup

/// Feed prose of any nesting and any length is read in time linear in its length: ten times the
/// text costs about ten times as much, never a hundred. Depth 10,000 of "[" … "]" once took 11 s
/// (a reference key made of everything inside each "["), and the length cut did not bound it.
@Suite(.serialized) struct NestingGrowthTests {
    /// Hostile shapes, each `n` deep or long (its text grows with `n`).
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        ("nested brackets", { n in String(repeating: "[", count: n) + "x" + String(repeating: "]", count: n) }),
        ("nested brackets, with a reference defined", { n in
            "[x]: https://example.org/x\n\n" + String(repeating: "[", count: n) + "x" + String(repeating: "]", count: n) }),
        ("nested full references", { n in
            "[x]: https://example.org/x\n\n" + String(repeating: "[", count: n) + "x" + String(repeating: "][x]", count: n) }),
        ("nested links", { n in String(repeating: "[a](", count: n / 4) + String(repeating: ")", count: n / 4) }),
        ("nested images", { n in String(repeating: "![", count: n / 2) + "x" + String(repeating: "](u)", count: n / 2) }),
        ("parentheses in an address", { n in "[a](" + String(repeating: "(", count: n) + String(repeating: ")", count: n) + ")" }),
        ("nested emphasis", { n in String(repeating: "*", count: n) + "x" + String(repeating: "*", count: n) }),
        ("alternating emphasis", { n in String(repeating: "*_", count: n / 2) + "x" + String(repeating: "_*", count: n / 2) }),
        ("unclosed emphasis", { n in String(repeating: "*a _b ", count: n / 6) }),
        ("backtick runs", { n in String(repeating: "`a``b", count: n / 5) }),
        ("autolinks", { n in String(repeating: "<http://a", count: n / 9) }),
        ("nested tags", { n in String(repeating: "<b>", count: n / 7) + "x" + String(repeating: "</b>", count: n / 7) }),
        ("unclosed attributes", { n in String(repeating: "<a href=\"", count: n / 9) }),
        ("entities", { n in String(repeating: "&amp", count: n / 4) }),
        ("nested quotes", { n in String(repeating: "> ", count: n / 2) + "x" }),
        ("quote per line", { n in String(repeating: "> > > x\n", count: n / 8) }),
        ("nested list markers", { n in String(repeating: "- ", count: n / 2) + "x" }),
        ("list per line", { n in String(repeating: "  - x\n", count: n / 6) }),
        ("code fences", { n in String(repeating: "```\nx\n", count: n / 6) }),
        ("headings", { n in String(repeating: "#", count: n) + " x" }),
    ]

    @Test(arguments: shapes.indices)
    func markdownIsReadInTimeLinearInItsLength(_ shape: Int) async throws {
        let (name, make) = Self.shapes[shape]
        let ratio = try await Growth.ratioOffThePool(small: 2_000, below: 30, { _ = MarkdownText.richText($0).plainText }, make: make)
        #expect(ratio < 30, "\(name): ten times the text cost \(ratio)× as much")
    }

    @Test(arguments: shapes.indices)
    func htmlIsReadInTimeLinearInItsLength(_ shape: Int) async throws {
        let (name, make) = Self.shapes[shape]
        let ratio = try await Growth.ratioOffThePool(small: 2_000, below: 30, { _ = HTMLText.richText($0).plainText }, make: make)
        #expect(ratio < 30, "\(name): ten times the text cost \(ratio)× as much")
    }
}
