import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// What a feed was read as is part of what was applied: the zone its naive times were read in,
/// and its address. When either changes, the validators are not offered (a 304 would keep
/// times read in the old zone) and the next feed is applied whole.
@Suite struct FeedSourceTests {
    let directory: TemporaryDirectory
    let path: String
    let now = FeedFactory.instant("2024-04-19T12:00:00Z")
    let validators = FeedValidators(etag: "\"v1\"")

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-source")
        path = directory.url.appendingPathComponent("schedule.sqlite").path
    }

    func store(zone: String?, address: String? = "https://example.org/schedule.xml") throws -> ScheduleLocalDataManager {
        try ScheduleLocalDataManager(path: path, conferenceName: nil, timeZone: zone.flatMap(TimeZone.init(identifier:)), feedAddress: address)
    }

    @Test func anotherZoneOrAddressWithholdsTheValidators() async throws {
        _ = try await store(zone: "Australia/Melbourne").apply(FeedFactory.feed(), validators: validators, at: now)
        #expect(try await store(zone: "Australia/Melbourne").validators() == validators)
        #expect(try await store(zone: "Europe/Berlin").validators() == nil, "another zone: the feed must be read again")
        #expect(try await store(zone: nil).validators() == nil, "the feed's own zone is another reading too")
        #expect(try await store(zone: "Australia/Melbourne", address: "https://example.org/moved.xml").validators() == nil)
    }

    @Test func rereadingInAnotherZoneRecordsNoChangesAtTheConference() async throws {
        _ = try await store(zone: "Australia/Melbourne").apply(FeedFactory.feed(), validators: validators, at: now)
        let moved = FeedFactory.sessions.map { session in
            var session = session
            session.startsAt = session.startsAt?.addingTimeInterval(9 * 3600)
            session.endsAt = session.endsAt?.addingTimeInterval(9 * 3600)
            return session
        }
        let berlin = try store(zone: "Europe/Berlin")
        let report = try await berlin.apply(FeedFactory.feed(moved), validators: validators, at: now)
        #expect(report.changes.isEmpty, "the zone was corrected; nothing was retimed at the conference")
        #expect(try await berlin.validators() == validators)
        #expect(try await berlin.session(id: moved[0].id)?.startsAt == moved[0].startsAt)
    }

    @Test func aFeedWithNoSessionsYetIsAConferenceOfNoDays() async throws {
        let empty = try store(zone: "Europe/Berlin")
        #expect(try await empty.conference() == nil, "never synced")
        _ = try await empty.apply(ScheduleFeed(sessions: [], speakers: [], rooms: [], categories: []), validators: validators, at: now)
        let conference = try #require(try await empty.conference())
        #expect(conference.days.isEmpty)
    }
}
