import Entities
import Formatting
import Foundation

// The in-module contract of Session details.

/// What the View shows of one session, already in words.
struct SessionDetailsViewModel: Equatable {
    enum Link: Equatable {
        case liveStream, recording
        /// The session's page on the conference's site.
        case page
        /// One of the numbered links: the feed's (slides, code, feedback), then those its
        /// description refers to; by position.
        case other(Int)
    }

    let title: String
    /// "Security Track Keynote", under the title.
    let subtitle: String?
    /// "Keynote", "Break" or nil.
    let badge: String?
    /// "Monday 23 November · 09:00–10:00 (Europe/Berlin)".
    let when: String
    /// The same time on this machine's clock, when its time zone differs.
    let localWhen: String?
    let room: String
    /// "Track: Swift", "Level: Advanced".
    let categories: [String]
    /// Each can be chosen: Enter opens the speaker.
    let speakers: [Speaker]
    /// The description as its feed formatted it ("No description." when it has none).
    let description: RichText
    /// The number each of the description's links is shown with: its place among `otherLinks`.
    let referenceNumbers: [Int]
    let isFavorite: Bool
    /// The speakers asked not to be recorded.
    let isNotRecorded: Bool
    /// The links the session has, in this order.
    let links: [Link]
    /// The numbered links, titled, each with its address: "Slides — https://…"; the feed's,
    /// then those of the description.
    let otherLinks: [String]
    /// Whether "add to calendar" is offered: only a scheduled session has a time to add.
    let canAddToCalendar: Bool
    /// Whether `y` has a link to copy.
    let canShare: Bool

    struct Speaker: Equatable {
        let id: String
        let name: String
    }
}

/// What the screen shows: loading, its model once read, or a message in its place.
typealias SessionDetailsState = DetailState<SessionDetailsViewModel>

@MainActor
protocol SessionDetailsView: AnyObject {
    func show(_ state: SessionDetailsState)
}

@MainActor
protocol SessionDetailsPresentation: AnyObject {
    func viewDidLoad()
    func didToggleFavorite()
    func didOpen(_ link: SessionDetailsViewModel.Link)
    func didAddToCalendar()
    /// Enter on one of the session's speakers.
    func didChooseSpeaker(_ speakerID: String)
    /// `y`: the session's link to the clipboard.
    func didAskToShare()
    /// `y` on a chosen link: that link to the clipboard.
    func didAskToCopy(_ link: SessionDetailsViewModel.Link)
}

@MainActor
protocol SessionDetailsUseCase: AnyObject {
    /// Reads the session and whether it is a favorite, and again whenever either changes.
    func load()
    func setFavorite(_ isFavorite: Bool)
    /// Exports the session as read last to an .ics file of its own, through the calendar service.
    func addToCalendar()
}

@MainActor
protocol SessionDetailsInteractorOutput: AnyObject {
    /// The session, whether it is a favorite, and the zone of the conference's clocks.
    func didLoad(_ session: Session, isFavorite: Bool, timeZone: TimeZone)
    func didNotFindSession()
    /// Reading failed (the store is busy, damaged…).
    func didFail(_ message: String)
    /// Saving the favorite failed: it is as it was before the key.
    func didFailToSaveFavorite(_ isFavorite: Bool, _ message: String)
    func didSaveToCalendar(_ file: URL)
    func didFailToAddToCalendar(_ message: String)
}

@MainActor
protocol SessionDetailsWireframe: AnyObject {
    /// Leaves the app for `url` (a browser); `otherwise` runs when nothing here could take it.
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void)
    /// Hands a file the app wrote to its application; `otherwise` runs when nothing could take it.
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void)
    /// An alert offering one thing to do (and OK), over the screen.
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void)
    /// Says what went wrong, over the screen, which keeps what it shows.
    func showProblem(_ title: String, _ message: String)
    func presentSpeakerDetails(_ speakerID: String)
    /// Copies a link to the clipboard where the terminal allows it, else shows it; says which.
    func share(_ link: URL)
}
