import Foundation

/// SwiftPM refused the manifest because its targets form a cycle; that is a finding, not a failure.
struct ManifestCycle: Error, Sendable {
    let targets: [String]   // A, B, A
}

/// Reads the real package graph: `swift package describe` for the package's own targets,
/// `show-dependencies` and each dependency's `dump-package` for what external products vend.
struct PackageGraphLoader: Sendable {
    let toolchain: Toolchain
    let packagePath: String
    let scratchPath: String?

    func load() throws -> PackageGraph {
        let description = try jsonObject(swiftPackage(["describe", "--type", "json"]), what: "swift package describe")
        let dependencyPaths = try dependencyPackagePaths()
        let manifests = try ParallelMap.map(dependencyPaths) { path in try dumpManifest(at: path) }

        var productModules: [String: Set<String>] = [:]
        var externalModules: [String: PackageGraph.ExternalModule] = [:]
        for manifest in manifests {
            var vendedBy: [String: Set<String>] = [:]
            for (product, targets) in manifest.products {
                let modules = Set(targets.map(c99Name))
                productModules[product, default: []].formUnion(modules)
                for module in modules { vendedBy[module, default: []].insert(product) }
            }
            for module in manifest.targets.map(c99Name) {
                externalModules[module] = .init(module: module, package: manifest.name, products: vendedBy[module] ?? [])
            }
        }

        let targets = (description["targets"] as? [[String: Any]] ?? []).compactMap(Self.target)
        return PackageGraph(
            name: description["name"] as? String ?? "",
            root: packagePath,
            targets: targets.sorted { $0.name < $1.name },
            productModules: productModules,
            externalModules: externalModules
        )
    }

    private static func target(_ json: [String: Any]) -> PackageGraph.Target? {
        guard let name = json["name"] as? String, let path = json["path"] as? String else { return nil }
        return PackageGraph.Target(
            name: name,
            moduleName: json["c99name"] as? String ?? c99Name(name),
            path: path,
            type: json["type"] as? String ?? "library",
            sources: json["sources"] as? [String] ?? [],
            targetDependencies: json["target_dependencies"] as? [String] ?? [],
            productDependencies: json["product_dependencies"] as? [String] ?? []
        )
    }

    private func dependencyPackagePaths() throws -> [String] {
        let tree = try jsonObject(swiftPackage(["show-dependencies", "--format", "json"]), what: "swift package show-dependencies")
        var seen: Set<String> = []
        var paths: [String] = []
        func visit(_ node: [String: Any]) {
            for child in node["dependencies"] as? [[String: Any]] ?? [] {
                if let path = child["path"] as? String, seen.insert(path).inserted { paths.append(path) }
                visit(child)
            }
        }
        visit(tree)
        return paths
    }

    /// What one dependency package declares: its products and the targets behind them.
    struct DependencyManifest: Sendable {
        let name: String
        let products: [String: [String]]
        let targets: [String]
    }

    private func dumpManifest(at path: String) throws -> DependencyManifest {
        let result = try ProcessRunner.run(toolchain.swift, ["package", "--package-path", path, "dump-package"])
        guard result.status == 0 else {
            throw AuditFailure("cannot read the manifest of the dependency at \(path):\n\(result.stderr)")
        }
        let json = try jsonObject(result.stdout, what: "swift package dump-package (\(path))")
        var products: [String: [String]] = [:]
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        let targets = (json["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        return DependencyManifest(name: json["name"] as? String ?? URL(fileURLWithPath: path).lastPathComponent,
                                  products: products, targets: targets)
    }

    private func swiftPackage(_ command: [String]) throws -> Data {
        var arguments = ["package", "--package-path", packagePath]
        if let scratchPath { arguments += ["--scratch-path", scratchPath] }
        let result = try ProcessRunner.run(toolchain.swift, arguments + command)
        guard result.status == 0 else {
            if let cycle = Self.cycle(in: result.stderr) { throw cycle }
            throw AuditFailure("swift package \(command[0]) failed in \(packagePath):\n\(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return result.stdout
    }

    /// SwiftPM says: `cyclic dependency declaration found: A -> B -> A`.
    static func cycle(in message: String) -> ManifestCycle? {
        let marker = "cyclic dependency declaration found: "
        guard let range = message.range(of: marker) else { return nil }
        let chain = message[range.upperBound...].prefix { $0 != "\n" }
        var targets = chain.components(separatedBy: " -> ").map { $0.trimmingCharacters(in: .whitespaces) }
        // SwiftPM prints the path that leads into the cycle too: keep the cycle itself.
        if let last = targets.last, let start = targets.firstIndex(of: last) { targets = Array(targets[start...]) }
        return targets.count > 1 ? ManifestCycle(targets: targets) : nil
    }

    private func jsonObject(_ data: Data, what: String) throws -> [String: Any] {
        // Progress lines ("Fetching …") may precede the JSON on a first resolution.
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        guard let object = try? JSONSerialization.jsonObject(with: data[start...]) as? [String: Any] else {
            throw AuditFailure("\(what) did not print a JSON object")
        }
        return object
    }
}
