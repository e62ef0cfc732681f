import Entities
import Files
import Foundation

/// `<store>-next.json`: the person's upcoming favorites, kept beside the stores by the app,
/// `sync`, `remind` and `now` itself, so that a status bar asking every second reads a small
/// file instead of opening the stores for the app. It names what the list was read from — the
/// favorites and the schedule's revision — and is used only while both are still so.
public struct UpcomingFavoritesFile: Sendable {
    /// What the list was read from.
    public struct Stamp: Sendable, Hashable, Codable {
        public let scheduleRevision: String?
        /// The favorites' ids, in order.
        public let favorites: [String]

        public init(scheduleRevision: String?, favorites: [String]) {
            self.scheduleRevision = scheduleRevision
            self.favorites = favorites.sorted()
        }
    }

    private struct Contents: Codable {
        let stamp: Stamp
        let upcoming: UpcomingFavorites
    }

    public let url: URL

    /// The file of the conference whose person's data is named after `personalPath`.
    public init(personalPath: String) {
        url = URL(fileURLWithPath: (personalPath as NSString).deletingPathExtension + "-next.json")
    }

    /// The list, when the file is there, readable, and was read from what `stamp` says.
    public func read(matching stamp: Stamp) -> UpcomingFavorites? {
        guard let data = try? Data(contentsOf: url), data.count <= Self.largest,
              let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.stamp == stamp else { return nil }
        return contents.upcoming
    }

    /// Replaces the file whole (never half-written): `upcoming` as read from what `stamp` says.
    public func write(_ upcoming: UpcomingFavorites, stamp: Stamp) throws {
        try AtomicFile.write(try JSONEncoder().encode(Contents(stamp: stamp, upcoming: upcoming)), to: url, mode: 0o600)
    }

    /// A file larger than this is not one of ours (64 entries of long titles are a few tens of KB).
    static let largest = 1 << 20
}
