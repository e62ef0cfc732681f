import Entities
import Foundation
import PeopleDataContract
import PeopleLocalDataManager
import Testing
import TestSupport

@Suite struct PeopleLocalDataManagerTests {
    @Test func pagesAndProfilesAreKeptWithWhenTheyWereSeenAndClearedOnSigningOut() async throws {
        let folder = try TemporaryDirectory(prefix: "people-cache")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("demo-people.sqlite").path
        let seen = Date(timeIntervalSince1970: 1_800_000_000)
        let page = ParticipantPage(items: [ParticipantSummary(id: "a1", name: "Ada", company: "Engines", role: "Engineer")], nextCursor: "c2")
        let ada = Participant(id: "a1", name: "Ada", bio: "Notes.", links: [ParticipantLink(title: "Site", url: URL(string: "https://example.org")!)])
        do {
            let cache = try PeopleLocalDataManager(path: path)
            try await cache.save(page, search: "  Ada  Love ", cursor: nil, at: seen)
            try await cache.save(ada, at: seen)
        }
        let reopened = try PeopleLocalDataManager(path: path)   // what was seen survives a restart
        let cached = try #require(try await reopened.cachedPage(search: "ada love", cursor: nil))
        #expect(cached.page == page)
        #expect(cached.seenAt == seen)
        #expect(try await reopened.cachedPage(search: "ada", cursor: nil) == nil)
        #expect(try await reopened.cachedParticipant(id: "a1")?.participant == ada)
        try await reopened.clear()
        #expect(try await reopened.cachedPage(search: "ada love", cursor: nil) == nil)
        #expect(try await reopened.cachedParticipant(id: "a1") == nil)
    }
}
