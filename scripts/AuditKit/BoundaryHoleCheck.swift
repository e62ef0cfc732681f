/// `package` access and `@_exported import` both let code reach past a target's declared
/// dependencies; feature targets may use neither. `@testable import` reaches a target's
/// internals and breaks a release build; only tests may use it.
enum BoundaryHoleCheck {
    static func holes(_ context: AuditContext) -> [Finding] {
        let guarded = context.rules.noBoundaryHoles
        var findings = testableImports(context)
        for (target, kind) in context.classifiedTargets where guarded.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
            for file in context.imports[target.name]?.files ?? [] {
                for line in file.facts.packageAccessLines {
                    findings.append(context.finding(.packageAccess, file.path, line,
                        "'package' access in \(target.name) (\(kind)): \(guarded.why)"))
                }
                for declaration in file.facts.imports where declaration.isExported {
                    findings.append(context.finding(.exportedImport, file.path, declaration.line,
                        "'@_exported import \(declaration.module)' in \(target.name) (\(kind)): \(guarded.why)"))
                }
            }
        }
        return findings
    }

    private static func testableImports(_ context: AuditContext) -> [Finding] {
        let allowed = context.rules.testableImports
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets where !allowed.kinds.contains(where: { Glob.matches(pattern: $0, kind) }) {
            for file in context.imports[target.name]?.files ?? [] {
                for declaration in file.facts.imports where declaration.attributes.contains("@testable") {
                    findings.append(context.finding(.testableImport, file.path, declaration.line,
                        "'@testable import \(declaration.module)' in \(target.name) (\(kind)): \(allowed.why)"))
                }
            }
        }
        return findings
    }
}
