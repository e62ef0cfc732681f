import ArgumentParser
import Foundation

/// `scripts/new-module NAME [--input label:Type[=sample]] [--delegate] [--uses Protocol…]
/// [--routes-to OTHER…]`: writes a VIPER module shaped like the
/// hand-written ones — contract, module, tests — and registers it in Package.swift. All or
/// nothing: on any failure nothing is left behind.
@main
struct NewModuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-module",
        abstract: "Generate a VIPER module: <Name>Contract, <Name> (View, Presenter, Interactor, Router, builder) and <Name>Tests.",
        discussion: """
            The module is built with its --input value (if any), reports to a delegate declared \
            in its contract with --delegate (Enter hands it the value, Esc closes), and is given \
            the data-manager or service protocols named by --uses (default ConferenceReading). \
            Given ConferenceReading, it lists the conference's days and re-reads them on every \
            change (other reading protocols are refused: a module is handed only the reads it \
            makes, so add them as you write the use case that calls them); Enter opens the first --routes-to module. A route's builder may take a String \
            (the row's id), a value of this module's input type, and delegates of its own contract \
            (the Presenter conforms). It builds, passes the audit and its tests, and builds in \
            isolation as generated; make it yours from there.
            """)

    @Argument(help: "The module's name, UpperCamelCase (e.g. Speakers).")
    var name: String

    @Option(parsing: .upToNextOption, help: "Modules this one opens (through their contracts).")
    var routesTo: [String] = []

    @Option(help: "The value the module is built with, label:Type[=sample] (e.g. sessionID:String, current:SessionFilter=.all).")
    var input: String?

    @Flag(help: "Declare <Name>Delegate in the contract; the builder takes one and Enter reports to it.")
    var delegate = false

    @Option(parsing: .upToNextOption, help: "Data-manager or service protocols the Interactor is given (default: ConferenceReading).")
    var uses: [String] = []

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
            let moduleInput = try input.map { try ContractReader.input($0, repository: root) }
            if routesTo.contains(name) { throw GeneratorError(description: "a module cannot route to itself") }
            let routes = try unique(routesTo).map { try RouteReader.route(to: $0, from: moduleInput, repository: root) }
            let used = try unique(uses.isEmpty ? [ContractProtocol.conference] : uses).map {
                try ContractReader.protocolNamed($0, manifest: manifest, repository: root)
            }
            try ContractReader.refuseUncalledReads(used, repository: root)
            var spec = ModuleSpec(name: name, input: moduleInput, hasDelegate: delegate, uses: used, routes: routes)
            spec.fakes = try FakeReader.fakes(for: used, manifest: manifest, repository: root)
            var transaction = FileTransaction(repository: root)
            for (path, text) in SourceTemplates.files(spec) + TestTemplates.files(spec) { transaction.add(path, text) }
            try transaction.commit(manifest: try ManifestEditor.adding(spec, to: manifest))
            print("new-module: wrote Modules/\(name)/Contract, Modules/\(name)/Sources and Tests/\(name)Tests (\(transaction.files.count) files); Package.swift has the three rows.")
            print("next: scripts/audit --write-readme, then give the composition root (Composition/) the builder (\(name)Builder): a tab is one line in its list, or a route of another module opens it.")
        } catch let error as GeneratorError {
            FileHandle.standardError.write(Data("new-module: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
