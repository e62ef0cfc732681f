import CalendarServiceTesting
import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import SessionDetails

@MainActor
final class ViewSpy: SessionDetailsView {
    var states: [SessionDetailsState] = []
    var model: SessionDetailsViewModel? {
        if case .loaded(let model)? = states.last { return model }
        return nil
    }
    func show(_ state: SessionDetailsState) { states.append(state) }
}

@MainActor
final class InteractorSpy: SessionDetailsUseCase {
    var loads = 0
    var favorites: [Bool] = []
    var calendarAdds = 0
    func load() { loads += 1 }
    func setFavorite(_ isFavorite: Bool) { favorites.append(isFavorite) }
    func addToCalendar() { calendarAdds += 1 }
}

@MainActor
final class RouterSpy: SessionDetailsWireframe {
    /// Whether something outside the app takes what is handed over.
    var opens = true
    var opened: [URL] = []
    var openedFiles: [URL] = []
    var offers: [(title: String, message: String, action: String, perform: @MainActor () -> Void)] = []
    var problems: [String] = []
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        opened.append(url)
        if !opens { otherwise() }
    }
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        openedFiles.append(file)
        if !opens { otherwise() }
    }
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        offers.append((title, message, action, perform))
    }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
    var speakers: [String] = []
    func presentSpeakerDetails(_ speakerID: String) { speakers.append(speakerID) }
    var shared: [URL] = []
    func share(_ link: URL) { shared.append(link) }
}

@MainActor
struct SessionDetailsPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func makePresenter(local: TimeZone = SampleSchedule.timeZone) -> SessionDetailsPresenter {
        let presenter = SessionDetailsPresenter(interactor: interactor, router: router,
                                                localTimeZone: local)
        presenter.view = view
        return presenter
    }

    @Test func loadingThenTheSessionInWords() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(view.states == [.loading])
        #expect(interactor.loads == 1)
        presenter.didLoad(SampleSchedule.actors, isFavorite: false, timeZone: SampleSchedule.timeZone)
        let model = try! #require(view.model)
        #expect(model.title == "Actors in Practice")
        #expect(model.badge == nil)
        #expect(model.when == "Monday 23 November · 10:30–11:15 (Europe/Berlin)")
        #expect(model.localWhen == nil)
        #expect(model.room == "Hall A")
        #expect(model.categories == ["Track: Swift", "Level: Advanced"])
        #expect(model.speakers == [.init(id: "s-anna", name: "Anna Berg")])
        #expect(model.links == [.recording])
    }

    @Test func anotherTimeZoneOnThisMachineGetsItsOwnLine() {
        let presenter = makePresenter(local: TimeZone(identifier: "America/New_York")!)
        presenter.didLoad(SampleSchedule.keynote, isFavorite: true, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.localWhen == "Monday 23 November · 03:00–04:00 your time (America/New_York)")
        #expect(view.model?.badge == "Keynote")
        #expect(view.model?.isFavorite == true)
        // Same offset, other name: the clocks agree, so nothing to add.
        let samePresenter = makePresenter(local: TimeZone(identifier: "Europe/Paris")!)
        samePresenter.didLoad(SampleSchedule.keynote, isFavorite: true, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.localWhen == nil)
    }

    @Test func breaksUnscheduledAndEmptyDescriptionsAreSaid() {
        let presenter = makePresenter()
        presenter.didLoad(SampleSchedule.lunch, isFavorite: false, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.badge == "Break")
        #expect(view.model?.room == "Room to be announced")
        #expect(view.model?.description.plainText == "No description.")
        presenter.didLoad(SampleSchedule.unscheduled, isFavorite: false, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.when == "Not scheduled yet (Europe/Berlin)")
    }

    @Test func favoriteTogglesAtOnceAndIsStored() {
        let presenter = makePresenter()
        presenter.didToggleFavorite()
        #expect(interactor.favorites.isEmpty, "nothing to favorite before the session is read")
        presenter.didLoad(SampleSchedule.nio, isFavorite: false, timeZone: SampleSchedule.timeZone)
        presenter.didToggleFavorite()
        #expect(view.model?.isFavorite == true)
        #expect(interactor.favorites == [true])
        presenter.didToggleFavorite()
        #expect(interactor.favorites == [true, false])
    }

    @Test func linksGoToTheRouter() {
        let presenter = makePresenter()
        presenter.didLoad(SampleSchedule.keynote, isFavorite: false, timeZone: SampleSchedule.timeZone)
        presenter.didOpen(.liveStream)
        presenter.didOpen(.recording)  // the keynote has none: nothing happens
        #expect(router.opened == [URL(string: "https://stream.example.com/keynote")!])
        #expect(router.problems.isEmpty)
    }

    /// The Router only reports that nothing could open the link; the words are the Presenter's.
    @Test func whenNothingCanOpenALinkThePresenterSaysWhatToDo() {
        let presenter = makePresenter()
        router.opens = false
        presenter.didLoad(SampleSchedule.keynote, isFavorite: false, timeZone: SampleSchedule.timeZone)
        presenter.didOpen(.liveStream)
        #expect(router.problems == ["Open this address: No browser could be started here. Copy the address:\n\nhttps://stream.example.com/keynote"])
    }

    @Test func aVanishedSessionAndAnErrorAreMessages() {
        let presenter = makePresenter()
        presenter.didNotFindSession()
        #expect(view.states.last == .message("This session is no longer in the schedule."))
        presenter.didFail("cannot read the session: disk I/O error")
        #expect(view.states.last == .message("cannot read the session: disk I/O error"))
    }

    /// A transient failure once the session is on screen is an alert over it, never a
    /// replacement for it; a favorite that could not be saved goes back to how it was.
    @Test func failuresWithTheSessionShownAreAlertsAndAFailedSaveIsUndone() {
        let presenter = makePresenter()
        presenter.didLoad(SampleSchedule.nio, isFavorite: false, timeZone: SampleSchedule.timeZone)
        let shown = view.states.last
        presenter.didFail("the schedule store /d/demo.sqlite is busy")
        #expect(view.states.last == shown, "the session stays on screen")
        #expect(router.problems == ["Could not read the session: the schedule store /d/demo.sqlite is busy"])
        presenter.didToggleFavorite()
        #expect(view.model?.isFavorite == true)
        presenter.didFailToSaveFavorite(true, "the favorites store is read-only")
        #expect(view.model?.isFavorite == false, "the star goes back")
        #expect(router.problems.last == "Not added to My schedule: the favorites store is read-only")
    }

    @Test func addToCalendarIsOfferedForScheduledSessionsAndItsOutcomeRouted() {
        let presenter = makePresenter()
        presenter.didLoad(SampleSchedule.unscheduled, isFavorite: false, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.canAddToCalendar == false)
        presenter.didAddToCalendar()
        #expect(interactor.calendarAdds == 0, "a session without a time has nothing to add")

        presenter.didLoad(SampleSchedule.nio, isFavorite: false, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.canAddToCalendar == true)
        presenter.didAddToCalendar()
        #expect(interactor.calendarAdds == 1)
        presenter.didSaveToCalendar(CalendarSpy.file(for: "nio"))
        let offer = try! #require(router.offers.last)
        #expect(offer.title == "Added to calendar" && offer.action == "Open in calendar")
        #expect(offer.message.contains("SwiftNIO from Scratch") && offer.message.contains(CalendarSpy.file(for: "nio").path))
        router.opens = false
        offer.perform()
        #expect(router.openedFiles == [CalendarSpy.file(for: "nio")])
        #expect(router.problems.last?.hasPrefix("Import this file: No calendar application could be started here.") == true)
        router.problems.removeAll()
        presenter.didFailToAddToCalendar("cannot write /x: No space left on device")
        #expect(router.problems == ["Not added to calendar: Cannot add this session to a calendar: cannot write /x: No space left on device"])
    }

    @Test func aSpeakerOpensTheirDetailsAndShareCopiesTheSessionsBestLink() {
        let presenter = makePresenter()
        presenter.didLoad(SampleSchedule.actors, isFavorite: false, timeZone: SampleSchedule.timeZone)
        presenter.didChooseSpeaker("s-anna")
        #expect(router.speakers == ["s-anna"])
        #expect(view.model?.canShare == true)
        presenter.didAskToShare()
        #expect(router.shared == [URL(string: "https://video.example.com/actors")!], "no page or link: where to watch it")
        var paged = SampleSchedule.actors
        paged.pageURL = URL(string: "https://fahrplan.example.org/events/1.html")
        presenter.didLoad(paged, isFavorite: false, timeZone: SampleSchedule.timeZone)
        presenter.didAskToShare()
        #expect(router.shared.last == URL(string: "https://fahrplan.example.org/events/1.html")!, "its own page first")
        presenter.didLoad(SampleSchedule.nio, isFavorite: false, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.canShare == false)
        presenter.didAskToShare()
        #expect(router.shared.count == 2, "nothing to copy")
    }
}
