import Foundation
import TestHarness
import Testing
@testable import FuzzTargets

/// Every input in the fuzz corpus, and every input a fuzzing run ever found to crash, hang or
/// exhaust memory (Tests/Fixtures/Fuzz/findings/TARGET), goes through its target again: a fault
/// once found stays fixed.
@Suite struct FuzzCorpusTests {
    static let root = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Fuzz")

    static func inputs(of target: FuzzTarget) -> [URL] {
        [root.appendingPathComponent(target.rawValue), root.appendingPathComponent("findings/\(target.rawValue)")].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
    }

    @Test func everyTargetHasASeedCorpus() {
        for target in FuzzTarget.allCases { #expect(!Self.inputs(of: target).isEmpty, "\(target.rawValue) has no seeds") }
    }

    /// Thousands of parses: on a thread of its own, so the shared pool and the main actor stay
    /// free for the tests that wait on a clock.
    @Test(.timeLimit(.minutes(20)), arguments: FuzzTarget.allCases)
    func theCorpusAndEveryFindingRunClean(_ target: FuzzTarget) async throws {
        let inputs = Self.inputs(of: target)
        if target.needsMainActor {
            for input in inputs {
                let data = try Data(contentsOf: input)
                await MainActor.run { target.run(data) }
            }
            return
        }
        try await offThePool(holding: .seconds) {
            for input in inputs {
                target.run(try Data(contentsOf: input))   // a crash ends the run; a hang, its time limit
            }
        }
    }
}
