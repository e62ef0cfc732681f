import Entities
import Foundation

// The in-module contract of Participants: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// One attendee as a row: the name over role · company.
struct ParticipantsRowModel: Equatable {
    let participantID: String
    let name: String
    /// "Staff Engineer · Kernel Labs", or "".
    let detail: String
}

struct ParticipantsViewModel: Equatable {
    /// "People", or "People — search “ros”".
    let title: String
    let rows: [ParticipantsRowModel]
    /// Said above the rows (offline, loading more) or instead of them (nobody, signed out, errors).
    let message: String?
    /// Whether the message is a problem (drawn as one).
    let messageIsProblem: Bool
    /// Where the highlight goes once (the top of a new search); nil keeps it.
    let focusParticipantID: String?
    let isSignedIn: Bool
}

@MainActor
protocol ParticipantsView: AnyObject {
    func show(_ model: ParticipantsViewModel)
}

@MainActor
protocol ParticipantsPresentation: AnyObject {
    func viewDidLoad()
    func didSelectParticipant(_ participantID: String)
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
protocol ParticipantsUseCase: AnyObject {
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
struct ParticipantsRead: Equatable {
    let search: String?
    let participants: [ParticipantSummary]
    let hasMore: Bool
    /// Set when this is what was seen then (offline).
    let seenAt: Date?
}

@MainActor
protocol ParticipantsInteractorOutput: AnyObject {
    func didLoad(_ read: ParticipantsRead)
    /// No sign-in is kept, or the server no longer takes it; `serverReachable` false: and the
    /// server does not answer either.
    func needsSignIn(serverReachable: Bool)
    func didSignOut()
    func didFail(_ message: String, offline: Bool)
}

@MainActor
protocol ParticipantsWireframe: AnyObject {
    func presentParticipantDetails(for participantID: String)
    /// The sign-in form; `delegate` hears when it worked.
    func presentLogin(delegate: any ParticipantsLoginListener)
    /// One's own profile as a form; `delegate` hears when it was saved.
    func presentProfile(delegate: any ParticipantsProfileListener)
}

/// The Presenter, as the Router hands it to Profile.
@MainActor
protocol ParticipantsProfileListener: AnyObject {
    func didSaveProfile()
}

/// The Presenter, as the Router hands it to Login.
@MainActor
protocol ParticipantsLoginListener: AnyObject {
    func didSignIn(as attendee: SignedInAttendee)
}
