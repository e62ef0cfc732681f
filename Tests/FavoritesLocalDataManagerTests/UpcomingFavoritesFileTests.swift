import Entities
import Foundation
import TestHarness
import Testing
@testable import FavoritesLocalDataManager

/// The status bar's file: read back as written while what it was read from is unchanged, not
/// used once a favorite changed, and not read when it is not one of ours. The favorites are
/// read for its stamp without opening the store for the app, and without writing to it.
@Suite struct UpcomingFavoritesFileTests {
    let directory: TemporaryDirectory
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { directory = try TemporaryDirectory(prefix: "podium-upcoming") }

    var personalPath: String { directory.url.appendingPathComponent("schedule.sqlite").path }
    var favoritesPath: String { FavoritesLocalDataManager.path(forScheduleStoreAt: personalPath) }

    func list() -> UpcomingFavorites {
        UpcomingFavorites.taking([Picks.slot("1", "Opening", at: "2027-02-06T09:30:00Z")], at: now, timeZone: .gmt)
    }

    @Test func theListIsUsedOnlyWhileItsFavoritesAndRevisionAreTheSame() async throws {
        defer { directory.remove() }
        let file = UpcomingFavoritesFile(personalPath: personalPath)
        #expect(file.url.lastPathComponent == "schedule-next.json")
        #expect(try FavoritesLocalDataManager.favoriteIDs(ofStoreAt: favoritesPath) == [], "no store yet: none, and none made")
        #expect(!FileManager.default.fileExists(atPath: favoritesPath))
        let store = try Picks.store(in: directory)
        try await store.setFavorite("2", true, at: now)
        try await store.setFavorite("1", true, at: now)
        try await store.setFavorite("3", true, at: now)
        try await store.setFavorite("3", false, at: now)
        let stamp = UpcomingFavoritesFile.Stamp(scheduleRevision: "r1", favorites: try FavoritesLocalDataManager.favoriteIDs(ofStoreAt: favoritesPath))
        #expect(stamp.favorites == ["1", "2"])
        #expect(file.read(matching: stamp) == nil, "no file yet")
        try file.write(list(), stamp: stamp)
        #expect(file.read(matching: stamp) == list())
        #expect(file.read(matching: UpcomingFavoritesFile.Stamp(scheduleRevision: "r2", favorites: ["2", "1"])) == nil, "a new version of the feed")
        try await store.setFavorite("4", true, at: now)
        let starred = UpcomingFavoritesFile.Stamp(scheduleRevision: "r1", favorites: try FavoritesLocalDataManager.favoriteIDs(ofStoreAt: favoritesPath))
        #expect(file.read(matching: starred) == nil, "a favorite starred since")
    }

    @Test func aFileNotOursIsNotRead() throws {
        defer { directory.remove() }
        let file = UpcomingFavoritesFile(personalPath: personalPath)
        let stamp = UpcomingFavoritesFile.Stamp(scheduleRevision: nil, favorites: [])
        for garbage in [Data("{".utf8), Data(#"{"stamp": 1}"#.utf8), Data(count: UpcomingFavoritesFile.largest + 1)] {
            try garbage.write(to: file.url)
            #expect(file.read(matching: stamp) == nil)
        }
        try file.write(list(), stamp: stamp)
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "what the person picked is theirs alone to read")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: favoritesPath))
        #expect(throws: (any Error).self) { try FavoritesLocalDataManager.favoriteIDs(ofStoreAt: favoritesPath) }
    }
}
