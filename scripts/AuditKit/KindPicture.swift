/// CONTRIBUTING.md's picture of the kinds and its layout table, drawn from the rules alone: one box
/// per kind a product target can have, an arrow where the rules let one kind use another. What
/// every client kind may use (Entities) and what may use anything (tests, tools) are said in words
/// beside it, not drawn: they would be most of the arrows and none of the information.
enum KindPicture {
    /// Kinds whose targets test or tool the others: named under the picture, not drawn.
    static let unshown: Set<String> = ["test", "test-harness", "test-double", "tool", "server-test"]
    static let contractGroup = "contracts"

    static func mermaid(_ rules: RulesFile) -> String {
        let shown = rules.kinds.filter { !unshown.contains($0.kind) }
        let names = Set(shown.map(\.kind))
        let contracts = shown.filter { $0.kind.hasSuffix("-contract") }.map(\.kind)
        var lines = ["flowchart TB"]
        func node(_ kind: RulesFile.KindFolder) -> String {
            "\(id(kind.kind))[\"\(kind.kind)<br/><small>\(kind.folder)</small>\"]"
        }
        lines.append("  subgraph \(contractGroup)[\"contracts: protocols and the values they carry\"]")
        for kind in shown where contracts.contains(kind.kind) { lines.append("    " + node(kind)) }
        lines.append("  end")
        for kind in shown where !contracts.contains(kind.kind) { lines.append("  " + node(kind)) }
        lines.append("  packages([\"approved packages\"])")
        var arrows: [String] = []
        for allowance in rules.dependencies where names.contains(allowance.kind) {
            let targets = Set(allowance.may.compactMap { $0.dropPrefix("kind:") }
                .flatMap { pattern in names.filter { Glob.matches(pattern: pattern, $0) } })
                .subtracting(["entities", allowance.kind])
            var drawn = targets
            // A kind that may use every contract kind points at the group, once.
            if !contracts.isEmpty, Set(contracts).isSubset(of: targets), !contracts.contains(allowance.kind) {
                arrows.append("  \(id(allowance.kind)) --> \(contractGroup)")
                drawn.subtract(contracts)
            }
            for target in drawn.sorted() { arrows.append("  \(id(allowance.kind)) --> \(id(target))") }
            if allowance.may.contains("external") { arrows.append("  \(id(allowance.kind)) -.-> packages") }
        }
        return (lines + arrows).joined(separator: "\n") + "\n"
    }

    /// `| folder | kind | what lives there |`, in the rules' order.
    static func layoutTable(_ rules: RulesFile) -> String {
        let rows = rules.kinds.map { "| `\($0.folder)` | \($0.kind) | \($0.about) |" }
        return (["| folder | kind | what lives there |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    private static func id(_ kind: String) -> String { kind.replacingOccurrences(of: "-", with: "_") }
}
