/// What to generate: the module's name, the value it is built with, whether it reports back to
/// a delegate, the contracts its Interactor uses, and the modules its Router may open.
struct ModuleSpec {
    let name: String
    let input: ModuleInput?
    let hasDelegate: Bool
    let uses: [ContractProtocol]
    let routes: [Route]
    /// For the generated tests: a value of each used protocol that is not the schedule store's.
    var fakes: [String: (call: String, target: String)] = [:]

    /// "NewsFeed" → "newsFeed", for variable names.
    var lowerName: String { lowerFirst(name) }
    var contract: String { name + "Contract" }
    var tests: String { name + "Tests" }
    var delegateProtocol: String { name + "Delegate" }
    /// The delegate's one method, "<name>DidFinish(with:)".
    var delegateMethod: String { lowerName + "DidFinish" }
    /// What the delegate is handed: the input's type (the edited value), else a row's id.
    var resultType: String { input?.type ?? "String" }

    /// The generated list reads the conference's days when the module is given them.
    var readsSchedule: Bool { uses.contains { $0.name == ContractProtocol.conference } }

    var contractDependencies: [String] {
        ["TerminalUI"] + (input?.needsEntities == true ? ["Entities"] : [])
    }

    var moduleDependencies: [String] {
        unique([contract] + uses.map(\.target) + (readsSchedule ? ["LiveData"] : []) + ["Entities", "Formatting", "Styleguide", "TerminalUI"]
            + routes.map(\.contract))
    }

    var testDependencies: [String] {
        unique([name, contract] + uses.map(\.target) + ["Entities", "TerminalUI", "TestHarness", "ScheduleTesting"] + testingTargets + routes.map(\.contract))
    }

    /// The testing targets the fakes of the used contracts are in, beside those contracts.
    var testingTargets: [String] { unique(uses.compactMap { fakes[$0.name]?.target }) }

    /// `variable: fake` for each used contract, with `store` for the in-memory schedule store.
    func fakeArguments(store: String) -> [String] {
        uses.map { "\($0.variable): \(fakes[$0.name]?.call ?? store)" }
    }

    /// `name: any P` for each used contract, in order: the parameters every layer passes on.
    var dependencyParameters: [String] { uses.map { "\($0.variable): any \($0.name)" } }
}

/// The value a module is built with: `make<Name>(label: Type)`.
struct ModuleInput: Equatable {
    let label: String
    let type: String
    /// A value of `type` for the generated tests (Swift source).
    let sample: String
    /// Declared in Entities (not a Swift standard type).
    var needsEntities: Bool { !["String", "Int", "Bool", "Double"].contains(type) }
}

/// A protocol of a data-manager or service contract that the module's Interactor is given.
struct ContractProtocol: Equatable {
    /// "ConferenceReading".
    let name: String
    /// The target that declares it: "ScheduleDataContract".
    let target: String

    /// The one read the generated Interactor makes: the conference and its days.
    static let conference = "ConferenceReading"

    /// "favoritesWriting" → the parameter name; the conference's reading contract is "schedule".
    var variable: String { name == Self.conference ? "schedule" : lowerFirst(name) }
}

/// Another module this one opens, as its contract declares it.
struct Route: Equatable {
    /// "SessionDetails".
    let module: String
    /// "SessionDetailsBuilding".
    let builderProtocol: String
    /// "makeSessionDetails".
    let method: String
    /// Its builder's parameters, in order.
    let parameters: [RouteParameter]

    var contract: String { module + "Contract" }
    var lowerModule: String { lowerFirst(module) }
    var delegates: [DelegateProtocol] {
        parameters.compactMap { if case .delegate(_, let delegate) = $0.kind { delegate } else { nil } }
    }
}

/// One parameter of a route's builder, and where the generated Router gets its value.
struct RouteParameter: Equatable {
    enum Kind: Equatable {
        /// The selected row's id.
        case rowID
        /// This module's own input, passed on.
        case input
        /// The Presenter, which conforms to this delegate protocol of the route's contract.
        case delegate(String, DelegateProtocol)
    }
    let label: String
    let type: String
    let kind: Kind
}

/// A delegate protocol of another module's contract, and its methods as written there.
struct DelegateProtocol: Equatable {
    let name: String
    /// "func filtersDidApply(_ filter: SessionFilter)", one per method.
    let methods: [DelegateMethod]
}

struct DelegateMethod: Equatable {
    /// The declaration, without `func`: "filtersDidApply(_ filter: SessionFilter)".
    let signature: String
    /// "filtersDidApply".
    let name: String
    /// The parameters' inner names, to describe what came back: ["filter"].
    let argumentNames: [String]
}

func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
}
