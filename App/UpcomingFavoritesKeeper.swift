import Entities
import FavoritesLocalDataManager
import Foundation
import ScheduleDataContract
import ScheduleLocalDataManager

/// Keeps a conference's `UpcomingFavoritesFile` current: the app after every change of the
/// favorites or the schedule, `sync`, `remind` and `favorites add`/`remove` once they have
/// written, and `now --next-favorite` when the file was missing or read from something else.
struct UpcomingFavoritesKeeper: Sendable {
    let source: ConferenceSource
    let schedule: any ScheduleLocalDataManaging
    let favorites: FavoritesLocalDataManager

    var file: UpcomingFavoritesFile { Self.file(of: source) }

    static func file(of source: ConferenceSource) -> UpcomingFavoritesFile {
        UpcomingFavoritesFile(personalPath: source.personalPath)
    }

    /// What the list would be read from now: the favorites and the schedule's revision, read
    /// without opening the stores for the app.
    static func stamp(of source: ConferenceSource) throws -> UpcomingFavoritesFile.Stamp {
        UpcomingFavoritesFile.Stamp(scheduleRevision: try ScheduleLocalDataManager.revision(ofStoreAt: source.storePath),
                                    favorites: try FavoritesLocalDataManager.favoriteIDs(ofStoreAt: FavoritesLocalDataManager.path(forScheduleStoreAt: source.personalPath)))
    }

    /// The upcoming favorites at `instant`, read from the stores and written to the file (a file
    /// that cannot be written is left: the status bar then reads the stores); nil for a store
    /// never synced.
    func refresh(at instant: Date = Date()) async throws -> UpcomingFavorites? {
        guard let conference = try await schedule.conference() else { return nil }
        // Before the sessions: a feed applied meanwhile leaves a stamp the file no longer matches.
        let stamp = try Self.stamp(of: source)
        let sessions = stamp.favorites.isEmpty ? [] : try await schedule.sessions(ids: stamp.favorites)
        let upcoming = UpcomingFavorites.taking(sessions, at: instant, timeZone: conference.timeZone)
        try? file.write(upcoming, stamp: stamp)
        return upcoming
    }

    /// While the app runs: once now, then after every change of the schedule or the favorites.
    func follow() async {
        let (changes, picks) = (schedule.changeEvents(), favorites.changeEvents())
        // One pending refresh at most: what comes during one is in the next.
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for await _ in changes { wake.yield() } }
            group.addTask { for await change in picks where change == .favorites { wake.yield() } }
            _ = try? await refresh()
            for await _ in wakes {
                guard !Task.isCancelled else { break }
                _ = try? await refresh()
            }
            group.cancelAll()
        }
    }
}

extension OpenedConference {
    var upcomingFavorites: UpcomingFavoritesKeeper {
        UpcomingFavoritesKeeper(source: source, schedule: store, favorites: favorites)
    }
}
