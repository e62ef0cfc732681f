import Entities
import FavoritesDataContract
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// Small schedules built from entities, and stores in temporary directories.
enum FeedFactory {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let track = Category(id: 10, title: "Track", items: [
        CategoryItem(id: 101, name: "Language", categoryTitle: "Track", sort: 1),
        CategoryItem(id: 102, name: "Concurrency", categoryTitle: "Track", sort: 2),
    ], sort: 1)
    static let hall = Room(id: 1, name: "Main Hall", sort: 1)
    static let roomB = Room(id: 2, name: "Room B", sort: 2)
    static let anna = Speaker(id: "s1", firstName: "Anna", lastName: "Berg", tagLine: "Principal Architect at Example",
                              links: [SpeakerLink(title: "Blog", url: URL(string: "https://anna.example.com")!, type: "Blog")],
                              isTopSpeaker: true, sessionIDs: ["1"], categoryItems: [])
    static let zoe = Speaker(id: "s2", firstName: "Zoë", lastName: "Åberg", sessionIDs: ["2"])

    static func instant(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }

    static func session(_ id: String, _ title: String, at start: String, minutes: Int = 45, room: Room? = hall,
                        speakers: [Speaker] = [], items: [CategoryItem] = [], description: String? = nil) -> Session {
        let startsAt = instant(start)
        return Session(id: id, title: title, description: description, startsAt: startsAt,
                       endsAt: startsAt.addingTimeInterval(TimeInterval(minutes * 60)), room: room,
                       speakers: speakers.map(\.summary), categoryItems: items)
    }

    static var sessions: [Session] {
        [
            session("1", "Keynote: The Next Decade", at: "2024-04-20T07:00:00Z", speakers: [anna], items: [track.items[0]],
                    description: "Opening keynote about the language."),
            session("2", "Structured concurrency in practice", at: "2024-04-20T08:00:00Z", room: roomB, speakers: [zoe], items: [track.items[1]]),
            session("3", "Coffee break", at: "2024-04-20T08:45:00Z", minutes: 15, room: nil),
            session("4", "Actors on day two", at: "2024-04-21T07:00:00Z", items: [track.items[1]],
                    description: "Structured thinking about isolation."),
        ]
    }

    static func feed(_ sessions: [Session] = sessions) -> ScheduleFeed {
        ScheduleFeed(sessions: sessions, speakers: [anna, zoe], rooms: [hall, roomB], categories: [track])
    }

    static func store(in directory: TemporaryDirectory, timeZone: TimeZone = berlin, hiding: HiddenOptionsFake? = nil) throws
        -> ScheduleLocalDataManager {
        try ScheduleLocalDataManager(path: directory.url.appendingPathComponent("schedule.sqlite").path,
                                     conferenceName: "Swift Days", timeZone: timeZone, hiding: hiding)
    }
}

/// What the person hid, as the favorites store says it to the schedule's: at once, and announced.
final class HiddenOptionsFake: HiddenOptionsProviding {
    private let options = Mutex(HiddenOptions.none)
    private let broadcaster = Mutex<[AsyncStream<FavoritesDataChange>.Continuation]>([])

    var hiddenNow: HiddenOptions { options.withLock { $0 } }

    func hide(_ hidden: HiddenOptions) {
        options.withLock { $0 = hidden }
        for continuation in broadcaster.withLock({ $0 }) { continuation.yield(.hidden) }
    }

    /// Another kind of change in the person's store (a star): not the schedule's business.
    func star() {
        for continuation in broadcaster.withLock({ $0 }) { continuation.yield(.favorites) }
    }

    func changeEvents() -> AsyncStream<FavoritesDataChange> {
        let (stream, continuation) = AsyncStream<FavoritesDataChange>.makeStream()
        broadcaster.withLock { $0.append(continuation) }
        return stream
    }
}

extension ScheduleLocalDataManager {
    /// Applies as the synchronizer does (large removals held back); the test fails if the feed
    /// was held back.
    func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date) async throws -> ScheduleApplyReport {
        let outcome = try await apply(feed, validators: validators, at: time, shrink: .holdLargeRemovals)
        return try #require(outcome.report, "held back: \(outcome)")
    }
}

extension FeedFactory {
    /// `count` sessions on one day, ten minutes apart: a schedule big enough to shrink.
    static func manySessions(_ count: Int, titled title: String = "Talk") -> [Session] {
        // One date, parsed once: a date formatter per session made these tests hog the shared pool.
        let start = instant("2024-04-20T07:00:00Z")
        return (0..<count).map { index in
            Session(id: "m\(index)", title: "\(title) \(index)", startsAt: start, endsAt: start.addingTimeInterval(600),
                    room: index.isMultiple(of: 2) ? hall : roomB)
        }
    }
}
