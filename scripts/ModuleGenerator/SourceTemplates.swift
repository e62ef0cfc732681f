/// The module's source files, shaped like the hand-written modules (Agenda, My schedule…):
/// a list screen over the schedule store that re-reads on change events, with a Router that
/// opens the --routes-to modules. Replace the use case; keep the anatomy.
enum SourceTemplates {
    static func files(_ spec: ModuleSpec) -> [(String, String)] {
        let n = spec.name
        return [
            ("Modules/\(n)/Contract/\(n)Building.swift", contract(spec)),
            ("Modules/\(n)/Sources/\(n)Protocols.swift", protocols(spec)),
            ("Modules/\(n)/Sources/\(n)Interactor.swift", interactor(spec)),
            ("Modules/\(n)/Sources/\(n)Presenter.swift", presenter(spec)),
            ("Modules/\(n)/Sources/\(n)ViewController.swift", viewController(spec)),
            ("Modules/\(n)/Sources/\(n)Router.swift", router(spec)),
            ("Modules/\(n)/Sources/\(n)Builder.swift", builder(spec)),
        ]
    }

    static func imports(_ modules: [String]) -> String {
        Array(Set(modules)).sorted().map { "import \($0)" }.joined(separator: "\n")
    }

    static func contract(_ s: ModuleSpec) -> String {
        #"""
        import TerminalUI

        /// Builds the \#(s.name) module.
        @MainActor
        public protocol \#(s.name)Building {
            func make\#(s.name)() -> ViewController
        }

        """#
    }

    static func protocols(_ s: ModuleSpec) -> String {
        let routeMethods = s.routes.map { "    func present\($0.module)(for itemID: String)" }.joined(separator: "\n")
        return #"""
        import Entities
        import Foundation

        // The in-module contract of \#(s.name): every protocol between its View, Presenter,
        // Interactor and Router, declared before any of them.

        struct \#(s.name)Row: Equatable {
            let id: String
            let title: String
        }

        struct \#(s.name)ViewModel: Equatable {
            let rows: [\#(s.name)Row]
            /// Said instead of rows: loading, first launch, an error.
            let message: String?
        }

        @MainActor
        protocol \#(s.name)View: AnyObject {
            func show(_ model: \#(s.name)ViewModel)
        }

        @MainActor
        protocol \#(s.name)Presentation: AnyObject {
            func viewDidLoad()
            func didSelectItem(_ id: String)
        }

        @MainActor
        protocol \#(s.name)UseCase: AnyObject {
            /// Reads the data, and again whenever the store says it changed.
            func load()
        }

        @MainActor
        protocol \#(s.name)InteractorOutput: AnyObject {
            /// nil: nothing synced yet.
            func didLoad(_ conference: Conference?)
            func didFail(_ message: String)
        }

        @MainActor
        protocol \#(s.name)Wireframe: AnyObject {
        \#(routeMethods)
        }

        """#
    }

    static func interactor(_ s: ModuleSpec) -> String {
        #"""
        import Entities
        import Foundation
        import LiveDataContract
        import ScheduleDataContract

        /// \#(s.name)'s use cases over the local store: what it reads, now and after every change.
        @MainActor
        final class \#(s.name)Interactor: \#(s.name)UseCase {
            weak var output: \#(s.name)InteractorOutput?
            private let schedule: any ScheduleReading
            private var reading: LiveRead?

            init(schedule: any ScheduleReading) {
                self.schedule = schedule
            }

            func load() {
                let schedule = schedule
                reading = schedule.live(on: [.schedule]) { try await schedule.conference() } deliver: { [weak self] result in
                    switch result {
                    case .success(let conference): self?.output?.didLoad(conference)
                    case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
                    }
                }
            }
        }

        """#
    }

    static func presenter(_ s: ModuleSpec) -> String {
        let select = s.routes.first.map { "router.present\($0.module)(for: id)" } ?? "_ = id  // opens nothing yet: add a route to the Wireframe"
        return #"""
        import Entities
        import Formatting
        import Foundation

        /// Formats what the interactor read for the view, and decides what a selection does.
        @MainActor
        final class \#(s.name)Presenter: \#(s.name)Presentation, \#(s.name)InteractorOutput {
            weak var view: \#(s.name)View?
            let interactor: \#(s.name)UseCase
            let router: \#(s.name)Wireframe

            init(interactor: \#(s.name)UseCase, router: \#(s.name)Wireframe) {
                self.interactor = interactor
                self.router = router
            }

            func viewDidLoad() {
                view?.show(\#(s.name)ViewModel(rows: [], message: "Loading…"))
                interactor.load()
            }

            func didSelectItem(_ id: String) {
                \#(select)
            }

            func didLoad(_ conference: Conference?) {
                guard let conference else {
                    view?.show(\#(s.name)ViewModel(rows: [], message: "No schedule yet — syncing…"))
                    return
                }
                let clock = ConferenceClock(timeZone: conference.timeZone)
                view?.show(\#(s.name)ViewModel(rows: conference.days.map { \#(s.name)Row(id: $0.description, title: clock.longName(of: $0)) }, message: nil))
            }

            func didFail(_ message: String) {
                view?.show(\#(s.name)ViewModel(rows: [], message: message))
            }
        }

        """#
    }

    static func viewController(_ s: ModuleSpec) -> String {
        #"""
        import Styleguide
        import TerminalUI

        /// \#(s.name)'s screen: a list of what the presenter formatted, or a message.
        @MainActor
        final class \#(s.name)ViewController: ViewController, \#(s.name)View, TableViewDataSource, TableViewDelegate {
            let presenter: \#(s.name)Presentation
            private let content = StackView(axis: .vertical)
            private let messageLabel = Label("", style: Theme.secondary)
            private let table = TableView()
            private var model = \#(s.name)ViewModel(rows: [], message: nil)

            init(presenter: \#(s.name)Presentation) {
                self.presenter = presenter
                super.init()
                title = "\#(s.name)"
            }

            override func makeView() -> View { content }

            override func viewDidLoad() {
                super.viewDidLoad()
                content.addArrangedSubview(messageLabel, length: .fit)
                content.addArrangedSubview(table, length: .flexible())
                table.dataSource = self
                table.delegate = self
                presenter.viewDidLoad()
            }

            override var preferredFocusView: View? { table }

            override var keyCommands: [KeyCommand] {
                [KeyCommand(.enter, title: "Open") {}]
            }

            func show(_ model: \#(s.name)ViewModel) {
                self.model = model
                messageLabel.text = model.message ?? ""
                messageLabel.isHidden = model.message == nil
                table.reloadData()
                view.setNeedsLayout()
            }

            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.rows.count }

            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
                TableCell(StyledText(model.rows[indexPath.row].title))
            }

            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                presenter.didSelectItem(model.rows[indexPath.row].id)
            }
        }

        """#
    }

    static func router(_ s: ModuleSpec) -> String {
        let properties = s.routes.map { "    private let \($0.lowerModule): any \($0.builderProtocol)" }.joined(separator: "\n")
        let initParameters = s.routes.map { "\($0.lowerModule): any \($0.builderProtocol)" }.joined(separator: ", ")
        let initBody = s.routes.map { "        self.\($0.lowerModule) = \($0.lowerModule)" }.joined(separator: "\n")
        let setupParameters = (["schedule: any ScheduleReading"] + s.routes.map { "\($0.lowerModule): any \($0.builderProtocol)" }).joined(separator: ", ")
        let routerArguments = s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }.joined(separator: ", ")
        let presents = s.routes.map { route in
            let call = route.stringParameter.map { "\(route.lowerModule).\(route.method)(\($0): itemID)" } ?? "\(route.lowerModule).\(route.method)()"
            return #"""

                func present\#(route.module)(for itemID: String) {
                    viewController?.show(\#(call))
                }
            """#
        }.joined(separator: "\n")
        let imports = imports(["Foundation", "ScheduleDataContract", "TerminalUI"] + s.routes.map(\.contract))
        return #"""
        \#(imports)

        /// Wires the module (the static setup) and navigates.
        @MainActor
        final class \#(s.name)Router: \#(s.name)Wireframe {
            weak var viewController: ViewController?
        \#(properties)

            init(\#(initParameters)) {
        \#(initBody)
            }

            static func assembleModule(\#(setupParameters)) -> \#(s.name)ViewController {
                let router = \#(s.name)Router(\#(routerArguments))
                let interactor = \#(s.name)Interactor(schedule: schedule)
                let presenter = \#(s.name)Presenter(interactor: interactor, router: router)
                let view = \#(s.name)ViewController(presenter: presenter)
                presenter.view = view
                interactor.output = presenter
                router.viewController = view
                return view
            }
        \#(presents)
        }

        """#
    }

    static func builder(_ s: ModuleSpec) -> String {
        let properties = s.routes.map { "    private let \($0.lowerModule): any \($0.builderProtocol)" }.joined(separator: "\n")
        let parameters = (["schedule: any ScheduleReading"] + s.routes.map { "\($0.lowerModule): any \($0.builderProtocol)" }).joined(separator: ", ")
        let body = (["schedule"] + s.routes.map(\.lowerModule)).map { "        self.\($0) = \($0)" }.joined(separator: "\n")
        let arguments = (["schedule: schedule"] + s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }).joined(separator: ", ")
        let imports = imports(["Foundation", "ScheduleDataContract", "TerminalUI", s.contract] + s.routes.map(\.contract))
        return #"""
        \#(imports)

        /// The module's one public type: App builds it with what the module needs.
        public struct \#(s.name)Builder: \#(s.name)Building {
            private let schedule: any ScheduleReading
        \#(properties)

            public init(\#(parameters)) {
        \#(body)
            }

            public func make\#(s.name)() -> ViewController {
                \#(s.name)Router.assembleModule(\#(arguments))
            }
        }

        """#
    }
}
