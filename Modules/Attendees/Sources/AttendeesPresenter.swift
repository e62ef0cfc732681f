import Entities
import Foundation

/// Puts the attendees list into rows, and decides: signed out opens the sign-in form once (and says
/// how to get it back); a search starts a new list; the end of the list asks for more.
@MainActor
final class AttendeesPresenter: AttendeesPresentation, AttendeesInteractorOutput, AttendeesLoginListener,
    AttendeesProfileListener {
    weak var view: AttendeesView?
    let interactor: AttendeesUseCase
    let router: AttendeesWireframe
    private let timeZone: TimeZone
    private var read: AttendeesRead?
    private var search: String?
    private var signedIn = true
    private var loginShown = false
    private var focusNext = false

    init(interactor: AttendeesUseCase, router: AttendeesWireframe, timeZone: TimeZone = .current) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    func viewDidLoad() {
        show(rows: [], message: "Loading…")
        interactor.start()
    }

    // MARK: AttendeesPresentation

    func didSelectAttendee(_ attendeeID: String) {
        router.presentAttendeeDetails(for: attendeeID)
    }

    func didChangeSearch(_ text: String) {
        guard signedIn else { return }
        search = text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
        focusNext = true
        interactor.search(search)
    }

    func didCancelSearch() {
        guard search != nil else { return }
        search = nil
        focusNext = true
        interactor.search(nil)
    }

    func didReachEnd() {
        guard read?.hasMore == true else { return }
        interactor.loadMore()
    }

    func didAskToSignInOrOut() {
        if signedIn {
            router.confirmSignOut { [weak self] in self?.interactor.signOut() }
        } else {
            router.presentLogin(delegate: self)
        }
    }

    func didAskToEditProfile() {
        if signedIn { router.presentProfile(delegate: self) } else { router.presentLogin(delegate: self) }
    }

    // MARK: AttendeesProfileListener

    /// Shown or hidden now: the list is read again (the person may have just joined it).
    func didSaveProfile() {
        interactor.search(search)
    }

    // MARK: AttendeesLoginListener

    func didSignIn(as attendee: SignedInAttendee) {
        signedIn = true
        show(rows: [], message: "Signed in as \(attendee.name). Loading…")
        interactor.search(search)
    }

    // MARK: AttendeesInteractorOutput

    func didLoad(_ read: AttendeesRead) {
        guard read.search == search else { return }   // an older search's answer
        self.read = read
        signedIn = true
        let rows = read.attendees.map { person in
            AttendeesRowModel(attendeeID: person.id, name: person.name,
                                 detail: [person.role, person.company].compactMap { $0 }.joined(separator: " · "))
        }
        var message: String? = nil
        if let seenAt = read.seenAt {
            message = "offline — showing what you saw at \(Self.time(seenAt, in: timeZone))"
        } else if rows.isEmpty {
            message = search.map { "Nobody listed matches “\($0)”." }
                ?? "Nobody is listed yet — attendees appear here once they choose to be seen."
        }
        show(rows: rows, message: message, focus: focusNext ? rows.first?.attendeeID : nil)
        focusNext = false
    }

    func needsSignIn(serverReachable: Bool) {
        signedIn = false
        read = nil
        guard serverReachable else {
            return show(rows: [], message: "The conference's server cannot be reached. Press l to sign in once it is back.", problem: true)
        }
        show(rows: [], message: "Sign in to see the attendees who chose to be listed: press l.")
        // The form opens by itself once; after that, l brings it back.
        if !loginShown {
            loginShown = true
            router.presentLogin(delegate: self)
        }
    }

    func didSignOut() {
        signedIn = false
        read = nil
        show(rows: [], message: "Signed out. Press l to sign in again.")
    }

    func didFail(_ message: String, offline: Bool) {
        let rows = read?.attendees.map { person in
            AttendeesRowModel(attendeeID: person.id, name: person.name,
                                 detail: [person.role, person.company].compactMap { $0 }.joined(separator: " · "))
        } ?? []
        show(rows: rows, message: message, problem: true)
    }

    private func show(rows: [AttendeesRowModel], message: String?, problem: Bool = false, focus: String? = nil) {
        let title = search.map { "Attendees — search “\($0.trimmingCharacters(in: .whitespaces))”" } ?? "Attendees"
        view?.show(AttendeesViewModel(title: title, rows: rows, message: message, messageIsProblem: problem,
                                         focusAttendeeID: focus, isSignedIn: signedIn))
    }

    static func time(_ date: Date, in zone: TimeZone) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened)
        style.timeZone = zone
        return date.formatted(style)
    }
}
