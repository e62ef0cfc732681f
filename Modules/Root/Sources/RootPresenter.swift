import Entities
import Foundation

/// Puts the sync status into the few words the status line has room for, and the full error
/// where `?` shows it.
@MainActor
final class RootPresenter: RootPresentation, RootInteractorOutput {
    weak var view: RootView?
    let interactor: RootUseCase
    let router: RootWireframe
    private let localTimeZone: TimeZone

    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    init(interactor: RootUseCase, router: RootWireframe, localTimeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        self.localTimeZone = localTimeZone
    }

    func viewDidLoad() {
        view?.showStatus(RootStatusModel(text: "not synced yet", isProblem: false, helpNotes: []))
        interactor.start()
    }

    func didAskToSyncNow() {
        interactor.syncNow()
    }

    func didUpdate(_ status: SyncStatus, now: Date) {
        view?.showStatus(model(for: status, now: now))
    }

    private func model(for status: SyncStatus, now: Date) -> RootStatusModel {
        let notes = status.lastError.map { ["Last sync error: \($0)"] } ?? []
        if status.isSyncing {
            let frame = Int((now.timeIntervalSinceReferenceDate * 8).rounded(.down)) % Self.spinner.count
            return RootStatusModel(text: "\(Self.spinner[frame]) syncing…", isProblem: false, helpNotes: notes)
        }
        if status.isOffline {
            var text = "offline"
            if let next = status.nextAttempt {
                let seconds = Int(next.timeIntervalSince(now).rounded(.up))
                text += seconds > 0 ? " — retrying in \(duration(seconds))" : " — retrying now"
            }
            if let success = status.lastSuccess { text += " · last synced \(clock(success))" }
            return RootStatusModel(text: text, isProblem: true, helpNotes: notes + ["s retries at once."])
        }
        if let success = status.lastSuccess {
            return RootStatusModel(text: "synced \(clock(success))", isProblem: false, helpNotes: [])
        }
        return RootStatusModel(text: "not synced yet", isProblem: false, helpNotes: [])
    }

    private func clock(_ date: Date) -> String {
        ClockTime(date, in: localTimeZone).text
    }

    private func duration(_ seconds: Int) -> String {
        seconds < 120 ? "\(seconds) s" : "\((seconds + 59) / 60) min"
    }
}
