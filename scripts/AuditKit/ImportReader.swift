import Foundation

/// The imports of one file that the compiler counts, with their lines.
struct FileImports: Sendable {
    /// Relative to the package root.
    let path: String
    let facts: SourceFacts
    let active: [ImportDeclaration]
}

/// Every import of one target, read exactly.
struct TargetImports: Sendable {
    let target: String
    let files: [FileImports]
    /// Modules the compiler reports that no declaration in the files could be matched to.
    let unlocated: Set<String>

    var modules: Set<String> { Set(files.flatMap { $0.active.map(\.module) }) }
}

/// The compiler decides which imports count (`swiftc -frontend -emit-imported-modules`, which
/// honours `#if` and ignores comments and strings); the lexer only says on which line each is.
///
/// Conditions are evaluated for this platform in a debug build (`DEBUG` and `SWIFT_PACKAGE`
/// defined), with `canImport(X)` true for every target of the package and every module of its
/// dependencies, as in a full build where any of them may already have been built.
struct ImportReader: Sendable {
    let toolchain: Toolchain
    let packageRoot: String
    let importableModules: Set<String>

    func read(_ targets: [PackageGraph.Target]) throws -> [TargetImports] {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("podium-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let shim = importableModules.sorted().map { "module \($0) {}" }.joined(separator: "\n")
        try shim.write(to: workspace.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)

        let workspacePath = workspace.path
        return try ParallelMap.map(targets) { target in try read(target, shimDirectory: workspacePath) }
    }

    private func read(_ target: PackageGraph.Target, shimDirectory: String) throws -> TargetImports {
        let relativePaths = target.sources.filter { $0.hasSuffix(".swift") }.map { "\(target.path)/\($0)" }
        guard !relativePaths.isEmpty else { return TargetImports(target: target.name, files: [], unlocated: []) }

        var files: [FileImports] = []
        for relative in relativePaths {
            let absolute = "\(packageRoot)/\(relative)"
            guard let source = try? String(contentsOfFile: absolute, encoding: .utf8) else {
                throw AuditFailure("\(relative): cannot read this source file as UTF-8")
            }
            let facts = SourceScanner.scan(source)
            var active = facts.imports
            if facts.hasConditionalImports {
                let counted = try importedModules(of: [absolute], module: target.moduleName, shimDirectory: shimDirectory)
                active = facts.imports.filter { counted.contains($0.module) }
            }
            files.append(FileImports(path: relative, facts: facts, active: active))
        }

        let counted = try importedModules(of: relativePaths.map { "\(packageRoot)/\($0)" },
                                          module: target.moduleName, shimDirectory: shimDirectory)
        let located = Set(files.flatMap { $0.active.map(\.module) })
        return TargetImports(target: target.name, files: files, unlocated: counted.subtracting(located))
    }

    private func importedModules(of files: [String], module: String, shimDirectory: String) throws -> Set<String> {
        let output = "\(shimDirectory)/\(module)-\(UUID().uuidString).imports"
        let arguments = ["-frontend", "-emit-imported-modules"] + files + [
            "-o", output, "-module-name", module, "-I", shimDirectory, "-D", "DEBUG", "-D", "SWIFT_PACKAGE",
        ]
        let result = try ProcessRunner.run(toolchain.swiftc, arguments)
        guard result.status == 0 else {
            throw AuditFailure("the compiler could not read the imports of \(module):\n\(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let listing = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return Set(listing.split(whereSeparator: \.isNewline).map(String.init))
    }
}
