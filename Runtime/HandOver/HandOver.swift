import ExternalOpenerContract
import Foundation

extension ExternalOpening {
    /// Leaves the app for `url` (a browser) from a screen; `otherwise` runs on the main actor
    /// when nothing here could take it. The Router keeps the task and cancels it when it goes.
    @MainActor
    public func handOver(_ url: URL, otherwise: @escaping @MainActor () -> Void) -> Task<Void, Never> {
        Task { if !(await open(url)) { otherwise() } }
    }

    /// The same for a file the app wrote (a calendar event, a contact card).
    @MainActor
    public func handOver(file: URL, otherwise: @escaping @MainActor () -> Void) -> Task<Void, Never> {
        Task { if !(await openFile(file)) { otherwise() } }
    }
}
