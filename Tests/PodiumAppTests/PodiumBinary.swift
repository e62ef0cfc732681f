import Foundation
import TestHarness
@testable import PodiumApp

/// The built `podium` executable, as a person or a script runs it.
enum PodiumBinary {
    static let path = RepositoryPaths.products.appendingPathComponent("podium").path
    static let demoFeed = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json")
    static let demoNews = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-news.xml")
    /// The bundled programme as it is written (23–25 November 2026, the venue in Berlin), with
    /// its news: for tests that check times and days. The demo itself moves to each new day.
    static let writtenDemoArguments = ["--feed", demoFeed.path, "--timezone", "Europe/Berlin", "--name", "Podium Demo Conf", "--news", demoNews.path]
    /// What the written demo's files are named after ("feed-…": a feed given by its path).
    static var writtenDemoKey: String {
        get throws { try ConferenceSource(FeedOptions.parse(writtenDemoArguments)).feedKey }
    }
    /// The same, for a shell's command line.
    static let writtenDemo = writtenDemoArguments.map { "'\($0)'" }.joined(separator: " ")
}

/// `podium ARGUMENTS` to its end, with what it printed. The saved conferences are read from
/// `configHome` (an empty folder of this test run unless given), never from the person's own.
func podium(_ arguments: [String], configHome: URL = PodiumBinary.emptyConfigHome) async throws -> Subprocess.Outcome {
    try await Subprocess.run(["/usr/bin/env", "XDG_CONFIG_HOME=\(configHome.path)", PodiumBinary.path] + arguments)
}

extension PodiumBinary {
    /// A configuration folder with no conferences in it, shared by the tests that do not add any.
    static let emptyConfigHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podium-no-config-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}
