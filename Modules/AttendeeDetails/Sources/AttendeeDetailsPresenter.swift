import Entities
import Foundation

/// Puts one attendee into words and decides what `o`, `a` and `y` do; says plainly when the
/// server could not be reached and what is shown instead.
@MainActor
final class AttendeeDetailsPresenter: AttendeeDetailsPresentation, AttendeeDetailsInteractorOutput {
    weak var view: AttendeeDetailsView?
    let interactor: AttendeeDetailsUseCase
    let router: AttendeeDetailsWireframe
    private let timeZone: TimeZone
    private var attendee: Attendee?

    /// `timeZone`: the person's, for "what you saw at 10:42" (when they looked, not a conference time).
    init(interactor: AttendeeDetailsUseCase, router: AttendeeDetailsWireframe, timeZone: TimeZone = .current) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
    }

    func viewDidLoad() {
        view?.show(.loading)
        interactor.load()
    }

    // MARK: AttendeeDetailsPresentation

    func didAskToOpenLink(_ index: Int?) {
        guard let links = attendee?.links, links.indices.contains(index ?? 0), let url = links[index ?? 0].url else { return }
        router.openExternally(url) { [weak self] in
            self?.router.showProblem("Open this address", "No browser could be started here. Copy the address:\n\n\(url.absoluteString)")
        }
    }

    func didAskToSaveContact() {
        guard attendee != nil else { return }
        interactor.saveContact()
    }

    func didAskToCopyContact() {
        guard let card = interactor.contactCard() else { return }
        router.copyContact(card)
    }

    // MARK: AttendeeDetailsInteractorOutput

    func didLoad(_ attendee: Attendee, seenAt: Date?) {
        self.attendee = attendee
        let occupation = [attendee.role, attendee.company].compactMap { $0 }.joined(separator: " · ")
        view?.show(.loaded(AttendeeDetailsViewModel(
            name: attendee.name,
            occupation: occupation.isEmpty ? nil : occupation,
            links: attendee.links.map { .init(title: $0.title, address: $0.address) },
            interests: attendee.interests.isEmpty ? nil : attendee.interests.joined(separator: ", "),
            bio: attendee.bio.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil },
            offlineNote: seenAt.map { "offline — showing what you saw at \(Self.time($0, in: timeZone))" })))
    }

    func didFail(_ failure: AttendeesLoadFailure) {
        let message = switch failure {
        case .notSignedIn: "Signed out: sign in on the Attendees tab to see attendees."
        case .notListed: "This attendee is not listed (or chose to be hidden)."
        case .unreachable: "The conference's server cannot be reached, and this attendee was not seen before."
        case .other(let message): message
        }
        view?.show(.message(message))
    }

    func didSaveContact(_ file: URL) {
        let name = attendee?.name ?? "The attendee"
        router.showOffer("Saved for your address book",
                         "\(name)\n\nSaved as \(file.path)\n\nImport it in your address book; importing it again updates the contact.",
                         action: "Open") { [weak self] in
            self?.router.openFile(file) { [weak self] in
                self?.router.showProblem("Import this file", "No address book could be started here. Import the file yourself:\n\n\(file.path)")
            }
        }
    }

    func didFailToSaveContact(_ message: String) {
        router.showProblem("Not saved", "Cannot save this attendee's card: \(message)")
    }

    static func time(_ date: Date, in zone: TimeZone) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .shortened)
        style.timeZone = zone
        return date.formatted(style)
    }
}
