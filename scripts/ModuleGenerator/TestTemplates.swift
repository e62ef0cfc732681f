/// The module's tests: Presenter with spies, Interactor with the in-memory store and fakes,
/// Router and View in a window, and the leak test — each asserting real wiring.
enum TestTemplates {
    static func files(_ spec: ModuleSpec) -> [(String, String)] {
        let folder = "Tests/\(spec.tests)"
        return [
            ("\(folder)/\(spec.name)PresenterTests.swift", presenterTests(spec)),
            ("\(folder)/\(spec.name)InteractorTests.swift", interactorTests(spec)),
            ("\(folder)/\(spec.name)RouterAndViewTests.swift", routerAndViewTests(spec)),
        ]
    }

    /// What the first row is (the first day of the sample conference) and what the list shows.
    static let firstRowID = "2026-11-23"

    /// What the delegate is handed when the first row is chosen.
    static func chosenValue(_ s: ModuleSpec) -> String {
        s.input.map { $0.type == "String" ? "\"\(firstRowID)\"" : "input" } ?? "\"\(firstRowID)\""
    }

    /// The text a rendered screen shows once the first read arrived.
    static func loadedText(_ s: ModuleSpec) -> String { s.readsSchedule ? "Monday 23 November" : "Nothing here yet" }

    static func presenterTests(_ s: ModuleSpec) -> String {
        let routerMethods = s.routes.map { "    func \(SourceTemplates.presentSignature($0)) { opened.append(\"\($0.module) \\(itemID)\") }" }
            + (s.hasDelegate ? ["    var closes = 0", "    func close() { closes += 1 }"] : [])
        let delegateSpy = s.hasDelegate ? #"""

        @MainActor
        final class DelegateSpy: \#(s.delegateProtocol) {
            var values: [\#(s.resultType)] = []
            func \#(s.delegateMethod)(with value: \#(s.resultType)) { values.append(value) }
        }

        """# : ""
        let properties = (s.hasDelegate ? ["    let delegate = DelegateSpy()"] : []) + (s.input.map { ["    let input: \($0.type) = \($0.sample)"] } ?? [])
        let presenterArguments = ["interactor: interactor", "router: router"] + (s.input.map { ["\($0.label): input"] } ?? [])
            + (s.hasDelegate ? ["delegate: delegate"] : [])
        let loaded = s.readsSchedule
            ? "presenter.didLoad(SampleSchedule.conference)\n        #expect(view.models.last?.rows.map(\\.title) == [\"Monday 23 November\", \"Tuesday 24 November\"])"
            : "presenter.didLoad([\"first\", \"second\"])\n        #expect(view.models.last?.rows.map(\\.title) == [\"first\", \"second\"])"
        let empty = s.readsSchedule
            ? "presenter.didLoad(nil)\n        #expect(view.models.last?.message == \"No schedule yet — syncing…\")"
            : "presenter.didLoad([])\n        #expect(view.models.last?.message == \"Nothing here yet\")"
        let selection: String
        if s.hasDelegate {
            selection = "#expect(delegate.values == [\(chosenValue(s))])\n        #expect(router.closes == 1)"
        } else if let route = s.routes.first {
            selection = #"#expect(router.opened == ["\#(route.module) \#(firstRowID)"])"#
        } else {
            selection = "#expect(router.opened.isEmpty)"
        }
        let headerTest = s.input.map { input in #"""

            @Test func theHeaderSaysWhatTheModuleIsFor() {
                makePresenter().viewDidLoad()
                #expect(view.models.last?.header == "\#(input.label): " + String(describing: input))
            }

        """# } ?? ""
        let cancelTest = s.hasDelegate ? #"""

            @Test func closingReportsNothing() {
                makePresenter().didCancel()
                #expect(delegate.values.isEmpty)
                #expect(router.closes == 1)
            }

        """# : ""
        let contracts = (s.hasDelegate ? [s.contract] : []) + s.routes.filter { !$0.delegates.isEmpty }.map(\.contract)
        return #"""
        \#(SourceTemplates.imports(["Entities", "Testing"] + (s.readsSchedule ? ["ScheduleTesting"] : []) + contracts))
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
        \#(routerMethods.joined(separator: "\n"))
        }
        \#(delegateSpy)
        @MainActor
        struct \#(s.name)PresenterTests {
            let view = ViewSpy()
            let interactor = InteractorSpy()
            let router = RouterSpy()
        \#(properties.joined(separator: "\n"))

            func makePresenter() -> \#(s.name)Presenter {
                let presenter = \#(s.name)Presenter(\#(presenterArguments.joined(separator: ", ")))
                presenter.view = view
                return presenter
            }

            @Test func loadsAndShowsWhatWasRead() {
                let presenter = makePresenter()
                presenter.viewDidLoad()
                #expect(interactor.loads == 1)
                #expect(view.models.last?.message == "Loading…")
                \#(loaded)
                #expect(view.models.last?.message == nil)
            }
        \#(headerTest)
            @Test func emptyAndErrorsAreSaid() {
                let presenter = makePresenter()
                \#(empty)
                presenter.didFail("cannot read: disk I/O error")
                #expect(view.models.last?.message == "cannot read: disk I/O error")
            }

            @Test func selectingAnItem() {
                let presenter = makePresenter()
                presenter.didSelectItem("\#(firstRowID)")
                \#(selection)
            }
        \#(cancelTest)}

        """#
    }

    static func interactorTests(_ s: ModuleSpec) -> String {
        let make = "\(s.name)Interactor(\(s.fakeArguments(store: "store").joined(separator: ", ")))"
        if !s.readsSchedule {
            let storeLine = s.uses.contains { s.fakes[$0.name] == nil } ? "        let store = SampleSchedule.store()\n" : ""
            return #"""
            \#(SourceTemplates.imports(["Entities", "Foundation", "Testing"] + (storeLine.isEmpty ? [] : ["ScheduleTesting"]) + s.testingTargets))
            @testable import \#(s.name)

            @MainActor
            final class OutputSpy: \#(s.name)InteractorOutput {
                var reads: [[String]] = []
                var failures: [String] = []
                func didLoad(_ names: [String]) { reads.append(names) }
                func didFail(_ message: String) { failures.append(message) }
            }

            @MainActor
            struct \#(s.name)InteractorTests {
                @Test func loadingReportsWhatWasRead() {
            \#(storeLine)        let interactor = \#(make)
                    let output = OutputSpy()
                    interactor.output = output
                    interactor.load()
                    #expect(output.reads == [[]], "nothing is read until the use case is written")
                    #expect(output.failures.isEmpty)
                }
            }

            """#
        }
        return #"""
        \#(SourceTemplates.imports(["Entities", "Foundation", "ScheduleTesting", "TestHarness", "Testing"] + s.testingTargets))
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
            func makeInteractor(_ store: InMemoryScheduleStore) -> \#(s.name)Interactor {
                \#(make)
            }

            @Test func readsAndReadsAgainWhenTheStoreChanges() async {
                let store = SampleSchedule.store()
                let interactor = makeInteractor(store)
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
                let interactor = makeInteractor(store)
                let output = OutputSpy()
                interactor.output = output
                interactor.load()
                #expect(await eventually { output.failures == ["cannot read the schedule: database is locked"] })
            }

            @Test func goingAwayStopsListening() async {
                let store = SampleSchedule.store()
                var interactor: \#(s.name)Interactor? = makeInteractor(store)
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
            let parameters = route.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
            let record = route.parameters.first { $0.kind == .rowID }.map { "requests.append(\($0.label))" } ?? "requests.append(\"\")"
            return #"""
            @MainActor
            final class \#(route.module)RouteSpy: \#(route.builderProtocol) {
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
        let spyProperties = s.routes.map { "    let \($0.lowerModule) = \($0.module)RouteSpy()" }
            + (s.hasDelegate ? ["    let delegate = DelegateSpy()"] : []) + (s.input.map { ["    let input: \($0.type) = \($0.sample)"] } ?? [])
        let setupArguments = s.fakeArguments(store: "store") + s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }
        let builderArguments = s.fakeArguments(store: "SampleSchedule.store()") + s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }
        let makeArguments = (s.input.map { ["\($0.label): input"] } ?? []) + (s.hasDelegate ? ["delegate: delegate"] : [])
        var enterTest = ""
        if s.readsSchedule, s.hasDelegate {
            enterTest = #"""
                @Test func enterReportsTheChoiceToTheDelegate() async {
                    let (window, _, _) = show()
                    #expect(await eventually { Snapshot.text(of: window).contains("Monday 23 November") })
                    window.handle(.enter)
                    #expect(delegate.values == [\#(chosenValue(s))])
                }

            """#
        } else if s.readsSchedule, let route = s.routes.first {
            let expected = route.parameters.contains { $0.kind == .rowID } ? "\"\(firstRowID)\"" : "\"\""
            enterTest = #"""
                @Test func enterOpensTheFirstRouteWithTheRow() async {
                    let (window, navigation, _) = show()
                    #expect(await eventually { Snapshot.text(of: window).contains("Monday 23 November") })
                    window.handle(.enter)
                    #expect(\#(route.lowerModule).requests == [\#(expected)])
                    #expect(navigation.topViewController?.title == "\#(route.module) (spy)")
                }

            """#
        }
        let escapeTest = s.hasDelegate ? #"""
            @Test func escapeClosesWithoutReporting() {
                let opener = ViewController()
                let navigation = NavigationController(rootViewController: opener)
                let window = Snapshot.window(showing: navigation, size: Size(width: 80, height: 24))
                navigation.push(assemble(SampleSchedule.store()))
                #expect(navigation.topViewController !== opener)
                window.handle(.escape)
                #expect(navigation.topViewController === opener)
                #expect(delegate.values.isEmpty)
            }

        """# : ""
        let routeTests = s.routes.map { route in
            let expected = route.parameters.contains { $0.kind == .rowID } ? "\"item-7\"" : "\"\""
            let delegates = route.parameters.compactMap { parameter -> String? in
                if case .delegate = parameter.kind { ", \(parameter.label): screen.presenter as! \(s.name)Presenter" } else { nil }
            }
            return #"""
                @Test func theRouterOpens\#(route.module)ThroughItsContract() {
                    let (_, navigation, screen) = show()
                    let router = (screen.presenter as! \#(s.name)Presenter).router as! \#(s.name)Router
                    router.present\#(route.module)(for: "item-7"\#(delegates.joined()))
                    #expect(\#(route.lowerModule).requests == [\#(expected)])
                    #expect(navigation.topViewController?.title == "\#(route.module) (spy)")
                }

            """#
        }.joined()
        let header = s.input.map { #"\#n        #expect(text.contains("\#($0.label): "))"# } ?? ""
        let lastRow = s.readsSchedule ? "Tuesday 24 November" : "Nothing here yet"
        let listenersGone = s.readsSchedule ? "\n        #expect(await eventually { store.listenerCount == 0 })" : ""
        let imports = SourceTemplates.imports(["Entities", "Foundation", "ScheduleTesting", "TerminalUI", "TestHarness", "Testing", s.contract] + s.testingTargets
                                              + s.uses.map(\.target) + s.routes.map(\.contract))
        return #"""
        \#(imports)
        @testable import \#(s.name)

        \#(spies)
        @MainActor
        struct \#(s.name)RouterAndViewTests {
        \#(spyProperties.joined(separator: "\n"))

            func assemble(_ store: InMemoryScheduleStore) -> \#(s.name)ViewController {
                \#(s.name)Builder(\#(setupArguments.joined(separator: ", "))).make\#(s.name)(\#(makeArguments.joined(separator: ", "))) as! \#(s.name)ViewController
            }

            func show(_ store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 80, height: 24))
                -> (Window, NavigationController, \#(s.name)ViewController) {
                let screen = assemble(store)
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

        \#(enterTest)\#(escapeTest)\#(routeTests)
            @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
            func rendersWhatWasRead(size: Size) async {
                let (window, _, _) = show(size: size)
                #expect(await eventually { Snapshot.text(of: window).contains("\#(lastRow)") })
                let text = Snapshot.text(of: window)
                #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
                #expect(text.contains("\#(s.name)"))\#(header)
                #expect(text.contains("\#(loadedText(s))"))
            }

            @Test func thePublicBuilderMakesTheScreen() async {
                let builder: any \#(s.name)Building = \#(s.name)Builder(\#(builderArguments.joined(separator: ", ")))
                let window = Snapshot.window(showing: builder.make\#(s.name)(\#(makeArguments.joined(separator: ", "))), size: Size(width: 80, height: 24))
                #expect(await eventually { Snapshot.text(of: window).contains("\#(loadedText(s))") })
            }

            @Test func theModuleIsReleasedWithItsScreen() async {
                var tracker = LeakTracker()
                let store = SampleSchedule.store()
                do {
                    let (window, _, screen) = show(store)
                    let presenter = screen.presenter as! \#(s.name)Presenter
                    tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
                    #expect(await eventually { Snapshot.text(of: window).contains("\#(loadedText(s))") })
                    window.rootViewController = nil
                }
                #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")\#(listenersGone)
            }
        }

        """#
    }
}
