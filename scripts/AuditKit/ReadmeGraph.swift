import Foundation

/// What the documents show of the architecture, drawn by the audit and kept true by it: the
/// picture of the kinds and the layout table in CONTRIBUTING.md (both from the rules), and the graph of
/// every target in docs/targets.md (from the package). Each sits between two marker lines.
enum ReadmeGraph {
    struct Block {
        let file: String
        let name: String
        /// What the block holds, markers aside.
        let body: String

        var begin: String { "<!-- \(name):begin (scripts/audit --write-readme regenerates this block) -->" }
        var end: String { "<!-- \(name):end -->" }
        var text: String { "\(begin)\n\(body)\(end)" }
    }

    /// Which document holds which block: the pictures of the rules where contributors read about
    /// the architecture, the graph of the package with the list of targets.
    static let places: [(file: String, name: String)] = [
        ("CONTRIBUTING.md", "audit-kinds"), ("CONTRIBUTING.md", "audit-layout"), ("docs/targets.md", "audit-graph"),
    ]

    static func blocks(_ context: AuditContext) -> [Block] {
        places.map { place in
            let body = switch place.name {
            case "audit-kinds": fenced(KindPicture.mermaid(context.rules))
            case "audit-layout": KindPicture.layoutTable(context.rules)
            default: fenced(GraphRenderer(context: context, includeTests: false).render(.mermaid))
            }
            return Block(file: place.file, name: place.name, body: body)
        }
    }

    private static func fenced(_ mermaid: String) -> String { "```mermaid\n\(mermaid)```\n" }

    /// A finding for each block that differs from what would be drawn now; nothing for a file or
    /// a block that is not there (fixture packages, other projects).
    static func check(_ context: AuditContext) -> [Finding] {
        blocks(context).compactMap { block in
            guard let document = try? String(contentsOfFile: "\(context.graph.root)/\(block.file)", encoding: .utf8),
                  let range = range(of: block, in: document), document[range] != block.text else { return nil }
            let line = document[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            return context.finding(.staleGraph, block.file, line,
                "\(block.name) does not match the \(block.name == "audit-graph" ? "package" : "rules"); run scripts/audit --write-readme")
        }
    }

    /// Rewrites each block found in place; the files that changed. A package with none of the
    /// blocks is told where they go.
    static func write(_ context: AuditContext) throws -> [String] {
        var changed: [String] = []
        var found = false
        for block in blocks(context) {
            let path = "\(context.graph.root)/\(block.file)"
            guard var document = try? String(contentsOfFile: path, encoding: .utf8), let range = range(of: block, in: document) else { continue }
            found = true
            guard document[range] != block.text else { continue }
            document.replaceSubrange(range, with: block.text)
            try Data(document.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            if !changed.contains(block.file) { changed.append(block.file) }
        }
        guard found else {
            let places = blocks(context).map { "\($0.file) (\($0.begin) … \($0.end))" }.joined(separator: ", ")
            throw AuditFailure("\(context.graph.root): no picture block to write; the audit draws them in \(places)")
        }
        return changed
    }

    private static func range(of block: Block, in document: String) -> Range<String.Index>? {
        guard let start = document.range(of: block.begin),
              let stop = document.range(of: block.end, range: start.upperBound..<document.endIndex) else { return nil }
        return start.lowerBound..<stop.upperBound
    }
}
