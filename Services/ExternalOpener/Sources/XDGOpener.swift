import ExternalOpenerContract
import ExternalPrograms
import Foundation

/// `xdg-open` from PATH, silenced (its messages would scribble over the screen). Links from a
/// feed must be http(s), so a feed cannot make it open a local file or run a handler; local
/// files go through `openFile`, which only the app's own code calls.
public struct XDGOpener: ExternalOpening {
    private let programs: ProgramRunner

    /// `environment`: where PATH is read from (a test gives its own).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        programs = ProgramRunner(environment: environment)
    }

    public func open(_ url: URL) async -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return await programs.run("xdg-open", [url.absoluteString])
    }

    public func openFile(_ file: URL) async -> Bool {
        guard file.isFileURL else { return false }
        return await programs.run("xdg-open", [file.absoluteString])
    }
}
