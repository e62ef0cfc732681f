import ArgumentParser
import Foundation

/// `scripts/new-module NAME [--routes-to OTHER…]`: writes a VIPER module shaped like the
/// hand-written ones — contract, module, tests — and registers it in Package.swift. All or
/// nothing: on any failure nothing is left behind.
@main
struct NewModuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-module",
        abstract: "Generate a VIPER module: <Name>Contract, <Name> (View, Presenter, Interactor, Router, builder) and <Name>Tests.",
        discussion: """
            The module lists the conference's days from the schedule store and re-reads them on \
            every change; Enter opens the first --routes-to module with the row's id. It builds, \
            passes the audit and its tests, and builds in isolation as generated; make it yours \
            from there. A route needs the other module's builder to take nothing or one String.
            """)

    @Argument(help: "The module's name, UpperCamelCase (e.g. Speakers).")
    var name: String

    @Option(parsing: .upToNextOption, help: "Modules this one opens (through their contracts).")
    var routesTo: [String] = []

    @Option(help: "The repository to write into. Default: the current directory.")
    var repository: String = FileManager.default.currentDirectoryPath

    func run() throws {
        let root = URL(fileURLWithPath: repository)
        do {
            let manifestURL = root.appendingPathComponent("Package.swift")
            guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
                throw GeneratorError(description: "no Package.swift in \(root.path)")
            }
            try NameRules.validate(name, existingTargets: ManifestEditor.targetNames(in: manifest), repository: root)
            let routes = try Array(NSOrderedSet(array: routesTo)).compactMap { $0 as? String }.map { try RouteReader.route(to: $0, repository: root) }
            if routes.contains(where: { $0.module == name }) { throw GeneratorError(description: "a module cannot route to itself") }
            let spec = ModuleSpec(name: name, routes: routes)
            var transaction = FileTransaction(repository: root)
            for (path, text) in SourceTemplates.files(spec) + TestTemplates.files(spec) { transaction.add(path, text) }
            try transaction.commit(manifest: try ManifestEditor.adding(spec, to: manifest))
            print("new-module: wrote Modules/\(name)/Contract, Modules/\(name)/Sources and Tests/\(name)Tests (\(transaction.files.count) files); Package.swift has the three rows.")
            print("next: scripts/audit --write-readme, then give App the builder (\(name)Builder) and a tab or a route that opens it.")
        } catch let error as GeneratorError {
            FileHandle.standardError.write(Data("new-module: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
