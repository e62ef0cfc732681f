import Foundation

/// What `podium add` was asked to add: a schedule's address (a feed, an export, an event's or a
/// schedule's web page, a Giggity menu entry) or file, and what the person set beside it.
public struct ConferenceAddition: Sendable {
    public var address: URL
    /// The name the person gave; nil: the feed's title.
    public var name: String?
    /// The zone the person set; nil: the feed's.
    public var timeZone: TimeZone?
    public var ignoresOffsets: Bool
    /// A news feed's address or file, as the conferences file keeps it.
    public var news: String?
    /// The conference's podium-server, as the conferences file keeps it.
    public var server: String?

    public init(address: URL, name: String? = nil, timeZone: TimeZone? = nil, ignoresOffsets: Bool = false, news: String? = nil,
                server: String? = nil) {
        self.address = address
        self.name = name
        self.timeZone = timeZone
        self.ignoresOffsets = ignoresOffsets
        self.news = news
        self.server = server
    }
}
