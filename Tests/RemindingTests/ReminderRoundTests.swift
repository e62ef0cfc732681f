import ConferencesDataContract
import ConferencesTesting
import Entities
import Foundation
import NotifierTesting
import Reminding
import ScheduleTesting
import Synchronization
import Testing

private struct Unreadable: Error, CustomStringConvertible { var description: String { "the schedule store is damaged" } }

/// `podium remind`, the use case: every conference's favorites about to start, each given once.
@MainActor @Suite struct ReminderRoundTests {
    typealias S = SampleSchedule
    let fourMinutesBeforeActors = SampleSchedule.at(SampleSchedule.day1, 10, 26)

    func conferences(_ saved: SavedConference...) -> InMemoryConferences { InMemoryConferences(ConferenceList(conferences: saved)) }

    @Test func aFavoriteAboutToStartIsGivenOnceAcrossRuns() async throws {
        let store = S.store(), personal = store.personal
        try await personal.setFavorite("actors", true, at: fourMinutesBeforeActors)
        let notifier = NotifierSpy()
        let round = ReminderRound(conferences: conferences(SavedConference(name: "Sample", feed: "/tmp/s.xml", store: "sample")), notifier: notifier) { _ in
            ReminderStores(schedule: store, favorites: personal)
        }
        let first = try await round.remind(minutes: nil) { _ in fourMinutesBeforeActors }
        #expect(first.given == ["Sample: in 4 min: Actors in Practice"] && first.problems.isEmpty)
        #expect(notifier.notifications.first?.body == "10:30 · Hall A · Sample")
        let again = try await round.remind(minutes: nil) { _ in fourMinutesBeforeActors.addingTimeInterval(60) }
        #expect(again.given.isEmpty, "claimed once: this run, another run and the app agree")
    }

    @Test func aDesktopThatDidNotShowItIsTriedAgainNextMinute() async throws {
        let store = S.store(), personal = store.personal
        try await personal.setFavorite("actors", true, at: fourMinutesBeforeActors)
        let round = ReminderRound(conferences: conferences(SavedConference(name: "Sample", feed: "/tmp/s.xml", store: "sample")),
                                  notifier: NotifierSpy(answer: false)) { _ in ReminderStores(schedule: store, favorites: personal) }
        let first = try await round.remind(minutes: nil) { _ in fourMinutesBeforeActors }
        #expect(first.given == ["Sample: in 4 min: Actors in Practice (the desktop did not show it; tried again next minute)"])
        let next = try await round.remind(minutes: nil) { _ in fourMinutesBeforeActors.addingTimeInterval(60) }
        #expect(next.given.count == 1, "the claim was taken back")
    }

    @Test func aConferenceThatCannotBeReadIsSaidAndTheOthersStillRemind() async throws {
        let store = S.store(), personal = store.personal
        try await personal.setFavorite("actors", true, at: fourMinutesBeforeActors)
        let list = conferences(SavedConference(name: "Broken", feed: "/tmp/b.xml", store: "broken"),
                               SavedConference(name: "Quiet", feed: "/tmp/q.xml", store: "quiet", desktopNotifications: false),
                               SavedConference(name: "Never", feed: "/tmp/n.xml", store: "never", reminderMinutes: 0),
                               SavedConference(name: "Sample", feed: "/tmp/s.xml", store: "sample"))
        let asked = Mutex<[String]>([])
        let round = ReminderRound(conferences: list, notifier: NotifierSpy()) { saved in
            asked.withLock { $0.append(saved.name) }
            if saved.store == "broken" { throw Unreadable() }
            return ReminderStores(schedule: store, favorites: personal)
        }
        let outcome = try await round.remind(minutes: nil) { _ in fourMinutesBeforeActors }
        #expect(outcome.problems == ["Broken: the schedule store is damaged"])
        #expect(outcome.given == ["Sample: in 4 min: Actors in Practice"])
        #expect(asked.withLock { $0 } == ["Broken", "Sample"], "notify = false and remind = 0 are not even opened")
        let longer = try await ReminderRound(conferences: list, notifier: NotifierSpy()) { _ in nil }.remind(minutes: 60) { _ in fourMinutesBeforeActors }
        #expect(longer.given.isEmpty, "a conference never synced has nothing to remind of")
    }
}
