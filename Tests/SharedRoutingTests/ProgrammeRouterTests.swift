import Entities
import FiltersContract
import SessionDetailsContract
import SessionDetailsTesting
import SharedRouting
import TerminalUI
import Testing

@MainActor
private final class FiltersSpy: FiltersBuilding {
    var asked: [SessionFilter] = []
    func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController {
        asked.append(current)
        let sheet = ViewController()
        sheet.title = "Filters (spy)"
        sheet.modalPresentationStyle = .sheet
        return sheet
    }
}

@MainActor
private final class Asker: FiltersDelegate {
    func filtersDidApply(_ filter: SessionFilter) {}
}

/// What every programme screen's Router does alike, on a screen in a tab's stack.
@MainActor
struct ProgrammeRouterTests {
    let details = SessionDetailsBuilderSpy()
    fileprivate let filters = FiltersSpy()

    func routed() -> (ProgrammeRouter, Window, NavigationController) {
        let screen = ViewController()
        screen.title = "Programme"
        let navigation = NavigationController(rootViewController: screen)
        let window = Snapshot.window(showing: navigation, size: Size(width: 60, height: 16))
        let router = ProgrammeRouter(filters: filters, sessionDetails: details)
        router.viewController = screen
        return (router, window, navigation)
    }

    @Test func aSessionsPageIsPushedOnTheTabsStack() {
        let (router, _, navigation) = routed()
        router.presentSessionDetails("actors")
        #expect(details.requests == ["actors"])
        #expect(navigation.topViewController?.title == "Details of actors (spy)")
    }

    @Test func theFiltersComeAsASheetStartingFromTheFilterOnShow() {
        let (router, window, navigation) = routed()
        let asker = Asker()
        router.presentFilters(current: SessionFilter(roomIDs: [2]), delegate: asker)
        #expect(filters.asked == [SessionFilter(roomIDs: [2])])
        #expect(window.activeViewController?.title == "Filters (spy)")
        #expect(navigation.topViewController?.title == "Programme", "a sheet over the screen, not a page on the stack")
    }

    @Test func aProblemIsSaidOverTheScreen() {
        let (router, window, _) = routed()
        router.showProblem("Could not read the schedule", "the store is busy")
        #expect(Snapshot.text(of: window).contains("the store is busy"))
    }

    @Test func aRouterWhoseScreenWentAwayOpensNothing() {
        let router = ProgrammeRouter(filters: filters, sessionDetails: details)
        weak var gone: ViewController?
        do {
            let screen = ViewController()
            router.viewController = screen
            gone = screen
        }
        #expect(gone == nil && router.viewController == nil, "the Router holds its screen weakly")
        router.presentSessionDetails("actors")
        #expect(details.requests.isEmpty, "no page is made for a screen that is gone")
    }
}
