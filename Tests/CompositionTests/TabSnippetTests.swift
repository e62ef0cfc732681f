import Foundation
import TestHarness
import Testing

/// docs/architecture.md shows how a tab is added with the composition root's own lines: each
/// line of its snippet that names a tab is in Composition/Composition.swift as written.
@Suite struct TabSnippetTests {
    @Test func theArchitecturesTabSnippetIsTheCodes() throws {
        let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let code = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Composition/Composition.swift"), encoding: .utf8)
        let snippet = try #require(page.components(separatedBy: "```swift\nvar tabs:").dropFirst().first?.components(separatedBy: "```").first)
        let codeLines = Set(code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        // A tab's line, without the comment the page adds to it.
        let tabLines = snippet.split(separator: "\n").map { line in
            (line.components(separatedBy: "   //").first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { $0.hasPrefix("(\"") || $0.hasPrefix("if let") || $0.hasPrefix("tabs.append") }
        #expect(tabLines.count >= 7, "the snippet names the tabs: \(tabLines)")
        for line in tabLines {
            #expect(codeLines.contains(line), "docs/architecture.md shows a line Composition.swift does not have: \(line)")
        }
    }
}
