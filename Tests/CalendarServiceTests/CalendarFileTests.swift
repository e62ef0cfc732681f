import CalendarServiceContract
import ContentLines
import Entities
import Files
import Foundation
import ScheduleTesting
import TestHarness
import Testing
@testable import CalendarService

/// Files for calendar applications: one session's event, and the subscribable My schedule.
@MainActor
@Suite struct CalendarFileTests {
    let directory: TemporaryDirectory
    let service: CalendarService

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-calendar")
        service = CalendarService(feedKey: "demo", exportDirectory: directory.url.appendingPathComponent("exports"))
    }

    func events(in url: URL) throws -> [String] {
        MyScheduleCalendar.events(try String(contentsOf: url, encoding: .utf8))
    }

    @Test func oneSessionIsSavedToAFileOfItsOwn() throws {
        defer { directory.remove() }
        let url = try service.saveEvent(of: SampleSchedule.actors)
        #expect(url.path == directory.url.appendingPathComponent("exports/demo-actors.ics").path)
        let lines = try events(in: url)
        #expect(lines.contains("SUMMARY:Actors in Practice"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(throws: CalendarExportError.unscheduled(sessionID: "tbd")) { try service.saveEvent(of: SampleSchedule.unscheduled) }
        #expect(ExportFileName.safe("../a b/ü") == "___a_b__")
    }

    @Test func aFileThatCannotBeWrittenSaysWhere() throws {
        defer { directory.remove() }
        try Data().write(to: directory.url.appendingPathComponent("blocked"))
        let blocked = CalendarService(feedKey: "demo", exportDirectory: directory.url.appendingPathComponent("blocked/exports"))
        #expect {
            try blocked.saveEvent(of: SampleSchedule.actors)
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? CalendarExportError else { return false }
            return path.hasSuffix("blocked/exports/demo-actors.ics")
        }
    }

    @Test func myScheduleHoldsTheFavoritesAndIsRewrittenOnlyWhenTheyChange() async throws {
        defer { directory.remove() }
        let store = SampleSchedule.store()
        let file = directory.url.appendingPathComponent("demo-my-schedule.ics")
        let calendar = MyScheduleCalendar(schedule: store, favorites: store.personal, calendar: service, fileURL: file, name: "My schedule · Sample Conf 2026")

        #expect(try await calendar.publish() == false, "no favorites, no file")
        #expect(!FileManager.default.fileExists(atPath: file.path))

        try await store.personal.setFavorite("actors", true, at: Date())
        try await store.personal.setFavorite("testing", true, at: Date())
        #expect(try await calendar.publish() == true)
        let first = try events(in: file)
        #expect(first.filter { $0.hasPrefix("SUMMARY:") } == ["SUMMARY:Actors in Practice", "SUMMARY:Testing Without Fear"])
        #expect(first.contains("X-WR-CALNAME:My schedule · Sample Conf 2026"))

        #expect(try await calendar.publish() == false, "nothing changed: the file is left alone")

        // A sync retimes a favorite: the subscribed file follows.
        var moved = SampleSchedule.testing
        moved.startsAt = SampleSchedule.at(SampleSchedule.day2, 15)
        moved.endsAt = SampleSchedule.at(SampleSchedule.day2, 16)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "testing" ? moved : $0 }, at: Date())
        #expect(try await calendar.publish() == true)
        #expect(try events(in: file).contains("DTSTART:20261124T140000Z"))

        // The last favorite goes: the file stays, with no events.
        try await store.personal.setFavorite("actors", false, at: Date())
        try await store.personal.setFavorite("testing", false, at: Date())
        #expect(try await calendar.publish() == true)
        #expect(try events(in: file).contains("BEGIN:VEVENT") == false)
    }

    @Test func followingRewritesAfterAToggleWithoutBeingAsked() async throws {
        defer { directory.remove() }
        let store = SampleSchedule.store()
        let file = directory.url.appendingPathComponent("demo-my-schedule.ics")
        let calendar = MyScheduleCalendar(schedule: store, favorites: store.personal, calendar: service, fileURL: file, name: "My schedule")
        let following = Task { await calendar.follow { _ in } }
        defer { following.cancel() }
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
        try await store.personal.setFavorite("nio", true, at: Date())
        #expect(await eventually { ((try? self.events(in: file)) ?? []).contains("SUMMARY:SwiftNIO from Scratch") })
    }

    /// A store with no schedule (just recreated after damage, before its first sync) never
    /// empties a calendar that holds the favorites' events.
    @Test func aStoreWithoutAScheduleNeverEmptiesTheCalendar() async throws {
        defer { directory.remove() }
        let store = SampleSchedule.store()
        let file = directory.url.appendingPathComponent("demo-my-schedule.ics")
        let calendar = MyScheduleCalendar(schedule: store, favorites: store.personal, calendar: service, fileURL: file, name: "My schedule")
        try await store.personal.setFavorite("actors", true, at: Date())
        #expect(try await calendar.publish() == true)
        let saved = try Data(contentsOf: file)
        let recreated = InMemoryScheduleStore.empty()
        try await recreated.personal.setFavorite("actors", true, at: Date())
        let fromEmpty = MyScheduleCalendar(schedule: recreated, favorites: recreated.personal, calendar: service, fileURL: file, name: "My schedule")
        #expect(try await fromEmpty.publish() == false)
        #expect(try Data(contentsOf: file) == saved)
    }

    @Test func aStoreThatCannotBeReadIsReported() async throws {
        defer { directory.remove() }
        let store = SampleSchedule.store()
        store.setFailure("disk on fire")
        let calendar = MyScheduleCalendar(schedule: store, favorites: store.personal, calendar: service, fileURL: directory.url.appendingPathComponent("x.ics"), name: "x")
        await #expect(throws: CalendarExportError.cannotRead(detail: "disk on fire")) { try await calendar.publish() }
    }

    @Test func theFileSitsBesideItsStore() {
        #expect(MyScheduleCalendar.fileURL(forStoreAt: "/data/podium/demo.sqlite").path == "/data/podium/demo-my-schedule.ics")
    }
}
