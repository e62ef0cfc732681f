import FeedMarkup
import Foundation

/// `podium-data-bench --markdown FILE…`: Podium's Markdown reader over documents, each file's
/// split at U+001E (a record separator between abstracts), best of `runs`: what
/// docs/fuzzing.md compares with cmark, the CommonMark reference parser, on the same files.
enum MarkdownBenchmark {
    static func run(_ paths: [String], runs: Int) throws {
        for path in paths {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let documents = text.split(separator: "\u{1E}", omittingEmptySubsequences: true).map(String.init)
            var best = Double.infinity
            var blocks = 0
            for _ in 0..<max(1, runs) {
                let start = ContinuousClock.now
                blocks = documents.reduce(0) { $0 + MarkdownText.richText($1).blocks.count }
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
            let bytes = documents.reduce(0) { $0 + $1.utf8.count }
            print(String(format: "%@: %d documents, %d bytes, %d blocks: %.2f ms (best of %d)",
                         (path as NSString).lastPathComponent, documents.count, bytes, blocks, best * 1000, runs))
        }
    }
}
