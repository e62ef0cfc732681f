import Entities
import Formatting
import Foundation

// The in-module contract of Speaker details: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// One speaker, in words: who, their sessions and links (each can be chosen), their bio.
struct SpeakerDetailsViewModel: Equatable {
    struct SessionRow: Equatable {
        let sessionID: String
        /// "Sat 20 Apr 10:30–11:15".
        let when: String
        let title: String
        /// "Hall A", or nil without a room.
        let room: String?
        let isFavorite: Bool
    }

    struct LinkRow: Equatable {
        /// "Blog", "Company website", "LinkedIn".
        let kind: String
        let address: String
    }

    let name: String
    let tagLine: String?
    let sessions: [SessionRow]
    let links: [LinkRow]
    let bio: String?
    /// Whether `y` has a link to copy.
    let canShare: Bool
    /// Their photo, a file, once the person service has it (the screen shows it where it can).
    let photo: String?
}

/// What can be chosen on the screen.
enum SpeakerDetailsChoice: Equatable {
    case session(String)
    /// A link, by position.
    case link(Int)
}

/// What the screen shows: loading, its model once read, or a message in its place.
typealias SpeakerDetailsState = DetailState<SpeakerDetailsViewModel>

@MainActor
protocol SpeakerDetailsView: AnyObject {
    func show(_ state: SpeakerDetailsState)
}

@MainActor
protocol SpeakerDetailsPresentation: AnyObject {
    func viewDidLoad()
    /// Enter on a session or a link.
    func didChoose(_ choice: SpeakerDetailsChoice)
    /// `o`: the link chosen, else the first.
    func didAskToOpenLink(_ index: Int?)
    /// `a`: the speaker's card to the address book.
    func didAskToSaveContact()
    /// `y`: the speaker's link to the clipboard.
    func didAskToShare()
}

@MainActor
protocol SpeakerDetailsUseCase: AnyObject {
    /// Reads the speaker, their sessions and the favorites, and again whenever the store says
    /// they changed.
    func load()
    /// Saves the speaker as read last to a vCard file, through the address-book service.
    func saveContact()
}

/// The speaker as read: who, their sessions in time order, which of those are favorites, and
/// the zone of the conference's clocks.
struct SpeakerDetailsRead: Equatable {
    let speaker: Speaker
    let sessions: [Session]
    let favorites: Set<String>
    let timeZone: TimeZone
}

@MainActor
protocol SpeakerDetailsInteractorOutput: AnyObject {
    func didLoad(_ read: SpeakerDetailsRead)
    /// The speaker is no longer in the schedule.
    func didNotFindSpeaker()
    func didFail(_ message: String)
    func didSaveContact(_ file: URL)
    func didFailToSaveContact(_ message: String)
    /// The speaker's photo is on disk (after the speaker was read; never before); nil: the
    /// speaker has none any more.
    func didLoadPhoto(_ file: URL?)
}

@MainActor
protocol SpeakerDetailsWireframe: AnyObject {
    func presentSessionDetails(_ sessionID: String)
    /// Leaves the app for `url` (a browser); `otherwise` runs when nothing here could take it.
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void)
    /// Hands a file the app wrote to its application; `otherwise` runs when nothing could take it.
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void)
    /// An alert offering one thing to do (and OK), over the screen.
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void)
    /// Says what went wrong, over the screen, which keeps what it shows.
    func showProblem(_ title: String, _ message: String)
    /// Copies a link to the clipboard where the terminal allows it, else shows it; says which.
    func share(_ link: URL)
}
