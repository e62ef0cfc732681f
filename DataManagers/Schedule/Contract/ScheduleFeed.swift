import Entities
import Foundation

/// A schedule feed, read and checked: everything the local store needs to apply it.
public struct ScheduleFeed: Sendable, Hashable {
    public var sessions: [Session]
    public var speakers: [Speaker]
    public var rooms: [Room]
    public var categories: [Category]
    /// What was wrong but could be dropped (a reference to a room that does not exist…).
    public var warnings: [FeedWarning]
    /// What the feed says of its conference, and how its times were read.
    public var conference: FeedConference

    public init(sessions: [Session], speakers: [Speaker], rooms: [Room], categories: [Category], warnings: [FeedWarning] = [],
                conference: FeedConference = FeedConference(format: .sessionize)) {
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
        self.warnings = warnings
        self.conference = conference
    }
}

/// What a feed says of its conference, and the zone its clock times were read in.
public struct FeedConference: Sendable, Hashable {
    public var format: ScheduleFormat
    /// The conference's name as the feed gives it ("FOSDEM 2025"), if it does.
    public var title: String?
    /// Where the conference's clocks are: naive times were read in it, and days are counted in
    /// it. Nil only when nothing in the feed needed one (no scheduled sessions yet).
    public var timeZone: TimeZone?
    /// Where `timeZone` came from.
    public var timeZoneSource: TimeZoneSource?
    /// The program that wrote the feed, as it names itself ("pretalx"), lower case.
    public var generator: String?

    public init(format: ScheduleFormat, title: String? = nil, timeZone: TimeZone? = nil, timeZoneSource: TimeZoneSource? = nil,
                generator: String? = nil) {
        self.generator = generator
        self.format = format
        self.title = title
        self.timeZone = timeZone
        self.timeZoneSource = timeZoneSource
    }
}

/// The schedule formats Podium reads, each recognised from the content.
public enum ScheduleFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Sessionize's "All" view (`/api/v2/ID/view/All`).
    case sessionize
    /// The frab / Pentabarf schedule XML: FOSDEM, CCC, pretalx, wafer, OSEM.
    case frabXML = "frab-xml"
    /// The frab / pretalx schedule JSON (the c3voc schema).
    case frabJSON = "frab-json"
    /// iCalendar (RFC 5545): pretalx, Indico, Sched, any calendar.
    case iCalendar = "icalendar"

    /// "frab XML", as lists and messages name it.
    public var displayName: String {
        switch self {
        case .sessionize: "Sessionize"
        case .frabXML: "frab XML"
        case .frabJSON: "frab JSON"
        case .iCalendar: "iCalendar"
        }
    }
}

/// Where a schedule's time zone came from.
public enum TimeZoneSource: String, Sendable, Hashable, Codable {
    /// The person set it (`--timezone`, the conferences file): it wins over the feed.
    case configured
    /// The feed names it (frab `time_zone_name`, iCalendar `X-WR-TIMEZONE` or `TZID`).
    case declared
    /// The feed names none, but writes every time with the same UTC offset.
    case offsets
    /// The feed names none and writes every time in UTC: shown in UTC.
    case utc
    /// The feed names no zone but the city it is in, and a zone is named after that city.
    case city
}

/// Something in a feed that was dropped rather than rejected, and where it was.
public struct FeedWarning: Sendable, Hashable, CustomStringConvertible {
    /// A path into the feed: `sessions[12].roomId`.
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }

    /// The path of what a feed's zone means (none named, offsets that are not the venue's
    /// clock): a setting's, said when the conference is added, not again at every sync.
    public static let zonePath = "(zone)"

    public var isAboutZone: Bool { path == Self.zonePath }
}
