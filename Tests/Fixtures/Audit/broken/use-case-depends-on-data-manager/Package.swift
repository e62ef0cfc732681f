// swift-tools-version: 6.2
// Podium's layout with one rule broken (see FixtureAuditTests).
import PackageDescription

let package = Package(
    name: "CleanFixture",
    targets: [
        .target(name: "Entities", path: "Entities"),
        .target(name: "TerminalUI", path: "Platform/TerminalUI"),
        .target(name: "AgendaContract", dependencies: ["Entities", "TerminalUI"], path: "Modules/Agenda/Contract"),
        .target(name: "Agenda", dependencies: ["AgendaContract", "FiltersContract", "ScheduleDataContract", "Entities", "TerminalUI"], path: "Modules/Agenda/Sources"),
        .target(name: "FiltersContract", dependencies: ["Entities", "TerminalUI"], path: "Modules/Filters/Contract"),
        .target(name: "Filters", dependencies: ["FiltersContract", "Entities", "TerminalUI"], path: "Modules/Filters/Sources"),
        .target(name: "ScheduleDataContract", dependencies: ["Entities"], path: "DataManagers/Schedule/Contract"),
        .target(name: "ScheduleLocalDataManager", dependencies: ["ScheduleDataContract", "Entities"], path: "DataManagers/Schedule/Local"),
        .target(name: "Reminding", dependencies: ["ScheduleDataContract", "ScheduleLocalDataManager", "Entities"], path: "UseCases/Reminding"),
        .testTarget(name: "RemindingTests", dependencies: ["Reminding"], path: "Tests/RemindingTests"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities"], path: "Tests/EntitiesTests"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], path: "Tests/TerminalUITests"),
        .testTarget(name: "AgendaTests", dependencies: ["Agenda", "Entities", "ScheduleDataContract"], path: "Tests/AgendaTests"),
        .testTarget(name: "FiltersTests", dependencies: ["Filters", "FiltersContract"], path: "Tests/FiltersTests"),
        .testTarget(name: "ScheduleLocalDataManagerTests", dependencies: ["ScheduleLocalDataManager", "Entities"], path: "Tests/ScheduleLocalDataManagerTests"),
    ]
)
