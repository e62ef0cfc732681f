import ExternalOpenerContract
import Foundation
import Synchronization

/// Records what a Router hands to the outside world, and says whether that worked.
public final class ExternalOpenerSpy: ExternalOpening {
    private let handed = Mutex<(urls: [URL], files: [URL])>(([], []))
    public let succeeds: Bool

    public init(succeeds: Bool = true) { self.succeeds = succeeds }

    public var opened: [URL] { handed.withLock { $0.urls } }
    public var openedFiles: [URL] { handed.withLock { $0.files } }

    public func open(_ url: URL) async -> Bool {
        handed.withLock { $0.urls.append(url) }
        return succeeds
    }

    public func openFile(_ file: URL) async -> Bool {
        handed.withLock { $0.files.append(file) }
        return succeeds
    }
}
