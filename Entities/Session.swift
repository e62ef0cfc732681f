import Foundation

/// A talk, workshop, keynote or break.
public struct Session: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public var title: String
    /// A second line under the title ("Security Track Keynote"), when the feed has one.
    public var subtitle: String?
    /// The description as plain text: what search finds and calendars export.
    public var description: String?
    /// The description as the feed formatted it (Markdown or HTML), for the screen that shows
    /// it; nil when it is plain paragraphs. Read with one session, not with lists of them.
    public var richDescription: RichText?
    /// Absolute instants; nil for an unscheduled session.
    public var startsAt: Date?
    public var endsAt: Date?
    public var room: Room?
    public var speakers: [SpeakerSummary]
    public var categoryItems: [CategoryItem]
    /// Breaks, lunch, registration: not talks.
    public var isServiceSession: Bool
    /// Keynotes and the like: in every room at once.
    public var isPlenumSession: Bool
    public var liveURL: URL?
    public var recordingURL: URL?
    /// Sessionize's status ("Accepted", …), when the feed has it.
    public var status: String?
    /// The session's own page on the conference's site.
    public var pageURL: URL?
    /// Slides, code, earlier recordings, feedback: what the feed links the session to. Read with
    /// one session (its details), not with lists of them, which never show them.
    public var links: [SessionLink]
    /// The programme day the conference files the session under, when the feed says and it is
    /// not simply the date the session starts on (a talk at 00:30 belongs to the evening before).
    public var programmeDay: LocalDate?
    /// The speakers asked not to be recorded.
    public var doNotRecord: Bool

    public init(id: String, title: String, description: String? = nil, startsAt: Date? = nil, endsAt: Date? = nil,
                room: Room? = nil, speakers: [SpeakerSummary] = [], categoryItems: [CategoryItem] = [],
                isServiceSession: Bool = false, isPlenumSession: Bool = false, liveURL: URL? = nil,
                recordingURL: URL? = nil, status: String? = nil, subtitle: String? = nil, pageURL: URL? = nil,
                links: [SessionLink] = [], programmeDay: LocalDate? = nil, doNotRecord: Bool = false,
                richDescription: RichText? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.richDescription = richDescription
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.room = room
        self.speakers = speakers
        self.categoryItems = categoryItems
        self.isServiceSession = isServiceSession
        self.isPlenumSession = isPlenumSession
        self.liveURL = liveURL
        self.recordingURL = recordingURL
        self.status = status
        self.pageURL = pageURL
        self.links = links
        self.programmeDay = programmeDay
        self.doNotRecord = doNotRecord
    }

    public var isScheduled: Bool { startsAt != nil }

    /// The conference day it belongs to: its programme day, else the date it starts on at the venue.
    public func day(in timeZone: TimeZone) -> LocalDate? {
        guard let startsAt else { return nil }
        return programmeDay ?? LocalDate(startsAt, in: timeZone)
    }

    /// "Anna Berg, 李 雷" — the speakers' names for a row.
    public var speakerNames: String { Self.speakerNames(speakers.map(\.name)) }

    /// "Anna Berg, Ben Rossi": how a line names a session's speakers.
    public static func speakerNames(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// The items of one category ("Track") the session carries.
    public func items(inCategory title: String) -> [CategoryItem] {
        categoryItems.filter { $0.categoryTitle == title }
    }

    /// "Swift, Server" — the session's track for a row: the items of the category a feed calls
    /// Track (or Tracks, Topic, Stream), nil when the feed has none.
    public var trackNames: String? {
        let names = categoryItems.filter { Self.trackCategoryTitles.contains($0.categoryTitle.lowercased()) }.map(\.name)
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    static let trackCategoryTitles: Set<String> = ["track", "tracks", "topic", "topics", "stream", "streams"]

    /// Whether the two sessions' times overlap (sharing only an end point does not count).
    public func overlaps(_ other: Session) -> Bool {
        guard let startsAt, let endsAt, let otherStart = other.startsAt, let otherEnd = other.endsAt else { return false }
        return startsAt < otherEnd && otherStart < endsAt
    }
}

/// A link a session carries: its slides, its code, an earlier recording, its feedback form.
public struct SessionLink: Sendable, Hashable, Codable {
    public var title: String
    public var url: URL

    public init(title: String, url: URL) {
        self.title = title
        self.url = url
    }
}
