import Entities
import Formatting
import Foundation

// The in-module contract of Attendee details: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// One attendee, in words: who, what they do, their links (each can be chosen), interests, bio.
struct AttendeeDetailsViewModel: Equatable {
    struct LinkRow: Equatable {
        let title: String
        let address: String
    }

    let name: String
    /// "Staff Engineer · Kernel Labs", or nil.
    let occupation: String?
    let links: [LinkRow]
    /// "swift, databases", or nil.
    let interests: String?
    let bio: String?
    /// "offline — showing what you saw at 10:42", when the server could not be reached.
    let offlineNote: String?
}

/// What the screen shows: loading, its model once read, or a message in its place.
typealias AttendeeDetailsState = DetailState<AttendeeDetailsViewModel>

@MainActor
protocol AttendeeDetailsView: AnyObject {
    func show(_ state: AttendeeDetailsState)
}

@MainActor
protocol AttendeeDetailsPresentation: AnyObject {
    func viewDidLoad()
    /// Enter or `o` on a link (by position; nil: the first).
    func didAskToOpenLink(_ index: Int?)
    /// `a`: the contact to the address book.
    func didAskToSaveContact()
    /// `y`: the contact (a vCard) to the clipboard.
    func didAskToCopyContact()
}

@MainActor
protocol AttendeeDetailsUseCase: AnyObject {
    /// Reads the attendee from the server, or as last seen when it cannot be reached.
    func load()
    /// Saves the attendee as read to a vCard file, through the address-book service.
    func saveContact()
    /// The attendee as read, as a vCard; nil before anything was read.
    func contactCard() -> String?
}

@MainActor
protocol AttendeeDetailsInteractorOutput: AnyObject {
    /// The attendee; `seenAt` when it is what was seen then (the server could not be reached).
    func didLoad(_ attendee: Attendee, seenAt: Date?)
    func didFail(_ error: AttendeesLoadFailure)
    func didSaveContact(_ file: URL)
    func didFailToSaveContact(_ message: String)
}

/// Why the attendee could not be shown.
enum AttendeesLoadFailure: Error, Equatable {
    case notSignedIn
    case notListed
    case unreachable
    case other(String)
}

@MainActor
protocol AttendeeDetailsWireframe: AnyObject {
    /// Leaves the app for `url` (a browser); `otherwise` runs when nothing here could take it.
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void)
    /// Hands a file the app wrote to its application; `otherwise` runs when nothing could take it.
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void)
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void)
    func showProblem(_ title: String, _ message: String)
    /// The contact onto the clipboard where the terminal allows it, else shown; says which.
    func copyContact(_ card: String)
}
