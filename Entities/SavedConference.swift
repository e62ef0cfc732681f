import Foundation

/// A conference the person added: what it is called, where its schedule comes from, and the
/// name of its files. The files are named once and kept: the feed may move (a new address of the
/// same schedule) and the favorites stay with the conference.
public struct SavedConference: Sendable, Hashable, Codable {
    public var name: String
    /// The schedule's address (http or https) or a file's path.
    public var feed: String
    /// The zone the person set; nil: the feed's own.
    public var timeZone: TimeZone?
    /// A news feed's address or file.
    public var news: String?
    /// The stem of its files in the data folder (`fosdem-2025` → `fosdem-2025.sqlite`).
    public var store: String
    /// Minutes before a favorite starts that Podium and the exported calendars remind (0: never);
    /// nil: the default, `defaultReminderMinutes`.
    public var reminderMinutes: Int?
    /// Whether reminders also go to the desktop's notifications; nil: yes, where there are any.
    public var desktopNotifications: Bool?
    /// The conference's own server (podium-server, http or https): the Attendees tab and sign-in.
    public var server: String?
    /// Read the feed's clock times as written, in the conference's zone, ignoring the UTC
    /// offsets it writes with them (an exporter that writes the venue's clock as `+00:00`);
    /// nil: the offsets count.
    public var ignoresOffsets: Bool?

    public static let defaultReminderMinutes = 5
    /// A day: a longer lead is not a reminder.
    public static let reminderMinutesRange = 0...1440

    public init(name: String, feed: String, timeZone: TimeZone? = nil, news: String? = nil, store: String,
                reminderMinutes: Int? = nil, desktopNotifications: Bool? = nil, server: String? = nil, ignoresOffsets: Bool? = nil) {
        self.server = server
        self.ignoresOffsets = ignoresOffsets
        self.name = name
        self.feed = feed
        self.timeZone = timeZone
        self.news = news
        self.store = store
        self.reminderMinutes = reminderMinutes
        self.desktopNotifications = desktopNotifications
    }

    /// A file stem from a name: lower-case letters, digits and dashes ("FOSDEM 2025" → "fosdem-2025").
    public static func storeName(for name: String) -> String {
        var stem = ""
        for scalar in name.lowercased().folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                stem.unicodeScalars.append(scalar)
            } else if !stem.isEmpty, stem.last != "-" {
                stem += "-"
            }
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        return String((stem.isEmpty ? "conference" : stem).prefix(60))
    }
}
