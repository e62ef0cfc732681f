import Entities
import Foundation
import SynchronizerContract

/// Follows the synchronizer: every status change, plus a tick while a sync runs (for the
/// spinner) or a retry is pending (for the countdown).
@MainActor
final class RootInteractor: RootUseCase {
    weak var output: RootInteractorOutput?
    private let synchronizer: any Synchronizing
    private let clock: any SyncClock
    private var status = SyncStatus()
    private var listener: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    private var syncing: Task<Void, Never>?

    init(synchronizer: any Synchronizing, clock: any SyncClock) {
        self.synchronizer = synchronizer
        self.clock = clock
    }

    isolated deinit {
        for task in [listener, ticker, syncing] { task?.cancel() }
    }

    func start() {
        guard listener == nil else { return }
        let synchronizer = synchronizer
        listener = Task { [weak self] in
            let updates = await synchronizer.statusUpdates()
            for await status in updates {
                guard let self else { return }
                self.status = status
                self.report()
                self.tickIfNeeded()
            }
        }
    }

    func syncNow() {
        let synchronizer = synchronizer
        syncing = Task { _ = await synchronizer.syncNow() }
    }

    func acceptShrink() {
        let synchronizer = synchronizer
        syncing = Task { _ = await synchronizer.syncNow(acceptingShrink: true) }
    }

    private func report() {
        output?.didUpdate(status, now: clock.now())
    }

    private func tickIfNeeded() {
        ticker?.cancel()
        guard status.isSyncing || status.isOffline else { return ticker = nil }
        let (clock, interval) = (clock, status.isSyncing ? Duration.milliseconds(125) : .seconds(1))
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                do { try await clock.sleep(for: interval) } catch { return }
                // A new status may have replaced this ticker while it slept.
                guard !Task.isCancelled else { return }
                self?.report()
            }
        }
    }
}
