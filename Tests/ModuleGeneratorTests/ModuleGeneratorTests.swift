import Foundation
import Testing
import TestSupport

/// scripts/new-module on temporary copies of this repository: what it refuses (leaving nothing
/// behind), and the full proof that a generated module builds, passes the audit and its own
/// tests, and builds in isolation without a hand edit.
@Suite struct ModuleGeneratorTests {
    static let generator = RepositoryPaths.products.appendingPathComponent("podium-new-module").path

    /// A copy of the repository without build folders or git data.
    /// Runs `body` on a fresh copy of the repository, removed afterwards. Copying, reading and
    /// removing (a built copy holds gigabytes) happen off the shared threads: done inline, the
    /// nine refusal tests starved every other async test for half a minute.
    static func withCopy(_ body: (TemporaryDirectory) async throws -> Void) async throws {
        let workspace = try await offThePool {
            try TemporaryDirectory(copying: RepositoryPaths.root, prefix: "podium-generator") { $0.hasPrefix(".build") || $0 == ".git" }
        }
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

    /// Every file under the copy with its contents, to prove a refusal changed nothing.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
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
        (["Sponsors", "--uses", "MyScheduleCalendarPublishing"], "no fake in Tests/TestSupport conforms to it"),
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
                                                    "--uses", "ScheduleReading", "FavoritesWriting", "--routes-to", "Picker", "SessionDetails"])
            try #require(refiner.status == 0, "\(refiner.output)")
            let contract = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Picker/Contract/PickerBuilding.swift"), encoding: .utf8)
            #expect(contract.contains("func makePicker(current: SessionFilter, delegate: any PickerDelegate) -> ViewController"))
            #expect(contract.contains("public protocol PickerDelegate: AnyObject"))
            #expect(contract.contains("func pickerDidFinish(with value: SessionFilter)"))
            let router = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Refiner/Sources/RefinerRouter.swift"), encoding: .utf8)
            #expect(router.contains("picker.makePicker(current: current, delegate: delegate)"))
            #expect(router.contains("sessionDetails.makeSessionDetails(sessionID: itemID)"))
            #expect(router.contains("static func assembleModule(schedule: any ScheduleReading, favoritesWriting: any FavoritesWriting, current: SessionFilter"))
            let presenter = try String(contentsOf: workspace.url.appendingPathComponent("Modules/Refiner/Sources/RefinerPresenter.swift"), encoding: .utf8)
            #expect(presenter.contains("extension RefinerPresenter: PickerDelegate"))
            let manifest = try String(contentsOf: workspace.url.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains(#"moduleContract("PickerContract", uses: ["TerminalUI", "Entities"]),"#))
            #expect(manifest.contains(#"module("Refiner", uses: ["RefinerContract", "ScheduleDataContract", "LiveDataContract", "Entities", "Formatting", "Styleguide", "TerminalUI", "PickerContract", "SessionDetailsContract"]),"#))
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
                ("Talk", ["--input", "sessionID:String", "--uses", "ScheduleReading", "FavoritesWriting", "ExternalOpening", "--routes-to", "SessionDetails"]),
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

            // Their tests, in the copy's own full build (warnings are errors in every target).
            let tests = try await Subprocess.run(["swift", "test", "--package-path", root, "--filter", "^(PickerTests|TalkTests|RefinerTests|TickerTests)\\."])
            #expect(tests.status == 0, "\(tests.output.suffix(3000))")
            #expect(tests.output.contains("Test run with 51 tests in 12 suites passed"), "\(tests.output.suffix(3000))")

            // The audit: the new module depends only on Entities, contracts and TerminalUI; the
            // README's picture is regenerated as the generator's note says.
            let picture = try await Subprocess.run(["\(root)/scripts/audit", "--write-readme"], in: workspace.url)
            #expect(picture.status == 0, "\(picture.output)")
            let audit = try await Subprocess.run(["\(root)/scripts/audit"], in: workspace.url)
            #expect(audit.status == 0 && audit.output.contains("audit: clean"), "\(audit.output)")

            // Alone, from an empty scratch path: every import is declared.
            let scratch = try TemporaryDirectory(prefix: "podium-generator-scratch")
            for module in modules {
                let isolated = try await Subprocess.run(["swift", "build", "--package-path", root, "--scratch-path", scratch.url.appendingPathComponent(module.name).path,
                                                         "--target", "\(module.name)Tests"])
                #expect(isolated.status == 0, "\(module.name): \(isolated.output.suffix(3000))")
            }
            try await offThePool { scratch.remove() }
        }
    }
}
