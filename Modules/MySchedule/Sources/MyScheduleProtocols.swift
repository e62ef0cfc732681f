import Entities
import Formatting
import Foundation

// The in-module contract of My schedule.

struct MyScheduleRowModel: Equatable {
    let sessionID: String
    /// "10:30–11:15".
    let time: String
    let title: String
    /// "Hall A · Anna Berg".
    let detail: String
    /// What the person should know: "overlaps SwiftNIO from Scratch", "retimed, was 10:30–11:15".
    let warnings: [String]
    /// A removed session cannot be opened.
    let canOpen: Bool
}

typealias MyScheduleSectionModel = ListSection<MyScheduleRowModel>

struct MyScheduleViewModel: Equatable {
    /// "Changed since you last looked": one line a change, newest first.
    let recentChanges: [String]
    /// "Synced with pretalx at … · last Mon 14:05": whom the picks are kept with; nil: no one.
    var syncLine: String? = nil
    /// The favorites by day; then those no longer in the schedule.
    let sections: [MyScheduleSectionModel]
    let message: String?
}

@MainActor
protocol MyScheduleView: AnyObject {
    func show(_ model: MyScheduleViewModel)
}

@MainActor
protocol MySchedulePresentation: AnyObject {
    func viewDidLoad()
    /// The person left the screen: what they saw counts as looked at.
    func viewDidDisappear()
    func didSelectSession(_ sessionID: String)
    func didRemoveFavorite(_ sessionID: String)
}

@MainActor
protocol MyScheduleUseCase: AnyObject {
    /// Reads the favorites with their sessions and changes, and again whenever they change;
    /// delivers the plan made of them.
    func start()
    func removeFavorite(_ sessionID: String)
    /// The person has seen every change on show (they left the screen).
    func markChangesSeen()
}

@MainActor
protocol MyScheduleInteractorOutput: AnyObject {
    /// nil: nothing synced yet.
    func didLoad(_ plan: MySchedulePlan?)
    /// Reading failed (the store is busy, damaged…).
    func didFail(_ message: String)
    /// Removing a favorite, or saving what was seen, failed.
    func didFailToSave(_ message: String)
}

@MainActor
protocol MyScheduleWireframe: AnyObject {
    func presentSessionDetails(_ sessionID: String)
    /// Says what went wrong, over the list, which stays as it is.
    func showProblem(_ title: String, _ message: String)
}
