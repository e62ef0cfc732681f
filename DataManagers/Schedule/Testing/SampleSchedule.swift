import Entities
import Foundation
import ScheduleDataContract

/// A small, realistic conference for module tests: two days in Berlin, a keynote in every
/// room, a lunch break, talks in two tracks and levels, one overlap, one unscheduled session.
public enum SampleSchedule {
    public static let timeZone = TimeZone(identifier: "Europe/Berlin")!
    public static let day1 = LocalDate(year: 2026, month: 11, day: 23)
    public static let day2 = LocalDate(year: 2026, month: 11, day: 24)
    public static let conference = Conference(name: "Sample Conf 2026", timeZone: timeZone, days: [day1, day2])

    public static let hallA = Room(id: 1, name: "Hall A", sort: 1)
    public static let hallB = Room(id: 2, name: "Hall B", sort: 2)
    public static let swift = CategoryItem(id: 11, name: "Swift", categoryTitle: "Track", sort: 1)
    public static let server = CategoryItem(id: 12, name: "Server", categoryTitle: "Track", sort: 2)
    public static let beginner = CategoryItem(id: 21, name: "Beginner", categoryTitle: "Level", sort: 1)
    public static let advanced = CategoryItem(id: 22, name: "Advanced", categoryTitle: "Level", sort: 2)

    public static let anna = Speaker(id: "s-anna", firstName: "Anna", lastName: "Berg", tagLine: "Principal Engineer at Example",
                                     bio: "Anna builds concurrent systems and writes about them.",
                                     links: [SpeakerLink(title: "Blog", url: URL(string: "https://anna.example.com")!, type: "Blog"),
                                             SpeakerLink(title: "Company", url: URL(string: "https://example.com")!, type: "Company_Website")],
                                     sessionIDs: ["keynote", "actors"])
    public static let lei = Speaker(id: "s-lei", firstName: "Lei", lastName: "Li", tagLine: "Server person", sessionIDs: ["nio"])
    public static let zoe = Speaker(id: "s-zoe", firstName: "Zoë", lastName: "Müller", sessionIDs: ["ui", "testing"])

    /// An instant at a conference-local time.
    public static func at(_ day: LocalDate, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))!
    }

    public static func session(_ id: String, _ title: String, day: LocalDate, from start: (Int, Int), to end: (Int, Int),
                               room: Room?, speakers: [Speaker] = [], items: [CategoryItem] = [],
                               service: Bool = false, plenum: Bool = false, description: String? = nil,
                               live: URL? = nil, recording: URL? = nil) -> Session {
        Session(id: id, title: title, description: description, startsAt: at(day, start.0, start.1), endsAt: at(day, end.0, end.1),
                room: room, speakers: speakers.map(\.summary), categoryItems: items, isServiceSession: service,
                isPlenumSession: plenum, liveURL: live, recordingURL: recording)
    }

    public static let keynote = session("keynote", "Opening Keynote", day: day1, from: (9, 0), to: (10, 0), room: hallA,
                                        speakers: [anna], plenum: true,
                                        description: "Welcome to Sample Conf.\n\nWhat is new, and what is next.",
                                        live: URL(string: "https://stream.example.com/keynote"))
    public static let actors = session("actors", "Actors in Practice", day: day1, from: (10, 30), to: (11, 15), room: hallA,
                                       speakers: [anna], items: [swift, advanced],
                                       description: "Isolation, reentrancy and the main actor, with real code.",
                                       recording: URL(string: "https://video.example.com/actors"))
    public static let nio = session("nio", "SwiftNIO from Scratch", day: day1, from: (10, 30), to: (11, 15), room: hallB,
                                    speakers: [lei], items: [server, beginner])
    public static let lunch = session("lunch", "Lunch", day: day1, from: (12, 0), to: (13, 0), room: nil, service: true)
    public static let ui = session("ui", "Terminal UIs that Feel Native", day: day1, from: (13, 0), to: (13, 45), room: hallB,
                                   speakers: [zoe], items: [swift, beginner])
    public static let testing = session("testing", "Testing Without Fear", day: day2, from: (9, 30), to: (10, 15), room: hallA,
                                        speakers: [zoe], items: [swift, beginner])
    public static let unscheduled = Session(id: "tbd", title: "To Be Announced", room: nil)

    public static let sessions = [keynote, actors, nio, lunch, ui, testing, unscheduled]

    public static let feed = ScheduleFeed(
        sessions: sessions, speakers: [anna, lei, zoe], rooms: [hallA, hallB],
        categories: [Category(id: 1, title: "Track", items: [swift, server], sort: 1),
                     Category(id: 2, title: "Level", items: [beginner, advanced], sort: 2)])

    /// A store holding the sample conference.
    @MainActor public static func store() -> InMemoryScheduleStore {
        InMemoryScheduleStore(feed: feed, conference: conference)
    }
}
