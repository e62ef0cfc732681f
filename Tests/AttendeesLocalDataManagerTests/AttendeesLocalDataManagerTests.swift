import AttendeesDataContract
import AttendeesLocalDataManager
import Entities
import Foundation
import TestHarness
import Testing

@Suite struct AttendeesLocalDataManagerTests {
    @Test func pagesAndProfilesAreKeptWithWhenTheyWereSeenAndClearedOnSigningOut() async throws {
        let folder = try TemporaryDirectory(prefix: "people-cache")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("demo-people.sqlite").path
        let seen = Date(timeIntervalSince1970: 1_800_000_000)
        let page = AttendeePage(items: [AttendeeSummary(id: "a1", name: "Ada", company: "Engines", role: "Engineer")], nextCursor: "c2")
        let ada = Attendee(id: "a1", name: "Ada", bio: "Notes.", links: [ProfileLink(title: "Site", address: "https://example.org")])
        do {
            let cache = try AttendeesLocalDataManager(path: path)
            try await cache.save(page, search: "  Ada  Love ", cursor: nil, at: seen)
            try await cache.save(ada, at: seen)
        }
        let reopened = try AttendeesLocalDataManager(path: path)   // what was seen survives a restart
        let cached = try #require(try await reopened.cachedPage(search: "ada love", cursor: nil))
        #expect(cached.page == page)
        #expect(cached.seenAt == seen)
        #expect(try await reopened.cachedPage(search: "ada", cursor: nil) == nil)
        #expect(try await reopened.cachedAttendee(id: "a1")?.attendee == ada)
        try await reopened.clear()
        #expect(try await reopened.cachedPage(search: "ada love", cursor: nil) == nil)
        #expect(try await reopened.cachedAttendee(id: "a1") == nil)
    }
}
