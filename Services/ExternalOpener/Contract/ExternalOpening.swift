import Foundation

/// Hands an address to something outside the app: a browser, a calendar application. Routers
/// ask it; what to say when nothing could take the address is the Presenter's choice.
public protocol ExternalOpening: Sendable {
    /// A web address (a feed's link, http or https only); whether it was handed over.
    func open(_ url: URL) async -> Bool
    /// A file the app itself wrote (a calendar file, a contact card), to its default application.
    func openFile(_ file: URL) async -> Bool
}
