import Foundation
import TestHarness
import Testing

/// scripts/new-module on temporary copies of this repository: what it refuses (leaving nothing
/// behind), and the full proof that a generated module builds, passes the audit and its own
/// tests, and builds in isolation without a hand edit.
@Suite struct ModuleGeneratorTests {
    static let generator = RepositoryPaths.products.appendingPathComponent("podium-new-module").path

    /// Runs `body` on a fresh copy of the repository, removed afterwards. Copying, reading and
    /// removing (a built copy holds gigabytes) happen off the shared threads: done inline, the
    /// nine refusal tests starved every other async test for half a minute.
    static func withCopy(_ body: (TemporaryDirectory) async throws -> Void) async throws {
        let workspace = try await offThePool { try RepositoryPaths.copy(prefix: "podium-generator") }
        do {
            try await body(workspace)
        } catch {
            try? await offThePool { workspace.remove() }
            throw error
        }
        try await offThePool { workspace.remove() }
    }

    static func snapshot(of root: URL) async throws -> [String: Data] {
        try await offThePool { try snapshot(root) }
    }

    /// Every file under the copy with its contents (its packages' sources aside), to prove a
    /// refusal changed nothing.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".build" {
                enumerator?.skipDescendants()
                continue
            }
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                result[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test(arguments: [
        (["speakers"], "is not a module name"),
        (["Speaker-List"], "is not a module name"),
        (["Self"], "is a Swift keyword"),
        (["Agenda"], "a target named 'Agenda' already exists"),
        (["TerminalUI"], "a target named 'TerminalUI' already exists"),
        (["SpeakersContract"], "ends in Contract or Tests"),
        (["Sponsors", "--routes-to", "Nowhere"], "there is no Modules/Nowhere/Contract"),
        (["Sponsors", "--routes-to", "Filters"], "needs current: SessionFilter, which this module has no value of"),
        (["Sponsors", "--input", "id"], "write label:Type"),
        (["Sponsors", "--input", "speaker:Nowhere"], "Nowhere is neither a standard type nor declared in Entities"),
        (["Sponsors", "--input", "current:SessionFilter"], "give a value of SessionFilter for the generated tests"),
        (["Sponsors", "--uses", "NoSuchReading"], "no data-manager or service contract declares `public protocol NoSuchReading`"),
        (["Sponsors", "--uses", "MyScheduleCalendarPublishing"], "no fake in a Testing folder (DataManagers/*/Testing, Services/*/Testing) conforms to it"),
        (["Sponsors", "--uses", "DayReading"], "the generated module would never call it"),
    ])
    func refusalsSayWhyAndWriteNothing(_ arguments: [String], _ reason: String) async throws {
        try await Self.withCopy { workspace in
            let before = try await Self.snapshot(of: workspace.url)
            let outcome = try await Subprocess.run([Self.generator, "--repository", workspace.path] + arguments)
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
            #expect(try await Self.snapshot(of: workspace.url) == before)
        }
    }

    @Test func aFailureBeforeTheManifestRemovesWhatWasWritten() async throws {
        try await Self.withCopy { workspace in
            let before = try await Self.snapshot(of: workspace.url)
            let outcome = try await Subprocess.run(["/usr/bin/env", "PODIUM_NEW_MODULE_FAIL_BEFORE_MANIFEST=1", Self.generator,
                                                    "--repository", workspace.path, "Sponsors"])
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("stopped before writing Package.swift"))
            #expect(try await Self.snapshot(of: workspace.url) == before)
        }
    }

    /// What the contract promises, read without building: the input and the delegate of a
    /// Filters-shaped module, and a route that passes the input and the Presenter on.
    @Test func theContractCarriesTheInputTheDelegateAndTheRoutesInputs() async throws {
        try await Self.withCopy { workspace in
            let picker = try await Subprocess.run([Self.generator, "--repository", workspace.path, "Picker", "--input", "current:SessionFilter=.all", "--delegate"])
            try #require(picker.status == 0, "\(picker.output)")
            let refiner = try await Subprocess.run([Self.generator, "--repository", workspace.path, "Refiner", "--input", "current:SessionFilter=.all",
                                                    "--uses", "ConferenceReading", "FavoritesWriting", "--routes-to", "Picker", "SessionDetails"])
            try #require(refiner.status == 0, "\(refiner.output)")
            let contract = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Picker/Contract/PickerBuilding.swift"), encoding: .utf8)
            #expect(contract.contains("func makePicker(current: SessionFilter, delegate: any PickerDelegate) -> ViewController"))
            let delegate = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Picker/Contract/PickerDelegate.swift"), encoding: .utf8)
            #expect(delegate.contains("public protocol PickerDelegate: AnyObject"), "one protocol to a contract file")
            #expect(delegate.contains("func pickerDidFinish(with value: SessionFilter)"))
            #expect(!contract.contains("PickerDelegate: AnyObject"))
            let router = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Refiner/Sources/RefinerRouter.swift"), encoding: .utf8)
            #expect(router.contains("picker.makePicker(current: current, delegate: delegate)"))
            #expect(router.contains("sessionDetails.makeSessionDetails(sessionID: itemID)"))
            #expect(!router.contains("Interactor("), "the Router only navigates")
            let builder = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Refiner/Sources/RefinerBuilder.swift"), encoding: .utf8)
            #expect(builder.contains("public init(schedule: any ConferenceReading, favoritesWriting: any FavoritesWriting, picker: any PickerBuilding, sessionDetails: any SessionDetailsBuilding)"), "\(builder)")
            #expect(builder.contains("let interactor = RefinerInteractor(schedule: schedule, favoritesWriting: favoritesWriting)"), "\(builder)")
            #expect(builder.contains("public func makeRefiner(current: SessionFilter) -> ViewController { make(current) }"), "\(builder)")
            let presenter = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Refiner/Sources/RefinerPresenter.swift"), encoding: .utf8)
            #expect(presenter.contains("extension RefinerPresenter: PickerDelegate"))
            let manifest = try String(contentsOf: workspace.url.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#"moduleContract("PickerContract", uses: ["TerminalUI", "Entities"]),"#))
            #expect(manifest.contains(#"module("Refiner", uses: ["RefinerContract", "ScheduleDataContract", "FavoritesDataContract", "LiveData", "Entities", "Formatting", "Styleguide", "TerminalUI", "PickerContract", "SessionDetailsContract"]),"#))
        }
    }

    /// A module built with one id opens another by the chosen row's id, unless the other takes
    /// the same id under the same name.
    @Test func aStringRouteTakesTheRowsIDUnlessItIsTheSameInput() async throws {
        try await Self.withCopy { workspace in
            let person = try await Subprocess.run([Self.generator, "--repository", workspace.path, "Person", "--input", "personID:String",
                                                   "--routes-to", "SessionDetails"])
            try #require(person.status == 0, "\(person.output)")
            let router = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Person/Sources/PersonRouter.swift"), encoding: .utf8)
            #expect(router.contains("sessionDetails.makeSessionDetails(sessionID: itemID)"), "\(router)")
            let talk = try await Subprocess.run([Self.generator, "--repository", workspace.path, "Talk", "--input", "sessionID:String",
                                                 "--routes-to", "SessionDetails"])
            try #require(talk.status == 0, "\(talk.output)")
            let talkRouter = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Talk/Sources/TalkRouter.swift"), encoding: .utf8)
            #expect(talkRouter.contains("sessionDetails.makeSessionDetails(sessionID: sessionID)"), "\(talkRouter)")
        }
    }

    /// The whole proof: a full build of a fresh copy takes minutes, so a person can skip it
    /// with PODIUM_SKIP_SLOW_TESTS=1; CI always runs it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PODIUM_SKIP_SLOW_TESTS"] == nil, "PODIUM_SKIP_SLOW_TESTS is set"),
          .timeLimit(.minutes(30)))
    func generatedModulesBuildPassTheAuditTheirTestsAndBuildAlone() async throws {
        try await Self.withCopy { workspace in
            let root = workspace.path
            // Shaped like Filters (an input and a delegate), like Session details (an id in,
            // routes out), one that opens both kinds of builder with inputs, one without the schedule.
            let modules: [(name: String, arguments: [String])] = [
                ("Picker", ["--input", "current:SessionFilter=.all", "--delegate"]),
                ("Talk", ["--input", "sessionID:String", "--uses", "ConferenceReading", "FavoritesWriting", "ExternalOpening", "--routes-to", "SessionDetails"]),
                ("Refiner", ["--input", "current:SessionFilter=.all", "--routes-to", "Filters", "Picker", "SessionDetails"]),
                ("Ticker", ["--uses", "ExternalOpening", "CalendarExporting", "--routes-to", "SessionDetails"]),
            ]
            for module in modules {
                let generated = try await Subprocess.run([Self.generator, "--repository", root, module.name] + module.arguments)
                try #require(generated.status == 0, "\(module.name): \(generated.output)")
                for file in ["Modules/\(module.name)/Contract/\(module.name)Building.swift", "Modules/\(module.name)/Sources/\(module.name)Protocols.swift",
                             "Modules/\(module.name)/Sources/\(module.name)Presenter.swift", "Modules/\(module.name)/Sources/\(module.name)Interactor.swift",
                             "Modules/\(module.name)/Sources/\(module.name)Router.swift", "Modules/\(module.name)/Sources/\(module.name)ViewController.swift",
                             "Modules/\(module.name)/Sources/\(module.name)Builder.swift", "Tests/\(module.name)Tests/\(module.name)PresenterTests.swift",
                             "Tests/\(module.name)Tests/\(module.name)InteractorTests.swift", "Tests/\(module.name)Tests/\(module.name)RouterAndViewTests.swift"] {
                    #expect(FileManager.default.fileExists(atPath: "\(root)/\(file)"), "missing \(file)")
                }
            }

            // The audit of the whole copy, as the generator's note says (it reads sources and the
            // package graph, builds nothing): the new modules depend only on Entities, contracts,
            // presentation and TerminalUI, name only the reads they make, and the README's
            // pictures are redrawn.
            let audit = RepositoryPaths.products.appendingPathComponent("podium-audit").path
            let picture = try await Subprocess.run([audit, "--package-path", root, "--write-readme"])
            #expect(picture.status == 0, "\(picture.output)")
            let audited = try await Subprocess.run([audit, "--package-path", root])
            #expect(audited.status == 0 && audited.output.contains("audit: clean"), "\(audited.output)")

            // Then the build, of what the new modules stand on and nothing else: a generated module
            // knows the others only through contracts, so the server, the data managers, the
            // services, the existing screens, the tools (and the packages only they use) need not
            // be built to prove it compiles and passes its tests.
            let manifest = workspace.url.appendingPathComponent("Package.swift")
            let full = try String(contentsOf: manifest, encoding: .utf8)
            try ManifestTrim.keeping(full, modules: modules.map(\.name)).write(to: manifest, atomically: true, encoding: .utf8)

            // Their tests, in the copy's own build (warnings are errors in every target).
            let tests = try await Subprocess.run(["swift", "test", "--package-path", root, "--filter", "^(PickerTests|TalkTests|RefinerTests|TickerTests)\\."],
                                                holding: .minutes)
            #expect(tests.status == 0, "\(tests.output.suffix(3000))")
            #expect(tests.output.contains("Test run with 51 tests in 12 suites passed"), "\(tests.output.suffix(3000))")

            // Alone: each new target type-checks with only its declared dependencies' modules.
            let targets = modules.flatMap { [$0.name + "Contract", $0.name, $0.name + "Tests"] }
            let isolated = try await Subprocess.run(["\(root)/scripts/build-isolated", "--package-path", root] + targets, holding: .minutes)
            #expect(isolated.status == 0, "\(isolated.output.suffix(3000))")
            #expect(isolated.output.contains("\(targets.count) target(s) checked alone"), "\(isolated.output.suffix(3000))")
        }
    }
}

/// The manifest of a copy cut down to what the generated modules and their tests stand on: the
/// targets they use, and what those use in turn — nothing else is built.
enum ManifestTrim {
    static func keeping(_ manifest: String, modules: [String]) throws -> String {
        let lines = manifest.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("let table: [Row] = [") }),
              let end = lines[start...].firstIndex(where: { $0 == "]" }) else {
            throw ManifestError(description: "Package.swift has no `let table: [Row] = [` … `]`")
        }
        // Rows: "    builder(\"Name\"…", with continuation lines indented further.
        var rows: [(name: String, lines: [String])] = []
        for line in lines[(start + 1)..<end] {
            if let match = line.firstMatch(of: #/^    \w+\("(\w+)"/#) {
                rows.append((String(match.1), [line]))
            } else if line.hasPrefix("     "), !rows.isEmpty {
                rows[rows.count - 1].lines.append(line)
            }
        }
        let uses = Dictionary(rows.map { ($0.name, usedNames(in: $0.lines.joined(separator: " "))) }, uniquingKeysWith: { first, _ in first })
        var kept: Set<String> = []
        var waiting = modules + modules.map { $0 + "Tests" }
        while let name = waiting.popLast() {
            guard !kept.contains(name) else { continue }
            guard let used = uses[name] else {
                throw ManifestError(description: "Package.swift has no row for \(name)")
            }
            kept.insert(name)
            // Names without a row of their own are packages' products, which the manifest maps itself.
            waiting += used.filter { uses[$0] != nil }
        }
        let table = rows.filter { kept.contains($0.name) }.flatMap(\.lines)
        return (lines[...start] + table + lines[end...]).joined(separator: "\n")
    }

    /// The quoted names in a row's `uses: [...]`.
    static func usedNames(in row: String) -> [String] {
        guard let list = row.firstMatch(of: #/uses: \[([^\]]*)\]/#) else { return [] }
        return list.1.matches(of: #/"(\w+)"/#).map { String($0.1) }
    }

    struct ManifestError: Error, CustomStringConvertible {
        let description: String
    }
}
