/// Targets the rules cannot classify, and targets without their own test target.
enum TargetShapeChecks {
    static func unknownKinds(_ context: AuditContext) -> [Finding] {
        let folders = context.rules.kinds.map(\.folder).joined(separator: ", ")
        return context.graph.targets.filter { context.kind(of: $0) == nil }.map { target in
            context.manifestFinding(.unknownKind, target: target.name,
                "'\(target.name)' lives in '\(target.path)', which is no kind's folder (\(folders)); move it or add its kind to the rules")
        }
    }

    static func missingTestTargets(_ context: AuditContext) -> [Finding] {
        let required = context.rules.requireTestTarget
        return context.classifiedTargets.compactMap { target, kind in
            guard required.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) else { return nil }
            let testName = target.name + "Tests"
            if let test = context.graph.target(named: testName), test.isTest { return nil }
            return context.manifestFinding(.missingTestTarget, target: target.name,
                "'\(target.name)' (\(kind)) has no test target '\(testName)'. \(required.why)")
        }
    }

    /// Modules the compiler says a target imports that the audit could not attribute to a line.
    static func unlocatedImports(_ context: AuditContext) -> [Finding] {
        context.graph.targets.flatMap { target -> [Finding] in
            guard let imports = context.imports[target.name], let first = imports.files.first else { return [] }
            return imports.unlocated.sorted().map { module in
                context.finding(.unlocatedImport, first.path, 1,
                    "the compiler reports that '\(target.name)' imports '\(module)', but the audit found no such import declaration in its files; please report this audit bug")
            }
        }
    }
}
