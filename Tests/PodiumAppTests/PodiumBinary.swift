import Foundation
import TestSupport

/// The built `podium` executable, as a person or a script runs it.
enum PodiumBinary {
    static let path = RepositoryPaths.products.appendingPathComponent("podium").path
    static let demoFeed = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json")
}

/// `podium ARGUMENTS` to its end, with what it printed.
func podium(_ arguments: [String]) async throws -> Subprocess.Outcome {
    try await Subprocess.run([PodiumBinary.path] + arguments)
}
