import Foundation

/// What `podium set` changes of a saved conference; nil leaves a setting as it is.
public struct ConferenceChanges: Sendable, Hashable {
    public enum Zone: Sendable, Hashable {
        /// The zone the feed names.
        case feed
        case named(TimeZone)
    }

    public enum News: Sendable, Hashable {
        case none
        /// `kept`: the address as the file keeps it; `shown`: as a message says it.
        case feed(kept: String, shown: String)
    }

    public var timeZone: Zone?
    public var news: News?
    /// Minutes before a favorite starts to remind; 0: never.
    public var reminderMinutes: Int?
    public var name: String?

    public init(timeZone: Zone? = nil, news: News? = nil, reminderMinutes: Int? = nil, name: String? = nil) {
        self.timeZone = timeZone
        self.news = news
        self.reminderMinutes = reminderMinutes
        self.name = name
    }
}
