/// Per-file rules by VIPER role: what a `*Presenter.swift`, `*Interactor.swift` or an Entities
/// file may import.
enum FileRoleCheck {
    static func violations(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets {
            let rules = context.rules.fileRules.filter { rule in rule.kinds.contains { Glob.matches(pattern: $0, kind) } }
            guard !rules.isEmpty, let imports = context.imports[target.name] else { continue }
            for file in imports.files {
                let fileName = String(file.path.split(separator: "/").last ?? "")
                for rule in rules where Glob.matches(pattern: rule.files, fileName) {
                    for declaration in file.active where breaks(rule, declaration.module, target, context) {
                        findings.append(context.finding(.roleViolation, file.path, declaration.line,
                            "\(rule.name): \(fileName) imports '\(declaration.module)'\(permitted(rule)). \(rule.why)"))
                    }
                }
            }
        }
        return findings
    }

    private static func breaks(_ rule: RulesFile.FileRule, _ module: String, _ target: PackageGraph.Target, _ context: AuditContext) -> Bool {
        if module == target.moduleName { return false }
        if let forbidden = rule.mayNotImport,
           forbidden.contains(where: { context.selector($0, coversModule: module, importedBy: target) }) {
            return true
        }
        if let only = rule.mayImportOnly,
           !only.contains(where: { context.selector($0, coversModule: module, importedBy: target) }) {
            return true
        }
        return false
    }

    private static func permitted(_ rule: RulesFile.FileRule) -> String {
        if let only = rule.mayImportOnly { return "; such files may import only \(only.joined(separator: ", "))" }
        if let forbidden = rule.mayNotImport { return "; such files may not import \(forbidden.joined(separator: ", "))" }
        return ""
    }
}
