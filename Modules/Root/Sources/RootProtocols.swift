import Entities
import Foundation

// The in-module contract of Root.

struct RootStatusModel: Equatable {
    /// "synced 12:04", "⠋ syncing…", "offline — retrying in 40 s".
    let text: String
    let isProblem: Bool
    /// What `?` adds: the last error in full, the feed's warnings.
    let helpNotes: [String]
    /// A feed is held back for shrinking the schedule; the person may apply it.
    var canAcceptShrink = false
}

/// A line of the reminders' banner: what starts, and the keys on the first line, which stay
/// at its right end however long the title (cut short rather than wrapped).
struct ReminderBannerLine: Equatable {
    let text: String
    var keys: String? = nil
}

@MainActor
protocol RootView: AnyObject {
    func showStatus(_ status: RootStatusModel)
    /// The reminders' banner, a line each; empty hides it.
    func showReminders(_ lines: [ReminderBannerLine])
}

@MainActor
protocol RootPresentation: AnyObject {
    func viewDidLoad()
    func didAskToSyncNow()
    /// The person confirmed a held-back feed that removes most of the schedule.
    func didAskToAcceptShrink()
    /// Enter on the banner: the first reminder's session opens and leaves the banner.
    func didChooseReminder()
    /// Esc on the banner: it goes.
    func didDismissReminders()
}

@MainActor
protocol RootUseCase: AnyObject {
    /// Follows the synchronizer's status, with a tick while it syncs or waits to retry.
    func start()
    func syncNow()
    /// Syncs now, applying the feed even if it removes most of the schedule.
    func acceptShrink()
}

@MainActor
protocol RootInteractorOutput: AnyObject {
    func didUpdate(_ status: SyncStatus, now: Date)
    /// A favorite starts within the lead time (once each); `alreadyOnTheDesktop`: the reminder
    /// timer announced it there first.
    func reminderIsDue(_ reminder: Reminder, now: Date, alreadyOnTheDesktop: Bool)
}

/// Root's navigation: its tabs are built by the static setup from the composition root's list;
/// after that it puts notices over them, opens a reminded session on the tab on show, and passes
/// reminders to the desktop.
@MainActor
protocol RootWireframe: AnyObject {
    func showNotice(_ title: String, _ message: String)
    func presentSessionDetails(for sessionID: String)
    func notifyDesktop(title: String, body: String)
}
