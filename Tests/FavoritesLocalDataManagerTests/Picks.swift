import Entities
import FavoritesDataContract
import Foundation
import TestHarness
@testable import FavoritesLocalDataManager

/// Sessions as a feed's versions carry them, and stores in temporary directories.
enum Picks {
    static let hall = Room(id: 1, name: "Main Hall", sort: 1)
    static let roomB = Room(id: 2, name: "Room B", sort: 2)
    static let server = FavoritesPartner(id: FavoritesPartner.podiumServerID, name: "podium-server at https://attendees.example.org")
    static let pretalx = FavoritesPartner(id: FavoritesPartner.pretalxID, name: "pretalx at https://pretalx.example.org/democon/")

    static func instant(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }

    /// A talk's slot: its page is pretalx's `/talk/CODE/` when it has a code.
    static func slot(_ id: String, _ title: String, at start: String, code: String? = nil, room: Room = hall) -> Session {
        let startsAt = instant(start)
        return Session(id: id, title: title, startsAt: startsAt, endsAt: startsAt.addingTimeInterval(45 * 60), room: room,
                       pageURL: code.map { URL(string: "https://pretalx.example.org/democon/talk/\($0)/")! })
    }

    static func store(in directory: TemporaryDirectory) throws -> FavoritesLocalDataManager {
        try FavoritesLocalDataManager(path: directory.url.appendingPathComponent("schedule-user.sqlite").path)
    }

    /// A new version of the feed as the schedule's store reports it: `now` its sessions,
    /// `before` the last version's.
    static func succession(_ now: [Session], after before: [Session]) -> ScheduleSuccession {
        let old = Set(before.map(\.id))
        let new = Set(now.map(\.id))
        return ScheduleSuccession(sessions: now, arrived: new.subtracting(old), vanished: before.filter { !new.contains($0.id) })
    }
}
