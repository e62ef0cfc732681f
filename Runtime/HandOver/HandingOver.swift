import ExternalOpenerContract
import Foundation

/// What a Router keeps to leave the app for a link or a file: the opener, and the one hand-over
/// under way, cancelled when a newer one starts or the Router goes.
@MainActor
public final class HandOverKeeper {
    private let opener: any ExternalOpening
    private var handingOver: Task<Void, Never>?

    public init(opener: any ExternalOpening) {
        self.opener = opener
    }

    isolated deinit { handingOver?.cancel() }

    public func open(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        handingOver = opener.handOver(url, otherwise: otherwise)
    }

    public func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        handingOver = opener.handOver(file: file, otherwise: otherwise)
    }
}

/// A Router that opens links and files through the external-opener service: conforming with a
/// `handOver` gives it the Wireframe's `openExternally` and `openFile`.
@MainActor
public protocol HandingOver: AnyObject {
    var handOver: HandOverKeeper { get }
}

extension HandingOver {
    public func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        handOver.open(url, otherwise: otherwise)
    }

    public func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        handOver.openFile(file, otherwise: otherwise)
    }
}
