import Entities
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// The Speakers list's reads: everyone A–Z by surname, and search as you type over names, tag
/// lines and bios, kept in step with every sync.
@Suite struct SpeakerSearchTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager
    let now = FeedFactory.instant("2024-04-19T12:00:00Z")

    static let lei = Speaker(id: "s3", firstName: "Lei", lastName: "Li", displayName: "李 雷", tagLine: "Maintainer of SwiftNIO",
                             bio: "Writes about Berg climbing and servers.", photoURL: URL(string: "https://cdn.example.org/lei.jpg"), sessionIDs: [])
    static let bergmann = Speaker(id: "s4", firstName: "Ingrid", lastName: "Bergmann", tagLine: "Staff engineer", sessionIDs: [])

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-speakers")
        store = try FeedFactory.store(in: directory)
    }

    func feed(_ speakers: [Speaker]) -> ScheduleFeed {
        var feed = FeedFactory.feed()
        feed.speakers = speakers
        return feed
    }

    @Test func namesFirstThenTagLinesAndBiosEachAToZ() async throws {
        _ = try await store.apply(feed([FeedFactory.anna, FeedFactory.zoe, Self.lei, Self.bergmann]), validators: .init(etag: "1"), at: now)
        #expect(try await store.speakers().map(\.id) == ["s2", "s1", "s4", "s3"], "Åberg, Berg, Bergmann, Li")
        let berg = try await store.searchSpeakers("berg", limit: 10)
        #expect(berg.byName.map(\.id) == ["s1", "s4"], "Berg, Bergmann: names, A–Z (words are matched from their start)")
        #expect(berg.byOtherText.map(\.id) == ["s3"], "then a bio that mentions Berg")
        // A list holds every speaker and shows no bio or photo: only the speaker's own screen reads them.
        #expect(berg.byOtherText.first?.bio == nil && berg.byOtherText.first?.tagLine == "Maintainer of SwiftNIO")
        #expect(try await store.speakers().allSatisfy { $0.bio == nil && $0.photoURL == nil })
        #expect(try await store.speakers(first: 10).speakers.allSatisfy { $0.photoURL == nil })
        #expect(try await store.speaker(id: "s3")?.bio == "Writes about Berg climbing and servers.")
        #expect(try await store.speaker(id: "s3")?.photoURL?.absoluteString == "https://cdn.example.org/lei.jpg")
        #expect(try await store.searchSpeakers("aberg", limit: 10).byName.map(\.id) == ["s2"], "Åberg, typed without its ring")
        #expect(try await store.searchSpeakers("maint", limit: 10).byOtherText.map(\.id) == ["s3"], "tag lines are searched")
        #expect(try await store.searchSpeakers("李", limit: 10).byName.map(\.id) == ["s3"], "a display name")
        #expect(try await store.searchSpeakers("anna berg", limit: 10).byName.map(\.id) == ["s1"], "every word must match")
        #expect(try await store.searchSpeakers("   ", limit: 10).isEmpty)
        for hostile in ["\"", "NEAR(", "a OR", "*", "name:x", "^b", "'); DROP TABLE speaker; --"] {
            _ = try await store.searchSpeakers(hostile, limit: 10)   // text, never FTS or SQL syntax
        }
        #expect(try await store.speakers().count == 4)
        directory.remove()
    }

    @Test func theLimitKeepsTheFirstNamesAToZAndLeavesRoomForNoOthers() async throws {
        let baker = Speaker(id: "s5", firstName: "Anton", lastName: "Baker")   // stored last, sorted first
        _ = try await store.apply(feed([FeedFactory.anna, FeedFactory.zoe, Self.lei, Self.bergmann, baker]), validators: .init(etag: "1"), at: now)
        let two = try await store.searchSpeakers("b", limit: 2)
        #expect(two.byName.map(\.id) == ["s5", "s1"], "the first two of A–Z (Baker, Berg), not the first two stored")
        #expect(two.byOtherText.isEmpty, "names filled the limit")
        directory.remove()
    }

    @Test func aSyncThatRenamesOrRemovesSpeakersIsSearchedAtOnce() async throws {
        _ = try await store.apply(feed([FeedFactory.anna, FeedFactory.zoe, Self.lei]), validators: .init(etag: "1"), at: now)
        var renamed = Self.lei
        renamed.lastName = "Zhang"
        renamed.displayName = nil
        renamed.bio = "Now writes about compilers."
        _ = try await store.apply(feed([FeedFactory.anna, FeedFactory.zoe, renamed]), validators: .init(etag: "2"), at: now)
        #expect(try await store.searchSpeakers("zhang", limit: 10).byName.map(\.id) == ["s3"])
        #expect(try await store.searchSpeakers("climbing", limit: 10).isEmpty, "the old bio is gone from the index")
        #expect(try await store.searchSpeakers("compilers", limit: 10).byOtherText.map(\.id) == ["s3"])
        #expect(try await store.speakers().map(\.id) == ["s2", "s1", "s3"], "Zhang sorts last now")
        _ = try await store.apply(feed([FeedFactory.anna, FeedFactory.zoe]), validators: .init(etag: "3"), at: now)
        #expect(try await store.searchSpeakers("zhang", limit: 10).isEmpty, "a speaker who left the feed is not found")
        directory.remove()
    }
}
