import Foundation

/// Where and how to audit.
public struct AuditOptions: Sendable {
    /// The package root (holding Package.swift).
    public var packageRoot: String
    /// Default: `<packageRoot>/scripts/dependency-rules.json`.
    public var rulesPath: String?
    /// Passed to SwiftPM; default: the package's own `.build`.
    public var scratchPath: String?

    public init(packageRoot: String, rulesPath: String? = nil, scratchPath: String? = nil) {
        self.packageRoot = packageRoot
        self.rulesPath = rulesPath
        self.scratchPath = scratchPath
    }

    public static let defaultRulesPath = "scripts/dependency-rules.json"

    /// The nearest directory at or above `directory` that holds a Package.swift.
    public static func findPackageRoot(from directory: String) throws -> String {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(ManifestLines.fileName).path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path {
                throw AuditFailure("not inside a Swift package: no Package.swift in \(directory) or above it")
            }
            url = parent
        }
    }
}

/// A loaded package, ready to be checked, drawn or listed.
public struct Audit: Sendable {
    public let rules: RulesFile
    let context: AuditContext?
    /// Set when SwiftPM refused the manifest for a cycle: the one thing there is to report.
    let manifestCycle: Finding?
    let started: ContinuousClock.Instant

    public static func load(_ options: AuditOptions) throws -> Audit {
        let started = ContinuousClock.now
        let root = URL(fileURLWithPath: options.packageRoot).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: "\(root)/\(ManifestLines.fileName)") else {
            throw AuditFailure("not a Swift package: no Package.swift in \(root)")
        }
        let rulesURL = URL(fileURLWithPath: options.rulesPath ?? "\(root)/\(AuditOptions.defaultRulesPath)")
        let rules = try RulesFile.load(from: rulesURL)
        let toolchain = try Toolchain.locate()
        let manifest = ManifestLines(packageRoot: root)

        let graph: PackageGraph
        do {
            graph = try PackageGraphLoader(toolchain: toolchain, packagePath: root, scratchPath: options.scratchPath).load()
        } catch let cycle as ManifestCycle {
            return Audit(rules: rules, context: nil,
                         manifestCycle: CycleCheck.manifestCycle(cycle, manifest: manifest, rules: rules), started: started)
        }
        let importable = Set(graph.targets.map(\.moduleName)).union(graph.externalModules.keys)
        let reader = ImportReader(toolchain: toolchain, packageRoot: root, importableModules: importable)
        let imports = try reader.read(graph.targets)
        let context = AuditContext(graph: graph, rules: rules,
                                   imports: Dictionary(uniqueKeysWithValues: imports.map { ($0.target, $0) }),
                                   manifest: manifest)
        return Audit(rules: rules, context: context, manifestCycle: nil, started: started)
    }

    /// Every finding, sorted by place.
    public func findings() -> [Finding] {
        if let manifestCycle { return [manifestCycle] }
        guard let context else { return [] }
        let checks: [(AuditContext) -> [Finding]] = [
            TargetShapeChecks.unknownKinds,
            DependencyChecks.forbiddenDependencies,
            DependencyChecks.implicitImports,
            DependencyChecks.unusedDependencies,
            FileRoleCheck.violations,
            BoundaryHoleCheck.holes,
            CycleCheck.importCycles,
            TargetShapeChecks.missingTestTargets,
            TargetShapeChecks.unlocatedImports,
            ContractChecks.implementation,
            ContractChecks.protocolFiles,
            ContractChecks.unusedReads,
            ContractChecks.conceptHomes,
            ReadmeGraph.check,
        ]
        return checks.flatMap { $0(context) }.sorted()
    }

    public func report() -> AuditReport {
        let findings = findings()
        let files = context?.imports.values.reduce(0) { $0 + $1.files.count } ?? 0
        return AuditReport(findings: findings, targetCount: context?.graph.targets.count ?? 0, fileCount: files,
                           duration: ContinuousClock.now - started)
    }

    public func graph(_ format: GraphFormat, includeTests: Bool = false) throws -> String {
        GraphRenderer(context: try loadedContext(), includeTests: includeTests).render(format)
    }

    /// Redraws the pictures the documents carry; the files that changed.
    public func writeReadmeGraph() throws -> [String] {
        try ReadmeGraph.write(try loadedContext())
    }

    /// Targets whose kind matches one of `kindPatterns`, in the rules' kind order, then by name.
    public func targets(ofKinds kindPatterns: [String]) throws -> [(name: String, kind: String)] {
        let context = try loadedContext()
        // A kind may have several folders (test doubles): its first place orders it.
        let order = Dictionary(rules.kinds.enumerated().map { ($1.kind, $0) }, uniquingKeysWith: min)
        return context.classifiedTargets
            .filter { entry in kindPatterns.contains { Glob.matches(pattern: $0, entry.kind) } }
            .map { (name: $0.target.name, kind: $0.kind) }
            .sorted { (order[$0.kind] ?? .max, $0.name) < (order[$1.kind] ?? .max, $1.name) }
    }

    /// Test targets with what each tests.
    public func testTargets() throws -> [(name: String, subject: String?, subjectKind: String?, path: String)] {
        let context = try loadedContext()
        return context.graph.targets.filter(\.isTest).map { test in
            let subject = context.subject(of: test)
            return (test.name, subject?.name, subject.flatMap(context.kind(of:)), test.path)
        }
    }

    private func loadedContext() throws -> AuditContext {
        guard let context else {
            throw AuditFailure("SwiftPM cannot load the package: \(manifestCycle?.message ?? "unknown reason")")
        }
        return context
    }
}
