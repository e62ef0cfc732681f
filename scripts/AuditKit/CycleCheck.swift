/// Cycles in the graph of declared dependencies plus imports. SwiftPM refuses a manifest whose
/// declarations form a cycle (reported from its message); an undeclared import can close one
/// that SwiftPM never sees.
enum CycleCheck {
    static func manifestCycle(_ cycle: ManifestCycle, manifest: ManifestLines, rules: RulesFile) -> Finding {
        let first = cycle.targets.first ?? ""
        return Finding(path: ManifestLines.fileName, line: manifest.line(ofTarget: first, mentioning: cycle.targets.dropFirst().first),
                       severity: rules.severity(of: .dependencyCycle), rule: .dependencyCycle,
                       message: "the declared dependencies form a cycle: \(cycle.targets.joined(separator: " → ")); SwiftPM cannot load the package")
    }

    static func importCycles(_ context: AuditContext) -> [Finding] {
        var edges: [String: Set<String>] = [:]
        for target in context.graph.targets {
            var next = Set(target.targetDependencies)
            for module in context.imports[target.name]?.modules ?? [] {
                if let other = context.graph.target(withModule: module), other.name != target.name { next.insert(other.name) }
            }
            edges[target.name] = next
        }
        var findings: [Finding] = []
        var reported: Set<Set<String>> = []
        for start in context.graph.targets.map(\.name).sorted() {
            guard let cycle = shortestCycle(from: start, edges: edges), reported.insert(Set(cycle)).inserted else { continue }
            findings.append(finding(for: cycle + [cycle[0]], context))
        }
        return findings
    }

    private static func finding(for cycle: [String], _ context: AuditContext) -> Finding {
        let description = cycle.joined(separator: " → ")
        for (from, to) in zip(cycle, cycle.dropFirst()) {
            guard let source = context.graph.target(named: from), !source.targetDependencies.contains(to),
                  let module = context.graph.target(named: to)?.moduleName else { continue }
            for file in context.imports[from]?.files ?? [] {
                if let declaration = file.active.first(where: { $0.module == module }) {
                    return context.finding(.dependencyCycle, file.path, declaration.line,
                        "dependency cycle \(description): '\(from)' imports '\(to)' without declaring it")
                }
            }
        }
        return context.manifestFinding(.dependencyCycle, target: cycle[0], "dependency cycle \(description)")
    }

    /// Breadth-first: the shortest path from `start` back to itself, without the repeat.
    private static func shortestCycle(from start: String, edges: [String: Set<String>]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = (edges[start] ?? []).sorted()
        for node in queue { previous[node] = start }
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node == start {
                var path = [start]
                var cursor = previous[start]!
                while cursor != start { path.insert(cursor, at: 1); cursor = previous[cursor]! }
                return path
            }
            for next in (edges[node] ?? []).sorted() where previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }
}
