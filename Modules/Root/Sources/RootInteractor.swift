import Entities
import FavoritesDataContract
import Foundation
import LiveData
import RootContract
import ScheduleDataContract
import SynchronizerContract

/// Follows the synchronizer: every status change, plus a tick while a sync runs (for the
/// spinner) or a retry is pending (for the countdown). And, when reminders are on, follows the
/// favorites and announces each as it comes within the lead time.
@MainActor
final class RootInteractor: RootUseCase {
    weak var output: RootInteractorOutput?
    private let synchronizer: any Synchronizing
    private let clock: any SyncClock
    private var status = SyncStatus()
    private var listener: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    private var syncing: Task<Void, Never>?

    private let schedule: (any RootReading)?
    private let favoritesStore: (any RootFavorites)?
    private var rule: ReminderRule
    private var favoritesRead: LiveRead?
    /// The favorites' sessions as last read, with the conference's zone.
    private var favorites: (sessions: [Session], timeZone: TimeZone) = ([], .gmt)
    private var reminderWait: Task<Void, Never>?
    private var claiming: Task<Void, Never>?

    /// `schedule`, `favorites` and `reminderLead`: where favorites and their sessions are read and
    /// how long before a start they are announced; without them or a lead, no reminders.
    init(synchronizer: any Synchronizing, clock: any SyncClock, schedule: (any RootReading)? = nil, favorites: (any RootFavorites)? = nil,
         reminderLead: Duration = .zero) {
        self.synchronizer = synchronizer
        self.clock = clock
        self.schedule = reminderLead > .zero && favorites != nil ? schedule : nil
        favoritesStore = reminderLead > .zero ? favorites : nil
        self.rule = ReminderRule(lead: Double(reminderLead.components.seconds))
    }

    isolated deinit {
        for task in [listener, ticker, syncing, reminderWait, claiming] { task?.cancel() }
    }

    func start() {
        guard listener == nil else { return }
        followFavorites()
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

    // MARK: Reminders

    private func followFavorites() {
        guard let schedule, let store = favoritesStore else { return }
        favoritesRead = schedule.live(on: [.schedule], and: store, on: [.favorites], read: {
            let ids = Array(try await store.favoriteSessionIDs())
            let zone = try await schedule.conference()?.timeZone ?? .gmt
            return (ids.isEmpty ? [] : try await schedule.sessions(ids: ids), zone)
        }, deliver: { [weak self] read in
            guard let self else { return }
            self.favorites = read
            self.announceDue()
        }, failed: { _ in
            // A failed read keeps the favorites last read: a reminder still comes.
        })
    }

    /// Announces what is due now, and waits until the next favorite comes within the lead time
    /// (a minute at most, so a clock that jumps is caught up with).
    private func announceDue() {
        let now = clock.now()
        let due = rule.due(in: favorites.sessions, now: now).map { session in
            Reminder(sessionID: session.id, title: session.title, roomName: session.room?.name, startsAt: session.startsAt!,
                     timeZone: favorites.timeZone)
        }
        if !due.isEmpty, let store = favoritesStore {
            let earlier = claiming
            claiming = Task { [weak self] in
                await earlier?.value   // in the order they came
                for reminder in due {
                    // The reminder timer (`podium remind --once`) may have put it on the desktop
                    // already; a record that cannot be written still reminds.
                    let first = (try? await store.claimReminder(sessionID: reminder.sessionID, startsAt: reminder.startsAt, at: now)) ?? true
                    guard !Task.isCancelled else { return }
                    self?.output?.reminderIsDue(reminder, now: now, alreadyOnTheDesktop: !first)
                }
            }
        }
        reminderWait?.cancel()
        guard let next = rule.nextCheck(in: favorites.sessions, after: now) else { return reminderWait = nil }
        let wait = Duration.milliseconds(Int(min(60, max(0.05, next.timeIntervalSince(now))) * 1000))
        let clock = clock
        reminderWait = Task { [weak self] in
            do { try await clock.sleep(for: wait) } catch { return }
            guard !Task.isCancelled else { return }
            self?.announceDue()
        }
    }
}
