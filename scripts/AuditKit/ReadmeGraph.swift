import Foundation

/// The README carries the architecture picture between two markers; the audit keeps it true.
enum ReadmeGraph {
    static let fileName = "README.md"
    static let begin = "<!-- audit-graph:begin (scripts/audit --write-readme regenerates this block) -->"
    static let end = "<!-- audit-graph:end -->"

    static func block(for graph: String) -> String {
        "\(begin)\n```mermaid\n\(graph)```\n\(end)"
    }

    /// A finding when the README's block differs from the graph drawn now; nothing when the
    /// README has no block (fixture packages, other projects).
    static func check(_ context: AuditContext, graph: String) -> [Finding] {
        let path = "\(context.graph.root)/\(fileName)"
        guard let readme = try? String(contentsOfFile: path, encoding: .utf8),
              let range = blockRange(in: readme) else { return [] }
        guard readme[range] != block(for: graph) else { return [] }
        let line = readme[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        return [context.finding(.staleGraph, fileName, line,
            "the architecture picture does not match the package; run scripts/audit --write-readme")]
    }

    /// Rewrites the block in place; returns whether anything changed.
    static func write(graph: String, packageRoot: String) throws -> Bool {
        let path = "\(packageRoot)/\(fileName)"
        guard var readme = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw AuditFailure("\(path): cannot read the README")
        }
        guard let range = blockRange(in: readme) else {
            throw AuditFailure("\(path): no graph block; add the two marker lines \(begin) and \(end)")
        }
        let fresh = block(for: graph)
        guard readme[range] != fresh else { return false }
        readme.replaceSubrange(range, with: fresh)
        try Data(readme.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return true
    }

    private static func blockRange(in readme: String) -> Range<String.Index>? {
        guard let start = readme.range(of: begin), let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex) else { return nil }
        return start.lowerBound..<stop.upperBound
    }
}
