import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import SpeakerDetails

@MainActor
final class ViewSpy: SpeakerDetailsView {
    var states: [SpeakerDetailsState] = []
    func show(_ state: SpeakerDetailsState) { states.append(state) }
    var model: SpeakerDetailsViewModel? {
        if case .loaded(let model) = states.last { return model }
        return nil
    }
}

@MainActor
final class InteractorSpy: SpeakerDetailsUseCase {
    var loads = 0
    var saves = 0
    func load() { loads += 1 }
    func saveContact() { saves += 1 }
}

@MainActor
final class RouterSpy: SpeakerDetailsWireframe {
    var sessions: [String] = []
    var opened: [URL] = []
    var files: [URL] = []
    var shared: [URL] = []
    var problems: [String] = []
    var offers: [(title: String, message: String, perform: @MainActor () -> Void)] = []
    var openingFails = false

    func presentSessionDetails(_ sessionID: String) { sessions.append(sessionID) }
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        opened.append(url)
        if openingFails { otherwise() }
    }
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        files.append(file)
        if openingFails { otherwise() }
    }
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        offers.append((title, message, perform))
    }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
    func share(_ link: URL) { shared.append(link) }
}

@MainActor
struct SpeakerDetailsPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func makePresenter() -> SpeakerDetailsPresenter {
        let presenter = SpeakerDetailsPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    var annasRead: SpeakerDetailsRead {
        SpeakerDetailsRead(speaker: SampleSchedule.anna, sessions: [SampleSchedule.keynote, SampleSchedule.actors],
                           favorites: ["actors"], timeZone: SampleSchedule.timeZone)
    }

    @Test func theSpeakerInWordsOnTheConferencesClock() throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1 && view.states == [.loading])
        presenter.didLoad(annasRead)
        let model = try #require(view.model)
        #expect(model.name == "Anna Berg" && model.tagLine == "Principal Engineer at Example")
        #expect(model.sessions.map(\.when) == ["Mon 23 Nov 09:00–10:00", "Mon 23 Nov 10:30–11:15"])
        #expect(model.sessions.map(\.isFavorite) == [false, true])
        #expect(model.sessions.map(\.room) == ["Hall A", "Hall A"])
        #expect(model.links == [.init(kind: "Blog", address: "https://anna.example.com"),
                                .init(kind: "Company website", address: "https://example.com")])
        #expect(model.bio == "Anna builds concurrent systems and writes about them.")
        #expect(model.canShare)
        #expect(model.photo == nil, "no photo until the service has it")
        presenter.didLoadPhoto(URL(fileURLWithPath: "/cache/anna.png"))
        #expect(view.model?.photo == "/cache/anna.png")
        presenter.didLoad(annasRead)
        #expect(view.model?.photo == "/cache/anna.png", "a re-read keeps it")
        presenter.didLoadPhoto(nil)
        #expect(view.model?.photo == nil, "a photo the speaker no longer has goes")
    }

    @Test func aBlankTagLineOrBioIsLeftOutAndNoLinkMeansNothingToShare() throws {
        let presenter = makePresenter()
        let bare = Speaker(id: "s1", firstName: "Lei", lastName: "Li", tagLine: "  ", bio: "\n")
        presenter.didLoad(SpeakerDetailsRead(speaker: bare, sessions: [SampleSchedule.unscheduled], favorites: [], timeZone: SampleSchedule.timeZone))
        let model = try #require(view.model)
        #expect(model.tagLine == nil && model.bio == nil && !model.canShare)
        #expect(model.sessions.first?.when == "Not scheduled yet")
        presenter.didAskToShare()
        #expect(router.shared.isEmpty)
    }

    @Test func choosingOpensASessionOrALinkAndSharingCopiesTheFirstLink() {
        let presenter = makePresenter()
        presenter.didLoad(annasRead)
        presenter.didChoose(.session("actors"))
        #expect(router.sessions == ["actors"])
        presenter.didChoose(.link(1))
        presenter.didAskToOpenLink(nil)
        #expect(router.opened == [URL(string: "https://example.com")!, URL(string: "https://anna.example.com")!])
        presenter.didAskToShare()
        #expect(router.shared == [URL(string: "https://anna.example.com")!])
    }

    @Test func withoutABrowserTheAddressIsShownToCopy() {
        let presenter = makePresenter()
        router.openingFails = true
        presenter.didLoad(annasRead)
        presenter.didAskToOpenLink(0)
        #expect(router.problems == ["Open this address: No browser could be started here. Copy the address:\n\nhttps://anna.example.com"])
    }

    @Test func savingTheCardSaysWhereAndOffersToOpenIt() {
        let presenter = makePresenter()
        presenter.didAskToSaveContact()
        #expect(interactor.saves == 0, "nothing read yet, nothing to save")
        presenter.didLoad(annasRead)
        presenter.didAskToSaveContact()
        #expect(interactor.saves == 1)
        let file = URL(fileURLWithPath: "/data/podium/exports/demo-s-anna.vcf")
        presenter.didSaveContact(file)
        #expect(router.offers.first?.title == "Saved for your address book")
        #expect(router.offers.first?.message.contains("Saved as /data/podium/exports/demo-s-anna.vcf") == true)
        router.openingFails = true
        router.offers.first?.perform()
        #expect(router.files == [file])
        #expect(router.problems.last?.hasPrefix("Import this file: ") == true)
        presenter.didFailToSaveContact("cannot write /data/x.vcf: the disk is full")
        #expect(router.problems.last == "Not saved: Cannot save this speaker's card: cannot write /data/x.vcf: the disk is full")
    }

    @Test func aSpeakerWhoLeftAndFailuresAreSaid() {
        let presenter = makePresenter()
        presenter.didFail("cannot read the speaker: disk I/O error")
        #expect(view.states.last == .message("cannot read the speaker: disk I/O error"))
        presenter.didLoad(annasRead)
        presenter.didFail("cannot read the speaker: database is locked")
        #expect(router.problems == ["Could not read the speaker: cannot read the speaker: database is locked"], "the speaker stays on screen")
        presenter.didNotFindSpeaker()
        #expect(view.states.last == .message("This speaker is no longer in the schedule."))
    }

    @Test func linkKindsInWords() {
        func kind(_ type: String, _ title: String = "t") -> String {
            SpeakerDetailsPresenter.kind(of: SpeakerLink(title: title, url: URL(string: "https://x.example")!, type: type))
        }
        #expect(kind("Company_Website") == "Company website")
        #expect(kind("LinkedIn") == "LinkedIn")
        #expect(kind("Other", "Mastodon") == "Mastodon")
        #expect(kind("", "Homepage") == "Homepage")
    }
}
