import Entities
import Formatting
import Foundation

/// Puts one speaker into words: name, tag line, their sessions on the conference's clock,
/// their links by kind, their bio; decides what choosing, `o`, `a` and `y` do.
@MainActor
final class SpeakerDetailsPresenter: SpeakerDetailsPresentation, SpeakerDetailsInteractorOutput {
    weak var view: SpeakerDetailsView?
    let interactor: SpeakerDetailsUseCase
    let router: SpeakerDetailsWireframe
    private var read: SpeakerDetailsRead?
    private var clock = ConferenceClock(timeZone: .gmt)
    private var photo: URL?

    init(interactor: SpeakerDetailsUseCase, router: SpeakerDetailsWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(.loading)
        interactor.load()
    }

    // MARK: SpeakerDetailsPresentation

    func didChoose(_ choice: SpeakerDetailsChoice) {
        switch choice {
        case .session(let id): router.presentSessionDetails(id)
        case .link(let index): open(link: index)
        }
    }

    func didAskToOpenLink(_ index: Int?) {
        open(link: index ?? 0)
    }

    func didAskToSaveContact() {
        guard read != nil else { return }
        interactor.saveContact()
    }

    func didAskToShare() {
        guard let link = read?.speaker.links.first?.url else { return }
        router.share(link)
    }

    private func open(link index: Int) {
        guard let links = read?.speaker.links, links.indices.contains(index) else { return }
        let url = links[index].url
        router.openExternally(url) { [weak self] in
            self?.router.showProblem("Open this address", "No browser could be started here. Copy the address:\n\n\(url.absoluteString)")
        }
    }

    // MARK: SpeakerDetailsInteractorOutput

    func didLoad(_ read: SpeakerDetailsRead) {
        self.read = read
        if clock.timeZone != read.timeZone { clock = ConferenceClock(timeZone: read.timeZone) }
        render()
    }

    func didNotFindSpeaker() {
        read = nil
        view?.show(.message("This speaker is no longer in the schedule."))
    }

    /// A failed re-read keeps the speaker on screen and says so; only with nothing shown yet
    /// does the message take the screen.
    func didFail(_ message: String) {
        if read == nil { view?.show(.message(message)) } else { router.showProblem("Could not read the speaker", message) }
    }

    func didSaveContact(_ file: URL) {
        let name = read?.speaker.fullName ?? "The speaker"
        router.showOffer("Saved for your address book",
                         "\(name)\n\nSaved as \(file.path)\n\nImport it in your address book; importing it again updates the contact.",
                         action: "Open") { [weak self] in
            self?.router.openFile(file) { [weak self] in
                self?.router.showProblem("Import this file",
                                         "No address book could be started here. Import the file yourself:\n\n\(file.path)")
            }
        }
    }

    func didFailToSaveContact(_ message: String) {
        router.showProblem("Not saved", "Cannot save this speaker's card: \(message)")
    }

    func didLoadPhoto(_ file: URL?) {
        photo = file
        render()
    }

    // MARK: Formatting

    private func render() {
        guard let read else { return }
        let speaker = read.speaker
        view?.show(.loaded(SpeakerDetailsViewModel(
            name: speaker.fullName,
            tagLine: speaker.tagLine.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil },
            sessions: read.sessions.map { session in
                SpeakerDetailsViewModel.SessionRow(
                    sessionID: session.id,
                    when: session.startsAt.map { clock.dayAndTimeRange(from: $0, to: session.endsAt) } ?? "Not scheduled yet",
                    title: session.title, room: session.room?.name, isFavorite: read.favorites.contains(session.id))
            },
            links: speaker.links.map { SpeakerDetailsViewModel.LinkRow(kind: Self.kind(of: $0), address: $0.url.absoluteString) },
            bio: speaker.bio.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil },
            canShare: !speaker.links.isEmpty, photo: photo?.path)))
    }

    /// A link's kind in words: "Company_Website" → "Company website"; the feed's own title when
    /// it names no kind.
    static func kind(of link: SpeakerLink) -> String {
        let words = link.type.split(whereSeparator: { $0 == "_" || $0 == " " })
        guard let first = words.first, link.type.lowercased() != "other" else { return link.title }
        return ([String(first)] + words.dropFirst().map { $0.lowercased() }).joined(separator: " ")
    }
}
