import Entities
import Foundation
import SessionDetailsContract
import TerminalUI
import Testing
import TestSupport
@testable import SessionDetails

/// Records what the Router hands to the outside world, and says whether that worked.
final class OpenerSpy: ExternalURLOpening, @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []
    let succeeds: Bool
    init(succeeds: Bool) { self.succeeds = succeeds }
    var opened: [URL] { lock.withLock { urls } }
    func open(_ url: URL) async -> Bool {
        lock.withLock { urls.append(url) }
        return succeeds
    }
}

@MainActor
struct SessionDetailsRouterAndViewTests {
    func show(_ id: String, store: InMemoryScheduleStore = SampleSchedule.store(), opener: OpenerSpy = OpenerSpy(succeeds: true),
              local: TimeZone = SampleSchedule.timeZone, size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, SessionDetailsViewController) {
        let details = SessionDetailsRouter.assembleModule(sessionID: id, store: store, conferenceTimeZone: SampleSchedule.timeZone,
                                                          localTimeZone: local, now: Date.init, opener: opener)
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Snapshot.window(showing: navigation, size: size)
        navigation.push(details)
        return (window, navigation, details)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, details) = show("actors")
        let presenter = details.presenter as! SessionDetailsPresenter
        #expect(presenter.view === details)
        #expect((presenter.router as! SessionDetailsRouter).viewController === details)
        #expect((presenter.interactor as! SessionDetailsInteractor).output === presenter)
    }

    @Test func aLinkGoesOutThroughTheOpener() async {
        let opener = OpenerSpy(succeeds: true)
        let (window, _, _) = show("keynote", opener: opener)
        #expect(await eventually { Snapshot.text(of: window).contains("o open the live stream") })
        window.handle(.character("o"))
        #expect(await eventually { opener.opened == [URL(string: "https://stream.example.com/keynote")!] })
        #expect(!(window.activeViewController is AlertController))
    }

    @Test func withoutAnOpenerTheAddressIsShownToCopy() async {
        let opener = OpenerSpy(succeeds: false)
        let (window, _, _) = show("actors", opener: opener)
        #expect(await eventually { Snapshot.text(of: window).contains("r open the recording") })
        window.handle(.character("r"))
        #expect(await eventually { window.activeViewController is AlertController })
        #expect(Snapshot.text(of: window).contains("https://video.example.com/actors"))
        #expect(opener.opened == [URL(string: "https://video.example.com/actors")!])
    }

    @Test func xdgOpenIsNotAskedForOtherSchemesOrWhenMissing() async {
        #expect(await XDGOpener(environment: ["PATH": "/nonexistent"]).open(URL(string: "https://example.com")!) == false)
        #expect(await XDGOpener(environment: ["PATH": "/usr/bin:/bin"]).open(URL(string: "file:///etc/passwd")!) == false)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheSession(size: Size) async {
        let store = SampleSchedule.store()
        let (window, _, _) = show("keynote", store: store, local: TimeZone(identifier: "Europe/London")!, size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Opening Keynote") })
        let text = Snapshot.text(of: window)
        for expected in ["KEYNOTE", "Monday 23 November · 09:00–10:00 (Europe/Berlin)", "Monday 23 November · 08:00–09:00 your time (Europe/London)",
                         "Hall A", "Speakers: Anna Berg", "☆ Not in My schedule — * adds it", "Welcome to Sample Conf.",
                         "What is new, and what is next.", "o open the live stream"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
        window.handle(.character("*"))
        #expect(await eventually { Snapshot.text(of: window).contains("★ In My schedule") })
        #expect(await eventually { (try? await store.favorites().map(\.sessionID)) == ["keynote"] })
    }

    @Test func theModuleIsReleasedWhenPopped() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, navigation, details) = show("keynote", store: store)
            let presenter = details.presenter as! SessionDetailsPresenter
            tracker.trackModule(view: details, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Opening Keynote") })
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 })
    }
}

@MainActor
struct SessionDetailsBuilderTests {
    @Test func thePublicBuilderMakesAWorkingScreen() async {
        let builder: any SessionDetailsBuilding = SessionDetailsBuilder(store: SampleSchedule.store(), conferenceTimeZone: SampleSchedule.timeZone,
                                                                        localTimeZone: SampleSchedule.timeZone, environment: [:])
        let window = Snapshot.window(showing: builder.makeSessionDetails(sessionID: "nio"), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
        #expect(!Snapshot.text(of: window).contains("your time"))
    }
}
