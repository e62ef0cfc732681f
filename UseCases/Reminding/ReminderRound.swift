import ConferencesDataContract
import Entities
import FavoritesDataContract
import Formatting
import Foundation
import NotifierContract
import ScheduleDataContract

/// One look at every conference for favorites about to start, as `podium remind` takes it:
/// a desktop notification each, given once per session and start time between this, its other
/// runs and the app (each conference's record of reminders given).
public struct ReminderRound: Sendable {
    /// What a round did: a line per reminder given, and a line per conference that could not be read.
    public struct Outcome: Sendable, Hashable {
        public var given: [String] = []
        public var problems: [String] = []
    }

    private let conferences: any ConferencesLocalDataManaging
    private let notifier: any DesktopNotifying
    /// A saved conference's stores; nil when it was never synced (nothing to remind of).
    private let open: @Sendable (SavedConference) throws -> ReminderStores?

    public init(conferences: any ConferencesLocalDataManaging, notifier: any DesktopNotifying,
                open: @escaping @Sendable (SavedConference) throws -> ReminderStores?) {
        self.conferences = conferences
        self.notifier = notifier
        self.open = open
    }

    /// Reminds of what is due at `now` (given the conference's zone, for a time written at the
    /// venue). `minutes`: the lead for every conference, else each one's own (else 5).
    public func remind(minutes: Int?, now: @Sendable (TimeZone) throws -> Date) async throws -> Outcome {
        var outcome = Outcome()
        for saved in try conferences.load().conferences {
            let lead = minutes ?? saved.reminderMinutes ?? SavedConference.defaultReminderMinutes
            // `notify = false`: this conference's reminders stay in the app.
            guard lead > 0, saved.desktopNotifications != false else { continue }
            do {
                guard let stores = try open(saved), let conference = try await stores.schedule.conference() else { continue }
                outcome.given += try await remind(stores, conference: conference, name: saved.name, lead: TimeInterval(lead * 60),
                                                  now: try now(conference.timeZone))
            } catch {
                outcome.problems.append("\(saved.name): \(error)")
            }
        }
        return outcome
    }

    /// One conference's reminders due at `now`: claimed first (so one of every run and the app
    /// notifies), taken back when the desktop did not show it (the next minute tries again).
    public func remind(_ stores: ReminderStores, conference: Conference, name: String, lead: TimeInterval, now: Date) async throws -> [String] {
        let ids = try await stores.favorites.favoriteSessionIDs()
        guard !ids.isEmpty else { return [] }
        let clock = ConferenceClock(timeZone: conference.timeZone)
        var given: [String] = []
        let due = try await stores.schedule.sessions(ids: Array(ids)).compactMap { session -> (Session, Date)? in
            guard let start = session.startsAt, Reminder.isDue(startingAt: start, now: now, lead: lead) else { return nil }
            return (session, start)
        }
        for (session, start) in due {
            guard try await stores.favorites.claimReminder(sessionID: session.id, startsAt: start, at: now) else { continue }
            let minutes = max(1, Int((start.timeIntervalSince(now) / 60).rounded()))
            let body = ([clock.time(start)] + [session.room?.name].compactMap { $0 } + [name]).joined(separator: " · ")
            let shown = await notifier.notify(title: "In \(minutes) min: \(session.title)", body: body)
            if !shown { try? await stores.favorites.releaseReminder(sessionID: session.id, startsAt: start) }
            given.append("\(name): in \(minutes) min: \(session.title)" + (shown ? "" : " (the desktop did not show it; tried again next minute)"))
        }
        return given
    }
}
