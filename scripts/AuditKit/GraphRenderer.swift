/// Draws the target graph grouped by kind, marking edges the rules forbid and imports the
/// manifest does not declare.
public enum GraphFormat: String, Sendable, CaseIterable {
    case mermaid
    case dot
}

struct GraphRenderer {
    struct Edge: Hashable {
        enum Mark: String { case allowed, forbidden, implicit = "implicit import" }
        let from: String
        let to: String
        let mark: Mark
    }

    let context: AuditContext
    let includeTests: Bool

    private var shownTargets: [(target: PackageGraph.Target, kind: String)] {
        context.graph.targets.map { ($0, context.kind(of: $0) ?? "unclassified") }
            .filter { includeTests || !["test", "test-harness", "test-double"].contains($0.kind) }
    }

    private var groups: [(kind: String, folder: String, members: [String])] {
        let shown = shownTargets
        var result: [(String, String, [String])] = context.rules.kinds.compactMap { kind in
            // A kind of several folders (test doubles) is a group per folder.
            let members = shown.filter { $0.kind == kind.kind && Glob.matchesPath(pattern: kind.folder, path: $0.target.path) }
                .map(\.target.name).sorted()
            return members.isEmpty ? nil : (kind.kind, kind.folder, members)
        }
        let unclassified = shown.filter { $0.kind == "unclassified" }.map(\.target.name).sorted()
        if !unclassified.isEmpty { result.append(("unclassified", "?", unclassified)) }
        let products = Set(shown.flatMap(\.target.productDependencies)).sorted()
        if !products.isEmpty { result.append(("external", "package dependencies", products)) }
        return result
    }

    private var edges: [Edge] {
        let shown = Set(shownTargets.map(\.target.name))
        var result: [Edge] = []
        for (target, _) in shownTargets {
            for dependency in target.targetDependencies + target.productDependencies
            where shown.contains(dependency) || target.productDependencies.contains(dependency) {
                let allowed = DependencyChecks.isAllowed(target, toDependOn: dependency, context)
                result.append(Edge(from: target.name, to: dependency, mark: allowed ? .allowed : .forbidden))
            }
            let declared = Set(target.targetDependencies)
            for module in context.imports[target.name]?.modules ?? [] {
                guard let other = context.graph.target(withModule: module), other.name != target.name,
                      !declared.contains(other.name), shown.contains(other.name) else { continue }
                result.append(Edge(from: target.name, to: other.name, mark: .implicit))
            }
        }
        return Array(Set(result)).sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    func render(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: return mermaid()
        case .dot: return dot()
        }
    }

    private func mermaid() -> String {
        var lines = ["flowchart LR"]
        for group in groups {
            lines.append("  subgraph \(identifier(group.kind))[\"\(group.kind) · \(group.folder)\"]")
            for member in group.members {
                lines.append(group.kind == "external" ? "    \(identifier(member))([\"\(member)\"])" : "    \(identifier(member))[\"\(member)\"]")
            }
            lines.append("  end")
        }
        var marked: [Int] = []
        for (index, edge) in edges.enumerated() {
            switch edge.mark {
            case .allowed:
                lines.append("  \(identifier(edge.from)) --> \(identifier(edge.to))")
            case .forbidden, .implicit:
                lines.append("  \(identifier(edge.from)) -. \(edge.mark.rawValue) .-> \(identifier(edge.to))")
                marked.append(index)
            }
        }
        if !marked.isEmpty {
            lines.append("  linkStyle \(marked.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px,color:#d00")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dot() -> String {
        var lines = ["digraph \"\(context.graph.name)\" {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for group in groups {
            lines.append("  subgraph \"cluster_\(group.kind)\" {")
            lines.append("    label=\"\(group.kind) · \(group.folder)\";")
            for member in group.members {
                lines.append(group.kind == "external" ? "    \"\(member)\" [shape=ellipse];" : "    \"\(member)\";")
            }
            lines.append("  }")
        }
        for edge in edges {
            switch edge.mark {
            case .allowed:
                lines.append("  \"\(edge.from)\" -> \"\(edge.to)\";")
            case .forbidden, .implicit:
                lines.append("  \"\(edge.from)\" -> \"\(edge.to)\" [color=red, fontcolor=red, style=dashed, label=\"\(edge.mark.rawValue)\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
