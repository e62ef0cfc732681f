/// What to generate: the module's name and the modules its Router may open.
struct ModuleSpec {
    let name: String
    let routes: [Route]

    /// "NewsFeed" → "newsFeed", for variable names.
    var lowerName: String { name.prefix(1).lowercased() + name.dropFirst() }
    var contract: String { name + "Contract" }
    var tests: String { name + "Tests" }

    var moduleDependencies: [String] {
        [contract, "ScheduleDataContract", "LiveDataContract", "Entities", "Formatting", "Styleguide", "TerminalUI"] + routes.map(\.contract)
    }

    var testDependencies: [String] {
        [name, contract, "Entities", "TerminalUI", "TestSupport"] + routes.map(\.contract)
    }
}

/// Another module this one opens, as its contract declares it.
struct Route: Equatable {
    /// "SessionDetails".
    let module: String
    /// "SessionDetailsBuilding".
    let builderProtocol: String
    /// "makeSessionDetails".
    let method: String
    /// The label of its one String parameter ("sessionID"), or nil when it takes none.
    let stringParameter: String?

    var contract: String { module + "Contract" }
    var lowerModule: String { module.prefix(1).lowercased() + module.dropFirst() }
}
