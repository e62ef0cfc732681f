import Foundation
import Testing
@testable import TestHarness

@Suite struct TemporaryDirectoryTests {
    @Test func overlayReplacesAndAddsFilesAndKeepsTheRest() throws {
        let base = try TemporaryDirectory()
        defer { base.remove() }
        try base.write("original", to: "a/kept.txt")
        try base.write("old", to: "a/replaced.txt")

        let overlay = try TemporaryDirectory()
        defer { overlay.remove() }
        try overlay.write("new", to: "a/replaced.txt")
        try overlay.write("added", to: "b/c/added.txt")

        try base.overlay(overlay.url)
        #expect(try base.read("a/kept.txt") == "original")
        #expect(try base.read("a/replaced.txt") == "new")
        #expect(try base.read("b/c/added.txt") == "added")
    }

    @Test func copySkipsWhatItIsTold() throws {
        let source = try TemporaryDirectory()
        defer { source.remove() }
        try source.write("x", to: "keep/file")
        try source.write("y", to: ".build/file")
        let copy = try TemporaryDirectory(copying: source.url) { $0 == ".build" }
        defer { copy.remove() }
        #expect(FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("keep/file").path))
        #expect(!FileManager.default.fileExists(atPath: copy.url.appendingPathComponent(".build").path))
    }

    @Test func removeDeletesTheDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "f")
        directory.remove()
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func fixturesAreFoundFromTheRepository() throws {
        #expect(FileManager.default.fileExists(atPath: RepositoryPaths.dependencyRules.path))
        #expect(RepositoryPaths.brokenAuditFixtures.contains("implicit-import"))
        let fixture = try RepositoryPaths.auditFixture("implicit-import")
        defer { fixture.remove() }
        #expect(try fixture.read("Modules/Filters/Sources/FiltersPresenter.swift").contains("import ScheduleDataContract"))
        #expect(try fixture.read("Package.swift").contains("CleanFixture"))
    }
}

/// The leak checker every module's leak test relies on must see a survivor.
@Suite struct LeakTrackerTests {
    final class Thing {}

    @Test func namesWhatIsStillAliveAndNotWhatWasReleased() {
        var tracker = LeakTracker()
        let kept = Thing()
        do {
            let released = Thing()
            tracker.track(released, as: "released")
            tracker.track(kept, as: "kept")
        }
        #expect(tracker.survivors == ["kept"])
        _ = kept
    }
}
