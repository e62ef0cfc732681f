import Entities
import Foundation

// The in-module contract of Root.

struct RootStatusModel: Equatable {
    /// "synced 12:04", "⠋ syncing…", "offline — retrying in 40 s".
    let text: String
    let isProblem: Bool
    /// What `?` adds: the last error in full.
    let helpNotes: [String]
}

@MainActor
protocol RootView: AnyObject {
    func showStatus(_ status: RootStatusModel)
}

@MainActor
protocol RootPresentation: AnyObject {
    func viewDidLoad()
    func didAskToSyncNow()
}

@MainActor
protocol RootUseCase: AnyObject {
    /// Follows the synchronizer's status, with a tick while it syncs or waits to retry.
    func start()
    func syncNow()
}

@MainActor
protocol RootInteractorOutput: AnyObject {
    func didUpdate(_ status: SyncStatus, now: Date)
}

/// Root navigates nowhere after setup: its tabs are built once, by the static setup.
@MainActor
protocol RootWireframe: AnyObject {}
