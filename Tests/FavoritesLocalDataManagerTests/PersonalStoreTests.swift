import Entities
import FavoritesDataContract
import Foundation
import GRDB
import TestHarness
import Testing
@testable import FavoritesLocalDataManager

/// The person's own file: what is hidden, when they last looked, the reminders given — each kept
/// across a re-opened store and announced — and their favorites surviving a damaged file's
/// rebuild and every earlier version of the file.
@Suite struct PersonalStoreTests {
    let directory: TemporaryDirectory
    let store: FavoritesLocalDataManager
    let now = Date(timeIntervalSince1970: 1_713_600_000)

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-personal")
        store = try Picks.store(in: directory)
    }

    var path: String { directory.url.appendingPathComponent("schedule-user.sqlite").path }

    @Test func whatIsHiddenIsKeptAtOnceForTheScheduleAndAnnounced() async throws {
        defer { directory.remove() }
        let changes = store.changeEvents()
        try await store.setRoom(2, hidden: true)
        try await store.setCategoryItem(101, hidden: true)
        #expect(store.hiddenNow == HiddenOptions(categoryItemIDs: [101], roomIDs: [2]), "the schedule's reads ask without waiting")
        var events = changes.makeAsyncIterator()
        #expect(await events.next() == .hidden)
        let reopened = try Picks.store(in: directory)
        #expect(try await reopened.hiddenOptions() == HiddenOptions(categoryItemIDs: [101], roomIDs: [2]))
        try await reopened.showEverything()
        #expect(reopened.hiddenNow.isEmpty)
        #expect(try Picks.store(in: directory).hiddenNow.isEmpty)
    }

    @Test func whenTheChangesWereLastLookedAtIsKept() async throws {
        defer { directory.remove() }
        #expect(try await store.lastLooked() == nil)
        try await store.setLastLooked(now)
        #expect(try await Picks.store(in: directory).lastLooked() == now)
    }

    /// Of the app and `podium remind`, one announces each start; a moved session is announced again.
    @Test func aReminderIsClaimedOncePerStart() async throws {
        defer { directory.remove() }
        let start = now.addingTimeInterval(300)
        #expect(try await store.claimReminder(sessionID: "1", startsAt: start, at: now))
        #expect(try await !Picks.store(in: directory).claimReminder(sessionID: "1", startsAt: start, at: now), "another process finds it given")
        #expect(try await store.claimReminder(sessionID: "1", startsAt: start.addingTimeInterval(3_600), at: now), "retimed: announced again")
        try await store.releaseReminder(sessionID: "1", startsAt: start)
        #expect(try await store.claimReminder(sessionID: "1", startsAt: start, at: now), "a desktop that refused it: tried again")
    }

    @Test(arguments: ["zero-length", "corrupted"])
    func aDamagedFileIsMovedAsideAndMadeAnew(_ damage: String) async throws {
        self.directory.remove()
        let directory = try TemporaryDirectory(prefix: "podium-personal-damage")
        defer { directory.remove() }
        do {
            // The app that wrote it has quit before the file is damaged.
            let store = try Picks.store(in: directory)
            try await store.setFavorite("2", true, at: now)
        }
        let path = directory.url.appendingPathComponent("schedule-user.sqlite").path
        try await offThePool {
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            if damage == "zero-length" {
                try Data().write(to: URL(fileURLWithPath: path))
            } else {
                var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                for index in stride(from: 1024, to: bytes.count, by: 61) { bytes[index] ^= 0x5A }
                try bytes.write(to: URL(fileURLWithPath: path))
            }
        }
        let reopened = try Picks.store(in: directory)
        let recovery = try #require(reopened.recovery, "the damage went unnoticed")
        #expect(reopened.wasRecreated)
        #expect(recovery.description.contains("favorites store") && FileManager.default.fileExists(atPath: recovery.movedTo), "moved aside, never deleted")
        // What the My-schedule calendar still holds comes back, dated by the copy.
        #expect(try reopened.restoreFavorites(["2", "4"], chosenAt: now) == 2)
        #expect(try await reopened.favorites().map(\.sessionID) == ["2", "4"])
        #expect(try await reopened.pendingFavoriteChoices(for: Picks.server).count == 2, "sent to every partner again")
    }

    /// Issue #28: `podium remove` with the app running: stars went into deleted files. The next
    /// star says the conference was removed, and so does the next sync.
    @Test func aRemovedConferenceIsNoticedByTheNextStar() async throws {
        defer { directory.remove() }
        try await store.setFavorite("m1", true, at: now)
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) {
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent(file))
        }
        do {
            try await store.setFavorite("m2", true, at: now)
            Issue.record("a star was saved into a removed file")
        } catch {
            #expect("\(error)".contains("removed while Podium ran"), "\(error)")
        }
        #expect(throws: (any Error).self) { try store.checkStillThere() }
    }

    /// A schedule store from before favorites had a file of their own hands them over.
    @Test func favoritesFromASchedulesOwnTableAreTakenOverOnce() async throws {
        defer { directory.remove() }
        try store.adoptLegacyFavorites([FavoriteChoice(sessionID: "x", isFavorite: true, setAt: now),
                                        FavoriteChoice(sessionID: "y", isFavorite: true, setAt: now.addingTimeInterval(1))])
        try await store.setFavorite("x", false, at: now.addingTimeInterval(2))
        try store.adoptLegacyFavorites([FavoriteChoice(sessionID: "x", isFavorite: true, setAt: now)])
        #expect(try await store.favorites().map(\.sessionID) == ["y"], "a choice made here wins")
    }

    /// A file written before choices (v1), and one from before each partner had its own state
    /// (v5): the favorites stay, and what podium-server had confirmed, with its tag, stays its own.
    @Test func everyEarlierVersionOfTheFileMigratesWithItsChoices() async throws {
        directory.remove()
        let old = try TemporaryDirectory(prefix: "podium-personal-v1")
        defer { old.remove() }
        let path = old.url.appendingPathComponent("schedule-user.sqlite").path
        do {
            let queue = try DatabaseQueue(path: path)
            try UserDataSchema.migrator.migrate(queue, upTo: "v1: favorites and marks")
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO favorite (sessionId, addedAt) VALUES ('x', 1713500000), ('y', 1713500100)")
            }
            try UserDataSchema.migrator.migrate(queue, upTo: "v5: what a favorite was")
            try await queue.write { db in
                try db.execute(sql: "UPDATE favoriteChoice SET syncedSetAt = setAt WHERE sessionId = 'x'")
                try db.execute(sql: "INSERT INTO syncState (key, value) VALUES ('favoritesTag', '\"e1\"')")
            }
        }
        let opened = try FavoritesLocalDataManager(path: path)
        #expect(try await opened.favorites().map(\.sessionID) == ["x", "y"])
        #expect(try await opened.favorites().first?.addedAt == Date(timeIntervalSince1970: 1713500000))
        #expect(try await opened.pendingFavoriteChoices(for: Picks.server).map(\.sessionID) == ["y"], "x was confirmed by the server")
        #expect(try await opened.favoritesSyncTag(for: Picks.server) == "\"e1\"")
        #expect(try await opened.pendingFavoriteChoices(for: Picks.pretalx).map(\.sessionID) == ["x", "y"], "pretalx has confirmed nothing yet")
        #expect(UserDataSchema.migrator.migrations == ["v1: favorites and marks", "v2: favorites as choices, for every device", "v3: reminders given",
                                                        "v4: hidden from every view", "v5: what a favorite was", "v6: every sync partner its own"])
    }
}
