/// The module's source files, shaped like the hand-written modules (Agenda, Filters, Session
/// details…): a list screen built with its input, over the contracts it was given, with a
/// Router that opens the --routes-to modules and, with --delegate, reports back and closes.
/// Replace the use case; keep the anatomy.
enum SourceTemplates {
    static func files(_ spec: ModuleSpec) -> [(String, String)] {
        let n = spec.name
        return [
            ("Modules/\(n)/Contract/\(n)Building.swift", contract(spec)),
        ] + (spec.hasDelegate ? [("Modules/\(n)/Contract/\(spec.delegateProtocol).swift", delegate(spec))] : []) + [
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

    /// The builder's parameters: the input, then the delegate.
    static func makeParameters(_ s: ModuleSpec) -> [String] {
        (s.input.map { ["\($0.label): \($0.type)"] } ?? []) + (s.hasDelegate ? ["delegate: any \(s.delegateProtocol)"] : [])
    }

    static func contract(_ s: ModuleSpec) -> String {
        #"""
        \#(imports(s.contractDependencies))

        /// Builds the \#(s.name) module.
        @MainActor
        public protocol \#(s.name)Building {
            func make\#(s.name)(\#(makeParameters(s).joined(separator: ", "))) -> ViewController
        }

        """#
    }

    /// The delegate, in a file of its own (one protocol to a contract file).
    static func delegate(_ s: ModuleSpec) -> String {
        #"""
        \#(s.input?.needsEntities == true ? "import Entities\n\n" : "")/// How \#(s.name) hands its result back to the module that opened it.
        @MainActor
        public protocol \#(s.delegateProtocol): AnyObject {
            /// The person chose `value` (Enter); closing with Esc reports nothing.
            func \#(s.delegateMethod)(with value: \#(s.resultType))
        }

        """#
    }

    /// The Wireframe's method that opens `route`: the row's id, and each delegate it needs.
    static func presentSignature(_ route: Route) -> String {
        let delegates = route.parameters.compactMap { parameter -> String? in
            if case .delegate = parameter.kind { ", \(parameter.label): \(parameter.type)" } else { nil }
        }
        return "present\(route.module)(for itemID: String\(delegates.joined()))"
    }

    static func protocols(_ s: ModuleSpec) -> String {
        let wireframe = s.routes.map { "    func \(presentSignature($0))" } + (s.hasDelegate ? ["    /// Leaves the screen: dismissed if presented, else popped.", "    func close()"] : [])
        let output = s.readsSchedule
            ? ["    /// nil: nothing synced yet.", "    func didLoad(_ conference: Conference?)"]
            : ["    /// The names of what was read, in order.", "    func didLoad(_ names: [String])"]
        return #"""
        \#(imports(["Entities", "Foundation"] + s.routes.filter { !$0.delegates.isEmpty }.map(\.contract)))

        // The in-module contract of \#(s.name): every protocol between its View, Presenter,
        // Interactor and Router, declared before any of them.

        struct \#(s.name)Row: Equatable {
            let id: String
            let title: String
        }

        struct \#(s.name)ViewModel: Equatable {
            /// Above the list: what the module was opened for, what a module it opened returned.
            let header: String
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
            func didSelectItem(_ id: String)\#(s.hasDelegate ? "\n    func didCancel()" : "")
        }

        @MainActor
        protocol \#(s.name)UseCase: AnyObject {
            /// Reads the data, and again whenever the store says it changed.
            func load()
        }

        @MainActor
        protocol \#(s.name)InteractorOutput: AnyObject {
        \#(output.joined(separator: "\n"))
            func didFail(_ message: String)
        }

        @MainActor
        protocol \#(s.name)Wireframe: AnyObject {
        \#(wireframe.joined(separator: "\n"))
        }

        """#
    }

    static func interactor(_ s: ModuleSpec) -> String {
        let properties = s.uses.map { "    private let \($0.variable): any \($0.name)" } + (s.readsSchedule ? ["    private var reading: LiveRead?"] : [])
        let assignments = s.uses.map { "        self.\($0.variable) = \($0.variable)" }
        let load = s.readsSchedule ? #"""
                let schedule = schedule
                reading = schedule.live(on: [.schedule]) { try await schedule.conference() } deliver: { [weak self] result in
                    switch result {
                    case .success(let conference): self?.output?.didLoad(conference)
                    case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
                    }
                }
        """# : #"""
                // Nothing is read yet: read through the contracts above (`live` re-reads on a
                // contract's change events) and hand what you read to `output`.
                output?.didLoad([])
        """#
        return #"""
        \#(imports(["Entities", "Foundation"] + s.uses.map(\.target) + (s.readsSchedule ? ["LiveData"] : [])))

        /// \#(s.name)'s use cases over the contracts it was given: what it reads, now and after every change.
        @MainActor
        final class \#(s.name)Interactor: \#(s.name)UseCase {
            weak var output: \#(s.name)InteractorOutput?
        \#(properties.joined(separator: "\n"))

            init(\#(s.dependencyParameters.joined(separator: ", "))) {
        \#(assignments.joined(separator: "\n"))
            }

            func load() {
        \#(load)
            }
        }

        """#
    }

    static func presenter(_ s: ModuleSpec) -> String {
        var properties: [String] = []
        var initParameters = ["interactor: \(s.name)UseCase", "router: \(s.name)Wireframe"]
        var assignments = ["        self.interactor = interactor", "        self.router = router"]
        if let input = s.input {
            properties.append("    private let \(input.label): \(input.type)")
            initParameters.append("\(input.label): \(input.type)")
            assignments.append("        self.\(input.label) = \(input.label)")
        }
        if s.hasDelegate {
            properties.append("    private weak var delegate: (any \(s.delegateProtocol))?")
            initParameters.append("delegate: any \(s.delegateProtocol)")
            assignments.append("        self.delegate = delegate")
        }
        let select: String
        if s.hasDelegate {
            let value = s.input.map { $0.type == "String" ? "id" : $0.label } ?? "id"
            select = "        delegate?.\(s.delegateMethod)(with: \(value))\n        router.close()"
        } else if let route = s.routes.first {
            let delegates = route.parameters.compactMap { parameter -> String? in
                if case .delegate = parameter.kind { ", \(parameter.label): self" } else { nil }
            }
            select = "        router.present\(route.module)(for: id\(delegates.joined()))"
        } else {
            select = "        _ = id  // opens nothing yet: add a route to the Wireframe"
        }
        let cancel = s.hasDelegate ? "\n\n    func didCancel() {\n        router.close()\n    }" : ""
        // The header names the input, and what a module opened with a delegate handed back.
        let hearsBack = s.routes.contains { !$0.delegates.isEmpty }
        let inputText = s.input.map { ##""\##($0.label): \(\##($0.label))""## }
        let header = switch (inputText, hearsBack) {
        case (let input?, true): "[\(input), returned].compactMap { $0 }.joined(separator: \" · \")"
        case (let input?, false): input
        case (nil, true): #"returned ?? """#
        case (nil, false): #""""#
        }
        let returnedProperty = hearsBack ? "\n    /// What a module this one opened handed back, said in the header.\n    private var returned: String?" : ""
        let loaded = s.readsSchedule ? #"""
            func didLoad(_ conference: Conference?) {
                guard let conference else {
                    show(rows: [], message: "No schedule yet — syncing…")
                    return
                }
                let clock = ConferenceClock(timeZone: conference.timeZone)
                show(rows: conference.days.map { \#(s.name)Row(id: $0.description, title: clock.longName(of: $0)) }, message: nil)
            }
        """# : #"""
            func didLoad(_ names: [String]) {
                show(rows: names.map { \#(s.name)Row(id: $0, title: $0) }, message: names.isEmpty ? "Nothing here yet" : nil)
            }
        """#
        let delegateConformances = s.routes.flatMap(\.delegates).map { delegate in
            let methods = delegate.methods.map { method in
                let described = switch method.argumentNames.count {
                case 0: #""finished""#
                case 1: "String(describing: \(method.argumentNames[0]))"
                default: "[" + method.argumentNames.map { "String(describing: \($0))" }.joined(separator: ", ") + "].joined(separator: \", \")"
                }
                return #"""
                    func \#(method.signature) {
                        returned = "\#(method.name): " + \#(described)
                        render()
                    }
                """#
            }
            return "\n\nextension \(s.name)Presenter: \(delegate.name) {\n\(methods.joined(separator: "\n\n"))\n}"
        }.joined()
        let contracts = (s.hasDelegate ? [s.contract] : []) + s.routes.filter { !$0.delegates.isEmpty }.map(\.contract)
        return #"""
        \#(imports(["Entities", "Formatting", "Foundation"] + contracts))

        /// Formats what the interactor read for the view, and decides what a selection does.
        @MainActor
        final class \#(s.name)Presenter: \#(s.name)Presentation, \#(s.name)InteractorOutput {
            weak var view: \#(s.name)View?
            let interactor: \#(s.name)UseCase
            let router: \#(s.name)Wireframe
        \#(properties.joined(separator: "\n"))
            private var rows: [\#(s.name)Row] = []
            private var message: String? = "Loading…"\#(returnedProperty)

            init(\#(initParameters.joined(separator: ", "))) {
        \#(assignments.joined(separator: "\n"))
            }

            func viewDidLoad() {
                render()
                interactor.load()
            }

            func didSelectItem(_ id: String) {
        \#(select)
            }\#(cancel)

        \#(loaded)

            func didFail(_ message: String) {
                show(rows: [], message: message)
            }

            private func show(rows: [\#(s.name)Row], message: String?) {
                self.rows = rows
                self.message = message
                render()
            }

            private func render() {
                view?.show(\#(s.name)ViewModel(header: \#(header), rows: rows, message: message))
            }
        }\#(delegateConformances)

        """#
    }

    static func viewController(_ s: ModuleSpec) -> String {
        let keys = [#"KeyCommand(.open, title: "\#(s.hasDelegate ? "Choose" : "Open")")"#]
            + (s.hasDelegate ? [#"KeyCommand(.close, title: "Close") { [weak self] in self?.presenter.didCancel() }"#] : [])
        return #"""
        import Styleguide
        import TerminalUI

        /// \#(s.name)'s screen: a header, then a list of what the presenter formatted, or a message.
        @MainActor
        final class \#(s.name)ViewController: ViewController, \#(s.name)View, TableViewDataSource, TableViewDelegate {
            let presenter: \#(s.name)Presentation
            private let content = StackView(axis: .vertical)
            private let headerLabel = Label("", style: Theme.heading)
            private let messageLabel = Label("", style: Theme.secondary)
            private let table = TableView()
            private var model = \#(s.name)ViewModel(header: "", rows: [], message: nil)

            init(presenter: \#(s.name)Presentation) {
                self.presenter = presenter
                super.init()
                title = "\#(s.name)"
            }

            override func makeView() -> View { content }

            override func viewDidLoad() {
                super.viewDidLoad()
                content.addArrangedSubview(headerLabel, length: .fit)
                content.addArrangedSubview(messageLabel, length: .fit)
                content.addArrangedSubview(table, length: .flexible())
                table.dataSource = self
                table.delegate = self
                presenter.viewDidLoad()
            }

            override var preferredFocusView: View? { table }

            override var keyCommands: [KeyCommand] {
                [
                    \#(keys.joined(separator: ",\n            ")),
                ]
            }

            func show(_ model: \#(s.name)ViewModel) {
                self.model = model
                headerLabel.text = model.header
                headerLabel.isHidden = model.header.isEmpty
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

    /// The Router keeps the input when a route passes it on.
    static func routerKeepsInput(_ s: ModuleSpec) -> Bool {
        s.routes.contains { $0.parameters.contains { $0.kind == .input } }
    }

    static func router(_ s: ModuleSpec) -> String {
        let keepsInput = routerKeepsInput(s)
        let input = keepsInput ? s.input : nil
        let properties = s.routes.map { "    private let \($0.lowerModule): any \($0.builderProtocol)" }
            + (input.map { ["    private let \($0.label): \($0.type)"] } ?? [])
        let initParameters = s.routes.map { "\($0.lowerModule): any \($0.builderProtocol)" } + (input.map { ["\($0.label): \($0.type)"] } ?? [])
        let initBody = s.routes.map { "        self.\($0.lowerModule) = \($0.lowerModule)" } + (input.map { ["        self.\($0.label) = \($0.label)"] } ?? [])
        let initializer = initParameters.isEmpty ? "" : #"""

            init(\#(initParameters.joined(separator: ", "))) {
        \#(initBody.joined(separator: "\n"))
            }
        """#
        let presents = s.routes.map { route in
            let arguments = route.parameters.map { parameter -> String in
                switch parameter.kind {
                case .rowID: "\(parameter.label): itemID"
                case .input: "\(parameter.label): \(s.input?.label ?? parameter.label)"
                case .delegate: "\(parameter.label): \(parameter.label)"
                }
            }
            return #"""

                func \#(presentSignature(route)) {
                    viewController?.show(\#(route.lowerModule).\#(route.method)(\#(arguments.joined(separator: ", "))))
                }
            """#
        }.joined(separator: "\n")
        let close = s.hasDelegate ? #"""


            func close() {
                if viewController?.presentingViewController != nil {
                    viewController?.dismiss()
                } else {
                    viewController?.navigationController?.pop()
                }
            }
        """# : ""
        let imports = imports(["TerminalUI"] + (input?.needsEntities == true ? ["Entities"] : []) + s.routes.map(\.contract))
        return #"""
        \#(imports)

        /// Navigates: opens the modules this one routes to, through their contracts' builders.
        @MainActor
        final class \#(s.name)Router: \#(s.name)Wireframe {
            weak var viewController: ViewController?
        \#(properties.joined(separator: "\n"))\#(initializer)
        \#(presents)\#(close)
        }

        """#
    }

    /// The builder: its initializer names what the module needs, once; `make` wires each screen.
    static func builder(_ s: ModuleSpec) -> String {
        let parameters = s.dependencyParameters + s.routes.map { "\($0.lowerModule): any \($0.builderProtocol)" }
        let makeTypes = (s.input.map { [$0.type] } ?? []) + (s.hasDelegate ? ["any \(s.delegateProtocol)"] : [])
        let makeNames = (s.input.map { [$0.label] } ?? []) + (s.hasDelegate ? ["delegate"] : [])
        let closureHead = makeNames.isEmpty ? "" : " \(makeNames.joined(separator: ", ")) in"
        let routerArguments = s.routes.map { "\($0.lowerModule): \($0.lowerModule)" }
            + (routerKeepsInput(s) ? (s.input.map { ["\($0.label): \($0.label)"] } ?? []) : [])
        let interactorArguments = s.uses.map { "\($0.variable): \($0.variable)" }
        let presenterArguments = ["interactor: interactor", "router: router"] + (s.input.map { ["\($0.label): \($0.label)"] } ?? [])
            + (s.hasDelegate ? ["delegate: delegate"] : [])
        let imports = imports(["TerminalUI", s.contract] + s.uses.map(\.target) + (s.input?.needsEntities == true ? ["Entities"] : [])
                              + s.routes.map(\.contract))
        return #"""
        \#(imports)

        /// The module's one public type and the one place it is assembled: the initializer names
        /// everything the module needs, once, and each screen is wired from it.
        public struct \#(s.name)Builder: \#(s.name)Building {
            private let make: @MainActor (\#(makeTypes.joined(separator: ", "))) -> ViewController

            public init(\#(parameters.joined(separator: ", "))) {
                make = {\#(closureHead)
                    let router = \#(s.name)Router(\#(routerArguments.joined(separator: ", ")))
                    let interactor = \#(s.name)Interactor(\#(interactorArguments.joined(separator: ", ")))
                    let presenter = \#(s.name)Presenter(\#(presenterArguments.joined(separator: ", ")))
                    let view = \#(s.name)ViewController(presenter: presenter)
                    (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
                    return view
                }
            }

            public func make\#(s.name)(\#(makeParameters(s).joined(separator: ", "))) -> ViewController { make(\#(makeNames.joined(separator: ", "))) }
        }

        """#
    }
}
