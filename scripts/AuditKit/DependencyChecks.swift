/// Edges between targets: forbidden by the rules, hidden (an import the target does not
/// declare), or declared and never used.
enum DependencyChecks {
    /// Whether the rules let `target` declare `dependency` (a target or an external product).
    static func isAllowed(_ target: PackageGraph.Target, toDependOn dependency: String, _ context: AuditContext) -> Bool {
        guard let kind = context.kind(of: target), let allowance = context.rules.allowance(for: kind) else { return true }
        guard let other = context.graph.target(named: dependency) else { return allowance.may.contains("external") }
        return allowance.may.contains { context.selector($0, coversTarget: other, of: target) }
    }

    static func forbiddenDependencies(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for (target, kind) in context.classifiedTargets {
            guard let allowance = context.rules.allowance(for: kind) else { continue }
            for name in target.targetDependencies {
                guard let dependency = context.graph.target(named: name) else { continue }
                if !isAllowed(target, toDependOn: name, context) {
                    let theirKind = context.kind(of: dependency) ?? "unclassified"
                    findings.append(context.manifestFinding(.forbiddenDependency, target: target.name, mentioning: name,
                        "'\(target.name)' (\(kind)) depends on '\(name)' (\(theirKind)), which a target of kind \(kind) may not use (\(allowedList(allowance))). \(allowance.why)"))
                }
            }
            for product in target.productDependencies where !isAllowed(target, toDependOn: product, context) {
                findings.append(context.manifestFinding(.forbiddenDependency, target: target.name, mentioning: product,
                    "'\(target.name)' (\(kind)) depends on the external product '\(product)', which a target of kind \(kind) may not use (\(allowedList(allowance))). \(allowance.why)"))
            }
        }
        return findings
    }

    static func implicitImports(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for target in context.graph.targets {
            guard let imports = context.imports[target.name] else { continue }
            let declaredModules = Set(target.targetDependencies.compactMap { context.graph.target(named: $0)?.moduleName })
            let productModules = target.productDependencies.reduce(into: Set<String>()) { $0.formUnion(context.graph.productModules[$1] ?? []) }
            for file in imports.files {
                for declaration in file.active {
                    let module = declaration.module
                    if module == target.moduleName || declaredModules.contains(module) || productModules.contains(module) { continue }
                    if context.rules.toolchainGroup(of: module) != nil { continue }
                    findings.append(context.finding(.implicitImport, file.path, declaration.line,
                        implicitImportMessage(module: module, target: target, context: context)))
                }
            }
        }
        return findings
    }

    private static func implicitImportMessage(module: String, target: PackageGraph.Target, context: AuditContext) -> String {
        if let other = context.graph.target(withModule: module) {
            var message = "imports '\(module)', which '\(target.name)' does not declare; a full build compiles this only when '\(other.name)' happens to be built first"
            if let kind = context.kind(of: target), let allowance = context.rules.allowance(for: kind),
               !allowance.may.contains(where: { context.selector($0, coversTarget: other, of: target) }) {
                message += ", and the rules would not allow declaring it (\(allowedList(allowance)))"
            } else {
                message += "; add it to '\(target.name)' in Package.swift"
            }
            return message
        }
        if let external = context.graph.externalModules[module] {
            let via = external.products.isEmpty ? "no product (it is internal to \(external.package))" : "product \(external.products.sorted().joined(separator: " or "))"
            return "imports '\(module)' from package '\(external.package)', which '\(target.name)' does not declare (it comes with \(via))"
        }
        return "imports '\(module)', which is neither a target of this package, a module of a declared product, nor a toolchain module"
    }

    static func unusedDependencies(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for target in context.graph.targets {
            guard let imports = context.imports[target.name], !imports.files.isEmpty else { continue }
            // A plugin runs the executables it depends on; it imports none of them.
            if target.type == "plugin" { continue }
            let used = imports.modules
            for name in target.targetDependencies {
                guard let dependency = context.graph.target(named: name), !used.contains(dependency.moduleName) else { continue }
                // A test may depend on an executable only to have it built and run it.
                if target.isTest && dependency.type == "executable" { continue }
                // A plugin is used by running before the build, never by an import.
                if dependency.type == "plugin" { continue }
                findings.append(context.manifestFinding(.unusedDependency, target: target.name, mentioning: name,
                    "'\(target.name)' declares '\(name)' but no file of it imports '\(dependency.moduleName)'"))
            }
            for product in target.productDependencies {
                let modules = context.graph.productModules[product] ?? [product]
                if modules.isDisjoint(with: used) {
                    findings.append(context.manifestFinding(.unusedDependency, target: target.name, mentioning: product,
                        "'\(target.name)' declares the product '\(product)' but imports none of its modules (\(modules.sorted().joined(separator: ", ")))"))
                }
            }
        }
        return findings
    }

    static func allowedList(_ allowance: RulesFile.Allowance) -> String {
        allowance.may.isEmpty ? "it may depend on nothing" : "it may use " + allowance.may.joined(separator: ", ")
    }
}
