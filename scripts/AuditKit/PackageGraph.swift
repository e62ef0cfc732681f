/// The package as SwiftPM describes it, plus what its dependencies' manifests say.
public struct PackageGraph: Sendable {
    public struct Target: Sendable {
        public let name: String
        public let moduleName: String
        /// Relative to the package root.
        public let path: String
        public let type: String          // library, executable, test, macro, plugin, …
        /// Relative to `path`.
        public let sources: [String]
        public let targetDependencies: [String]
        public let productDependencies: [String]

        public var isTest: Bool { type == "test" }
    }

    /// A module some dependency package defines, and the products that vend it.
    public struct ExternalModule: Sendable {
        public let module: String
        public let package: String
        public let products: Set<String>
    }

    public let name: String
    public let root: String
    public let targets: [Target]
    /// Product name → the modules it makes importable (its own targets).
    public let productModules: [String: Set<String>]
    /// Module name → where it comes from, over every (also transitive) dependency package.
    public let externalModules: [String: ExternalModule]

    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    public func target(withModule module: String) -> Target? {
        targets.first { $0.moduleName == module }
    }
}

/// SwiftPM's module name for a target name.
func c99Name(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
}
