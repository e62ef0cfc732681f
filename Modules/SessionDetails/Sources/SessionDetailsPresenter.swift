import Entities
import FavoriteToggle
import Formatting
import Foundation

/// Puts one session into words: when it is in the conference's time zone and on this
/// machine's clock, where, what, who; decides what the favorite key and the links do.
@MainActor
final class SessionDetailsPresenter: SessionDetailsPresentation, SessionDetailsInteractorOutput {
    weak var view: SessionDetailsView?
    let interactor: SessionDetailsUseCase
    let router: SessionDetailsWireframe
    /// This machine's clock and the venue's; the venue's is replaced when the conference's zone changes.
    private let localClock: ConferenceClock
    private var conferenceClock = ConferenceClock(timeZone: .gmt)
    private var session: Session?
    private var favorite = FavoriteMarks()
    private var isFavorite: Bool { session.map { favorite.contains($0.id) } ?? false }
    /// The numbered links as last shown: the feed's, then the description's.
    private var numbered: [URL] = []

    init(interactor: SessionDetailsUseCase, router: SessionDetailsWireframe, localTimeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.localClock = ConferenceClock(timeZone: localTimeZone)
    }

    func viewDidLoad() {
        view?.show(.loading)
        interactor.load()
    }

    func didToggleFavorite() {
        guard let session else { return }
        let wanted = favorite.toggle(session.id)
        render()  // at once; the store's change event confirms it
        interactor.setFavorite(wanted)
    }

    func didOpen(_ link: SessionDetailsViewModel.Link) {
        let url = switch link {
        case .liveStream: session?.liveURL
        case .recording: session?.recordingURL
        case .page: session?.pageURL
        case .other(let index): numbered.indices.contains(index) ? numbered[index] : nil
        }
        guard let url else { return }
        router.openExternally(url) { [weak self] in
            self?.router.showProblem("Open this address", "No browser could be started here. Copy the address:\n\n\(url.absoluteString)")
        }
    }

    func didChooseSpeaker(_ speakerID: String) {
        router.presentSpeakerDetails(speakerID)
    }

    /// The session's own page, else its first link, else where to watch it.
    func didAskToShare() {
        guard let link = session.flatMap(Self.shareableLink) else { return }
        router.share(link)
    }

    func didAskToCopy(_ link: SessionDetailsViewModel.Link) {
        guard case .other(let index) = link, numbered.indices.contains(index) else { return didAskToShare() }
        router.share(numbered[index])
    }

    static func shareableLink(_ session: Session) -> URL? {
        session.pageURL ?? session.links.first?.url ?? session.liveURL ?? session.recordingURL
    }

    func didAddToCalendar() {
        guard session?.isScheduled == true else { return }
        interactor.addToCalendar()
    }

    // MARK: SessionDetailsInteractorOutput

    func didLoad(_ session: Session, isFavorite: Bool, timeZone: TimeZone) {
        self.session = session
        _ = favorite.load(isFavorite ? [session.id] : [])
        if conferenceClock.timeZone != timeZone { conferenceClock = ConferenceClock(timeZone: timeZone) }
        render()
    }

    func didNotFindSession() {
        session = nil
        view?.show(.message("This session is no longer in the schedule."))
    }

    /// A failed re-read keeps the session on screen and says so; only with nothing shown yet
    /// does the message take the screen.
    func didFail(_ message: String) {
        if session == nil { view?.show(.message(message)) } else { router.showProblem("Could not read the session", message) }
    }

    func didFailToSaveFavorite(_ isFavorite: Bool, _ message: String) {
        if let session { favorite.revert(session.id, wanted: isFavorite) }
        render()
        router.showProblem(FavoriteMarks.failureTitle(wanted: isFavorite), message)
    }

    func didSaveToCalendar(_ file: URL) {
        let title = session?.title ?? "The session"
        router.showOffer("Added to calendar",
                         "\(title)\n\nSaved as \(file.path)\n\nImport it in your calendar application; importing it again updates the event.",
                         action: "Open in calendar") { [weak self] in
            self?.router.openFile(file) { [weak self] in
                self?.router.showProblem("Import this file",
                                         "No calendar application could be started here. Import the file yourself:\n\n\(file.path)")
            }
        }
    }

    func didFailToAddToCalendar(_ message: String) {
        router.showProblem("Not added to calendar", "Cannot add this session to a calendar: \(message)")
    }

    // MARK: Formatting

    private func render() {
        guard let session else { return }
        var links: [SessionDetailsViewModel.Link] = []
        if session.liveURL != nil { links.append(.liveStream) }
        if session.recordingURL != nil { links.append(.recording) }
        if session.pageURL != nil { links.append(.page) }
        // The feed's links, then the description's: one numbered list, each address once.
        var titled = session.links.map { (title: $0.title, url: $0.url) }
        let prose = Self.prose(of: session)
        let referenceNumbers = prose.links.map { url in
            if let known = titled.firstIndex(where: { $0.url == url }) { return known + 1 }
            titled.append((Self.linkTitle(url, in: prose), url))
            return titled.count
        }
        titled = Array(titled.prefix(Self.linkLimit))
        numbered = titled.map(\.url)
        links += titled.indices.map { .other($0) }
        view?.show(.loaded(SessionDetailsViewModel(
            title: session.title,
            subtitle: session.subtitle,
            badge: session.isPlenumSession ? "Keynote" : session.isServiceSession ? "Break" : nil,
            when: when(session, on: conferenceClock) + " (\(conferenceClock.timeZone.shownName))",
            localWhen: localWhen(session),
            room: session.room?.name ?? (session.isPlenumSession ? "Every room" : "Room to be announced"),
            categories: categoryLines(session),
            speakers: session.speakers.map { SessionDetailsViewModel.Speaker(id: $0.id, name: $0.name) },
            description: prose,
            referenceNumbers: referenceNumbers,
            isFavorite: isFavorite,
            isNotRecorded: session.doNotRecord,
            links: links,
            otherLinks: titled.map { "\($0.title) — \($0.url.absoluteString)" },
            canAddToCalendar: session.isScheduled,
            canShare: Self.shareableLink(session) != nil)))
    }

    /// At most this many links are listed; a description with hundreds lists its first.
    static let linkLimit = 50

    /// The description as the feed formatted it, else its paragraphs, else "No description.".
    /// Feeds trim descriptions when they are read; only whether there is one is asked here
    /// (trimming would copy all of it, through NSString, on the main actor).
    private static func prose(of session: Session) -> RichText {
        if let rich = session.richDescription, !rich.blocks.isEmpty { return rich }
        guard let text = session.description, text.contains(where: { !$0.isWhitespace }) else {
            return RichText(plain: "No description.")
        }
        // One paragraph as it is: its line breaks are kept, and it is never split or copied here.
        return RichText(blocks: [RichText.Block(.paragraph, [RichText.Run(text)])])
    }

    /// A description's link is titled by its text where that says more than the address.
    private static func linkTitle(_ url: URL, in prose: RichText) -> String {
        guard let index = prose.links.firstIndex(of: url) else { return url.host ?? "link" }
        let words: String = prose.blocks.flatMap(\.runs).filter { $0.link == index }.map(\.text).joined()
        let title: String = words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return title.isEmpty || title == url.absoluteString ? (url.host ?? "link") : String(title.prefix(80))
    }

    private func when(_ session: Session, on clock: ConferenceClock) -> String {
        guard let start = session.startsAt else { return "Not scheduled yet" }
        return "\(clock.longName(of: clock.day(of: start))) · \(clock.timeRange(of: session))"
    }

    /// Only when this machine's clock shows a different time for the session.
    private func localWhen(_ session: Session) -> String? {
        guard let start = session.startsAt,
              localClock.timeZone.secondsFromGMT(for: start) != conferenceClock.timeZone.secondsFromGMT(for: start) else { return nil }
        return when(session, on: localClock) + " your time (\(localClock.timeZone.shownName))"
    }

    private func categoryLines(_ session: Session) -> [String] {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for item in session.categoryItems {
            if names[item.categoryTitle] == nil { order.append(item.categoryTitle) }
            names[item.categoryTitle, default: []].append(item.name)
        }
        return order.map { "\($0): " + names[$0]!.joined(separator: ", ") }
    }
}
