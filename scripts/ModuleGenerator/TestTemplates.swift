/// The module's tests: Presenter with fakes, Interactor with the in-memory store, Router and
/// View in a window, and the leak test — each asserting real wiring.
enum TestTemplates {
    static func files(_ spec: ModuleSpec) -> [(String, String)] {
        let folder = "Tests/\(spec.tests)"
        return [
            ("\(folder)/\(spec.name)PresenterTests.swift", presenterTests(spec)),
            ("\(folder)/\(spec.name)InteractorTests.swift", interactorTests(spec)),
            ("\(folder)/\(spec.name)RouterAndViewTests.swift", routerAndViewTests(spec)),
        ]
    }

    static func presenterTests(_ s: ModuleSpec) -> String {
        let routerMethods = s.routes.map { "    func present\($0.module)(for itemID: String) { opened.append(\"\($0.module) \\(itemID)\") }" }
            .joined(separator: "\n")
        let selection = s.routes.first.map { #"#expect(router.opened == ["\#($0.module) 2026-11-23"])"# } ?? "#expect(router.opened.isEmpty)"
        return #"""
        import Entities
        import Testing
        import TestSupport
        @testable import \#(s.name)

        @MainActor
        final class ViewSpy: \#(s.name)View {
            var models: [\#(s.name)ViewModel] = []
            func show(_ model: \#(s.name)ViewModel) { models.append(model) }
        }

        @MainActor
        final class InteractorSpy: \#(s.name)UseCase {
            var loads = 0
            func load() { loads += 1 }
        }

        @MainActor
        final class RouterSpy: \#(s.name)Wireframe {
            var opened: [String] = []
        \#(routerMethods)
        }

        @MainActor
        struct \#(s.name)PresenterTests {
            let view = ViewSpy()
            let interactor = InteractorSpy()
            let router = RouterSpy()

            func makePresenter() -> \#(s.name)Presenter {
                let presenter = \#(s.name)Presenter(interactor: interactor, router: router)
                presenter.view = view
                return presenter
            }

            @Test func loadsAndShowsTheDays() {
                let presenter = makePresenter()
                presenter.viewDidLoad()
                #expect(interactor.loads == 1)
                #expect(view.models.last?.message == "Loading…")
                presenter.didLoad(SampleSchedule.conference)
                #expect(view.models.last?.rows.map(\.title) == ["Monday 23 November", "Tuesday 24 November"])
                #expect(view.models.last?.message == nil)
            }

            @Test func firstLaunchAndErrorsAreSaid() {
                let presenter = makePresenter()
                presenter.didLoad(nil)
                #expect(view.models.last?.message == "No schedule yet — syncing…")
                presenter.didFail("cannot read the schedule: disk I/O error")
                #expect(view.models.last?.message == "cannot read the schedule: disk I/O error")
            }

            @Test func selectingAnItemRoutes() {
                let presenter = makePresenter()
                presenter.didSelectItem("2026-11-23")
                \#(selection)
            }
        }

        """#
    }

    static func interactorTests(_ s: ModuleSpec) -> String {
        #"""
        import Entities
        import Foundation
        import Testing
        import TestSupport
        @testable import \#(s.name)

        @MainActor
        final class OutputSpy: \#(s.name)InteractorOutput {
            var conferences: [Conference?] = []
            var failures: [String] = []
            func didLoad(_ conference: Conference?) { conferences.append(conference) }
            func didFail(_ message: String) { failures.append(message) }
        }

        @MainActor
        struct \#(s.name)InteractorTests {
            @Test func readsAndReadsAgainWhenTheStoreChanges() async {
                let store = SampleSchedule.store()
                let interactor = \#(s.name)Interactor(schedule: store)
                let output = OutputSpy()
                interactor.output = output
                interactor.load()
                #expect(await eventually { store.listenerCount == 1 && output.conferences.count == 1 })
                #expect(output.conferences.first == SampleSchedule.conference)
                store.replaceSessions(SampleSchedule.sessions, at: Date())
                #expect(await eventually { output.conferences.count == 2 })
            }

            @Test func failuresAreReported() async {
                let store = SampleSchedule.store()
                store.setFailure("database is locked")
                let interactor = \#(s.name)Interactor(schedule: store)
                let output = OutputSpy()
                interactor.output = output
                interactor.load()
                #expect(await eventually { output.failures == ["cannot read the schedule: database is locked"] })
            }

            @Test func goingAwayStopsListening() async {
                let store = SampleSchedule.store()
                var interactor: \#(s.name)Interactor? = \#(s.name)Interactor(schedule: store)
                interactor?.load()
                #expect(await eventually { store.listenerCount == 1 })
                interactor = nil
                #expect(await eventually { store.listenerCount == 0 })
            }
        }

        """#
    }

    static func routerAndViewTests(_ s: ModuleSpec) -> String {
        let spies = s.routes.map { route in
            let parameters = route.stringParameter.map { "\($0): String" } ?? ""
            let record = route.stringParameter.map { "requests.append(\($0))" } ?? "requests.append(\"\")"
            return #"""
            @MainActor
            final class \#(route.module)BuilderSpy: \#(route.builderProtocol) {
                var requests: [String] = []
                func \#(route.method)(\#(parameters)) -> ViewController {
                    \#(record)
                    let screen = ViewController()
                    screen.title = "\#(route.module) (spy)"
                    return screen
                }
            }

            """#
        }.joined(separator: "\n")
        let spyProperties = s.routes.map { "    let \($0.lowerModule) = \($0.module)BuilderSpy()" }.joined(separator: "\n")
        let setupArguments = (["schedule: store"] + s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }).joined(separator: ", ")
        let builderArguments = (["schedule: SampleSchedule.store()"] + s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }).joined(separator: ", ")
        let enterTest = s.routes.first.map { route in
            let expected = route.stringParameter == nil ? "\"\"" : "\"2026-11-23\""
            return #"""
                @Test func enterOpensTheFirstRouteWithTheRow() async {
                    let (window, navigation, _) = show()
                    #expect(await eventually { Snapshot.text(of: window).contains("Monday 23 November") })
                    window.handle(.enter)
                    #expect(\#(route.lowerModule).requests == [\#(expected)])
                    #expect(navigation.topViewController?.title == "\#(route.module) (spy)")
                }

            """#
        } ?? ""
        let routeTests = s.routes.map { route in
            let expected = route.stringParameter == nil ? "\"\"" : "\"item-7\""
            return #"""
                @Test func theRouterOpens\#(route.module)ThroughItsContract() {
                    let (_, navigation, screen) = show()
                    let router = (screen.presenter as! \#(s.name)Presenter).router as! \#(s.name)Router
                    router.present\#(route.module)(for: "item-7")
                    #expect(\#(route.lowerModule).requests == [\#(expected)])
                    #expect(navigation.topViewController?.title == "\#(route.module) (spy)")
                }

            """#
        }.joined()
        let imports = SourceTemplates.imports(["Entities", "Foundation", "TerminalUI", "Testing", "TestSupport", s.contract] + s.routes.map(\.contract))
        return #"""
        \#(imports)
        @testable import \#(s.name)

        \#(spies)
        @MainActor
        struct \#(s.name)RouterAndViewTests {
        \#(spyProperties)

            func show(_ store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 80, height: 24))
                -> (Window, NavigationController, \#(s.name)ViewController) {
                let screen = \#(s.name)Router.assembleModule(\#(setupArguments))
                let navigation = NavigationController(rootViewController: screen)
                return (Snapshot.window(showing: navigation, size: size), navigation, screen)
            }

            @Test func theSetupWiresEveryRole() {
                let (_, _, screen) = show()
                let presenter = screen.presenter as! \#(s.name)Presenter
                #expect(presenter.view === screen)
                #expect((presenter.router as! \#(s.name)Router).viewController === screen)
                #expect((presenter.interactor as! \#(s.name)Interactor).output === presenter)
            }

        \#(enterTest)\#(routeTests)
            @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
            func rendersTheDays(size: Size) async {
                let (window, _, _) = show(size: size)
                #expect(await eventually { Snapshot.text(of: window).contains("Tuesday 24 November") })
                let text = Snapshot.text(of: window)
                #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
                #expect(text.contains("\#(s.name)"))
                #expect(text.contains("Monday 23 November"))
            }

            @Test func thePublicBuilderMakesTheScreen() async {
                let builder: any \#(s.name)Building = \#(s.name)Builder(\#(builderArguments))
                let window = Snapshot.window(showing: builder.make\#(s.name)(), size: Size(width: 80, height: 24))
                #expect(await eventually { Snapshot.text(of: window).contains("Monday 23 November") })
            }

            @Test func theModuleIsReleasedWithItsScreen() async {
                var tracker = LeakTracker()
                let store = SampleSchedule.store()
                do {
                    let (window, _, screen) = show(store)
                    let presenter = screen.presenter as! \#(s.name)Presenter
                    tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
                    #expect(await eventually { Snapshot.text(of: window).contains("Monday 23 November") })
                    window.rootViewController = nil
                }
                #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
                #expect(await eventually { store.listenerCount == 0 })
            }
        }

        """#
    }
}
