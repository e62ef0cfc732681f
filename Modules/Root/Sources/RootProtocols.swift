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

@MainActor
protocol RootView: AnyObject {
    func showStatus(_ status: RootStatusModel)
}

@MainActor
protocol RootPresentation: AnyObject {
    func viewDidLoad()
    func didAskToSyncNow()
    /// The person confirmed a held-back feed that removes most of the schedule.
    func didAskToAcceptShrink()
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
}

/// Root's navigation: its tabs are built by the static setup from the composition root's list;
/// after that it puts notices over them.
@MainActor
protocol RootWireframe: AnyObject {
    func showNotice(_ title: String, _ message: String)
}
