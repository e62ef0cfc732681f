import Entities
import Foundation

// The in-module contract of Attendees: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// One attendee as a row: the name over role · company.
struct AttendeesRowModel: Equatable {
    let attendeeID: String
    let name: String
    /// "Staff Engineer · Kernel Labs", or "".
    let detail: String
}

struct AttendeesViewModel: Equatable {
    /// "Attendees", or "Attendees — search “ros”".
    let title: String
    let rows: [AttendeesRowModel]
    /// Said above the rows (offline, loading more) or instead of them (nobody, signed out, errors).
    let message: String?
    /// Whether the message is a problem (drawn as one).
    let messageIsProblem: Bool
    /// Where the highlight goes once (the top of a new search); nil keeps it.
    let focusAttendeeID: String?
    let isSignedIn: Bool
}

@MainActor
protocol AttendeesView: AnyObject {
    func show(_ model: AttendeesViewModel)
}

@MainActor
protocol AttendeesPresentation: AnyObject {
    func viewDidLoad()
    func didSelectAttendee(_ attendeeID: String)
    func didChangeSearch(_ text: String)
    func didCancelSearch()
    /// The last row came into view: time for the next page.
    func didReachEnd()
    /// `l`: sign in (signed out) or out (signed in).
    func didAskToSignInOrOut()
    /// `e`: one's own profile (signed in).
    func didAskToEditProfile()
}

@MainActor
protocol AttendeesUseCase: AnyObject {
    /// Whether a sign-in is kept; then the first page.
    func start()
    /// The first page of this search (nil or empty: everyone), cancelling a request in flight.
    func search(_ text: String?)
    /// The next page of the current search, unless one is already coming or there is none.
    func loadMore()
    func signOut()
}

/// What was read: the rows so far, whether more can come, and when they were seen when the
/// server could not be reached.
struct AttendeesRead: Equatable {
    let search: String?
    let attendees: [AttendeeSummary]
    let hasMore: Bool
    /// Set when this is what was seen then (offline).
    let seenAt: Date?
}

@MainActor
protocol AttendeesInteractorOutput: AnyObject {
    func didLoad(_ read: AttendeesRead)
    /// No sign-in is kept, or the server no longer takes it; `serverReachable` false: and the
    /// server does not answer either.
    func needsSignIn(serverReachable: Bool)
    func didSignOut()
    func didFail(_ message: String, offline: Bool)
}

@MainActor
protocol AttendeesWireframe: AnyObject {
    func presentAttendeeDetails(for attendeeID: String)
    /// The sign-in form; `delegate` hears when it worked.
    func presentLogin(delegate: any AttendeesLoginListener)
    /// One's own profile as a form; `delegate` hears when it was saved.
    func presentProfile(delegate: any AttendeesProfileListener)
    /// Asks before signing out (the list, and the picks' sync with the server, stop until the
    /// next sign-in); `signOut` when the person says so.
    func confirmSignOut(_ signOut: @escaping @MainActor () -> Void)
}

/// The Presenter, as the Router hands it to Profile.
@MainActor
protocol AttendeesProfileListener: AnyObject {
    func didSaveProfile()
}

/// The Presenter, as the Router hands it to Login.
@MainActor
protocol AttendeesLoginListener: AnyObject {
    func didSignIn(as attendee: SignedInAttendee)
}
