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
        (["Speakers", "--routes-to", "Nowhere"], "there is no Modules/Nowhere/Contract"),
        (["Speakers", "--routes-to", "Filters"], "takes something other than nothing or one String"),
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
                                                    "--repository", workspace.path, "Speakers"])
            #expect(outcome.status == 1)
            #expect(outcome.stderr.contains("stopped before writing Package.swift"))
            #expect(try await Self.snapshot(of: workspace.url) == before)
        }
    }

    /// The whole proof: a full build of a fresh copy takes minutes, so a person can skip it
    /// with PODIUM_SKIP_SLOW_TESTS=1; CI always runs it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PODIUM_SKIP_SLOW_TESTS"] == nil, "PODIUM_SKIP_SLOW_TESTS is set"),
          .timeLimit(.minutes(30)))
    func aGeneratedModuleBuildsPassesTheAuditItsTestsAndBuildsAlone() async throws {
        try await Self.withCopy { workspace in
            let root = workspace.path
            let generated = try await Subprocess.run([Self.generator, "--repository", root, "Speakers", "--routes-to", "SessionDetails", "Agenda"])
            try #require(generated.status == 0, "\(generated.output)")
            for file in ["Modules/Speakers/Contract/SpeakersBuilding.swift", "Modules/Speakers/Sources/SpeakersProtocols.swift",
                         "Modules/Speakers/Sources/SpeakersPresenter.swift", "Modules/Speakers/Sources/SpeakersInteractor.swift",
                         "Modules/Speakers/Sources/SpeakersRouter.swift", "Modules/Speakers/Sources/SpeakersViewController.swift",
                         "Modules/Speakers/Sources/SpeakersBuilder.swift", "Tests/SpeakersTests/SpeakersPresenterTests.swift",
                         "Tests/SpeakersTests/SpeakersInteractorTests.swift", "Tests/SpeakersTests/SpeakersRouterAndViewTests.swift"] {
                #expect(FileManager.default.fileExists(atPath: "\(root)/\(file)"), "missing \(file)")
            }

            // Its tests, in the copy's own full build (warnings are errors in every target).
            let tests = try await Subprocess.run(["swift", "test", "--package-path", root, "--filter", "^SpeakersTests\\."])
            #expect(tests.status == 0, "\(tests.output.suffix(3000))")
            #expect(tests.output.contains("Test run with 13 tests in 3 suites passed"), "\(tests.output.suffix(3000))")

            // The audit: the new module depends only on Entities, contracts and TerminalUI; the
            // README's picture is regenerated as the generator's note says.
            let picture = try await Subprocess.run(["\(root)/scripts/audit", "--write-readme"], in: workspace.url)
            #expect(picture.status == 0, "\(picture.output)")
            let audit = try await Subprocess.run(["\(root)/scripts/audit"], in: workspace.url)
            #expect(audit.status == 0 && audit.output.contains("audit: clean"), "\(audit.output)")

            // Alone, from an empty scratch path: every import is declared.
            let scratch = try TemporaryDirectory(prefix: "podium-generator-scratch")
            let isolated = try await Subprocess.run(["swift", "build", "--package-path", root, "--scratch-path", scratch.path, "--target", "SpeakersTests"])
            try await offThePool { scratch.remove() }
            #expect(isolated.status == 0, "\(isolated.output.suffix(3000))")
        }
    }
}
