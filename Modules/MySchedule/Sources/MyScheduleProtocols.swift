import Entities
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

struct MyScheduleSectionModel: Equatable {
    let title: String
    let rows: [MyScheduleRowModel]
}

struct MyScheduleViewModel: Equatable {
    /// "Changed since you last looked": one line a change, newest first.
    let recentChanges: [String]
    /// The favorites by day; then those no longer in the schedule.
    let sections: [MyScheduleSectionModel]
    let message: String?
}

/// Everything My schedule shows, as the store has it.
struct MyScheduleContent: Equatable {
    var conferenceTimeZone: TimeZone
    var favorites: [Favorite]
    /// The favorites' sessions that still exist, in time order.
    var sessions: [Session]
    /// Changes to favorited sessions since each was favorited, newest first.
    var changes: [ScheduleChange]
    /// The newest change the person has already seen (kept in the store, so it survives a restart).
    var lastLooked: Date? = nil
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
    /// Reads the favorites with their sessions and changes, and again whenever they change.
    func start()
    func removeFavorite(_ sessionID: String)
    /// The person has seen every change up to `time`.
    func markLooked(upTo time: Date)
}

@MainActor
protocol MyScheduleInteractorOutput: AnyObject {
    /// nil: nothing synced yet.
    func didLoad(_ content: MyScheduleContent?)
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
