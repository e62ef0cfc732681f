import Foundation

/// What a Giggity menu entry says of a conference: where its schedule is, its title and its
/// zone (each checked: an http(s) address, one line, an IANA zone).
public struct SchedulePointer: Sendable, Hashable {
    public var url: URL
    public var title: String?
    public var timeZone: TimeZone?

    public init(url: URL, title: String? = nil, timeZone: TimeZone? = nil) {
        self.url = url
        self.title = title
        self.timeZone = timeZone
    }
}
