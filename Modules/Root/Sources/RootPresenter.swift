import Entities
import Formatting
import Foundation

/// Puts the sync status into the few words the status line has room for, and the full error
/// where `?` shows it.
@MainActor
final class RootPresenter: RootPresentation, RootInteractorOutput {
    weak var view: RootView?
    let interactor: RootUseCase
    let router: RootWireframe
    /// The status line's times are this machine's clock (when Podium last synced), not the venue's.
    private let localClock: ConferenceClock
    private let notices: [String]
    /// Reminders on the banner, in the order they came.
    private var reminders: [Reminder] = []

    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Feed warnings `?` lists; the rest are counted.
    static let warningLimit = 8

    init(interactor: RootUseCase, router: RootWireframe, localTimeZone: TimeZone, notices: [String] = []) {
        self.interactor = interactor
        self.router = router
        self.localClock = ConferenceClock(timeZone: localTimeZone)
        self.notices = notices
    }

    func viewDidLoad() {
        view?.showStatus(RootStatusModel(text: "not synced yet", isProblem: false, helpNotes: []))
        interactor.start()
        if !notices.isEmpty { router.showNotice("Podium repaired its files", notices.joined(separator: "\n\n")) }
    }

    func didAskToSyncNow() {
        interactor.syncNow()
    }

    func didAskToAcceptShrink() {
        interactor.acceptShrink()
    }

    func reminderIsDue(_ reminder: Reminder, now: Date, alreadyOnTheDesktop: Bool) {
        reminders.removeAll { $0.sessionID == reminder.sessionID }
        reminders.append(reminder)
        showReminders()
        guard !alreadyOnTheDesktop else { return }
        let minutes = max(1, Int((reminder.startsAt.timeIntervalSince(now) / 60).rounded()))
        router.notifyDesktop(title: "In \(minutes) min: \(reminder.title)",
                             body: ([ConferenceClock(timeZone: reminder.timeZone).time(reminder.startsAt)] + [reminder.roomName].compactMap { $0 })
                                .joined(separator: " · "))
    }

    func didChooseReminder() {
        guard !reminders.isEmpty else { return }
        let first = reminders.removeFirst()
        showReminders()
        router.presentSessionDetails(for: first.sessionID)
    }

    func didDismissReminders() {
        reminders = []
        showReminders()
    }

    /// "⏰ 10:30 Room K.1.105 — Rust in the kernel" a line each, the keys after the first; the
    /// time is the start's, not "in 5 min", which would go stale while the banner stays.
    private func showReminders() {
        let shown = reminders.prefix(Self.bannerLimit)
        var lines = shown.enumerated().map { index, reminder in
            let place = reminder.roomName.map { " \($0)" } ?? ""
            let keys = index == 0 ? (reminders.count > 1 ? "Enter opens the first · Esc hides all" : "Enter opens · Esc hides") : nil
            return ReminderBannerLine(text: "⏰ \(ConferenceClock(timeZone: reminder.timeZone).time(reminder.startsAt))\(place) — \(reminder.title)", keys: keys)
        }
        if reminders.count > shown.count { lines.append(ReminderBannerLine(text: "   and \(reminders.count - shown.count) more")) }
        view?.showReminders(lines)
    }

    /// Reminders the banner lists; the rest are counted.
    static let bannerLimit = 3

    func didUpdate(_ status: SyncStatus, now: Date) {
        view?.showStatus(model(for: status, now: now))
    }

    private func model(for status: SyncStatus, now: Date) -> RootStatusModel {
        var notes = status.lastError.map { ["Last sync error: \($0)"] } ?? []
        if !status.warnings.isEmpty {
            notes.append("The feed had \(status.warnings.count) problem\(status.warnings.count == 1 ? "" : "s") it could drop:")
            notes += status.warnings.prefix(Self.warningLimit).map { "  \($0)" }
            if status.warnings.count > Self.warningLimit { notes.append("  and \(status.warnings.count - Self.warningLimit) more") }
        }
        if status.isSyncing {
            let frame = Int((now.timeIntervalSinceReferenceDate * 8).rounded(.down)) % Self.spinner.count
            return RootStatusModel(text: "\(Self.spinner[frame]) syncing…", isProblem: false, helpNotes: notes)
        }
        if status.isOffline {
            var retry = ""
            if let next = status.nextAttempt {
                let seconds = Int(next.timeIntervalSince(now).rounded(.up))
                retry = seconds > 0 ? " — retrying in \(duration(seconds))" : " — retrying now"
            }
            let lastSynced = status.lastSuccess.map { " · last synced \(clock($0))" } ?? ""
            switch status.lastErrorKind ?? .unreachable {
            case .unreachable:
                return RootStatusModel(text: "offline" + retry + lastSynced, isProblem: true, helpNotes: notes + ["s retries at once."])
            case .feedRejected:
                return RootStatusModel(text: "feed refused, showing the last good schedule" + retry, isProblem: true,
                                       helpNotes: notes + ["The conference's feed arrived but could not be used; s retries at once."])
            case .needsAction:
                return RootStatusModel(text: "cannot sync — ? says what to do" + lastSynced, isProblem: true,
                                       helpNotes: notes + ["Waiting will not fix this; after fixing it, s syncs at once."])
            }
        }
        if let held = status.heldBack {
            let text = "held back: the feed would remove \(held.removed) of \(held.stored) sessions · A applies it"
            let when = held.appliesAt.map { "at \(clock($0)) if the feed still says the same then" } ?? "when the feed has said the same for six hours"
            let why = "A feed that drops most of the schedule is usually a publishing slip, so it waits: it is applied \(when), "
                + "or now with A. Until then you see the schedule as it was."
            return RootStatusModel(text: text, isProblem: true, helpNotes: notes + [why], canAcceptShrink: true)
        }
        if let favorites = status.favorites.first(where: \.heldBack), let why = favorites.lastError {
            return RootStatusModel(text: "held back: \(ServerName.short(favorites.partner))'s answer would empty My schedule · A applies it",
                                   isProblem: true, helpNotes: notes + [why], canAcceptShrink: true)
        }
        if let success = status.lastSuccess {
            // My schedule could not reach a sync partner: said after the schedule's own state.
            let failing = status.favorites.filter { $0.isSignedIn && $0.lastError != nil }
            if !failing.isEmpty {
                let names = failing.map { ServerName.short($0.partner) }.joined(separator: " and ")
                let reasons = failing.map { favorites in
                    let last = favorites.lastSuccess.map { " (last at \(clock($0)))" } ?? ""
                    return "My schedule could not be synced with \(favorites.partner)\(last): \(favorites.lastError ?? "")."
                }
                return RootStatusModel(text: "synced \(clock(success)) · My schedule not synced with \(names) (? says why)", isProblem: true,
                                       helpNotes: notes + reasons + ["Your choices are kept here and sent with the next sync; s tries at once."])
            }
            return RootStatusModel(text: "synced \(clock(success))", isProblem: false, helpNotes: notes)
        }
        return RootStatusModel(text: "not synced yet", isProblem: false, helpNotes: notes)
    }

    private func clock(_ date: Date) -> String {
        localClock.time(date)
    }

    private func duration(_ seconds: Int) -> String {
        seconds < 120 ? "\(seconds) s" : "\((seconds + 59) / 60) min"
    }
}
