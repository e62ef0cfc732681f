/// Everything the checks read: the package graph, the rules, each target's kind and imports.
struct AuditContext: Sendable {
    let graph: PackageGraph
    let rules: RulesFile
    let imports: [String: TargetImports]
    let manifest: ManifestLines

    /// Targets whose kind the rules name, with that kind.
    var classifiedTargets: [(target: PackageGraph.Target, kind: String)] {
        graph.targets.compactMap { target in kind(of: target).map { (target, $0) } }
    }

    func kind(of target: PackageGraph.Target) -> String? {
        rules.kind(ofTargetAt: target.path)
    }

    /// A test target's subject: `FooTests` tests `Foo`.
    func subject(of target: PackageGraph.Target) -> PackageGraph.Target? {
        guard target.isTest, target.name.hasSuffix("Tests") else { return nil }
        return graph.target(named: String(target.name.dropLast("Tests".count)))
    }

    /// Does `selector` (from the rules file) cover a dependency of `dependent` on target `dependency`?
    func selector(_ selector: String, coversTarget dependency: PackageGraph.Target, of dependent: PackageGraph.Target) -> Bool {
        if selector == "subject" { return subject(of: dependent)?.name == dependency.name }
        if let pattern = selector.dropPrefix("kind:"), let kind = kind(of: dependency) {
            return Glob.matches(pattern: pattern, kind)
        }
        return false
    }

    /// Does `selector` cover an import of `module` by a file of `importer`?
    func selector(_ selector: String, coversModule module: String, importedBy importer: PackageGraph.Target) -> Bool {
        if let target = graph.target(withModule: module) {
            return self.selector(selector, coversTarget: target, of: importer)
        }
        if let group = selector.dropPrefix("toolchain:") {
            return rules.toolchainModules[group]?.contains(module) ?? false
        }
        return selector == "external" && rules.toolchainGroup(of: module) == nil
    }

    func finding(_ rule: Rule, _ path: String, _ line: Int, _ message: String) -> Finding {
        Finding(path: path, line: line, severity: rules.severity(of: rule), rule: rule, message: message)
    }

    /// Where the manifest declares `target` (and, if given, its use of `dependency`).
    func manifestFinding(_ rule: Rule, target: String, mentioning dependency: String? = nil, _ message: String) -> Finding {
        finding(rule, ManifestLines.fileName, manifest.line(ofTarget: target, mentioning: dependency), message)
    }
}
