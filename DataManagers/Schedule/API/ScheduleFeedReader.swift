import Foundation
import ScheduleDataContract

/// Reads a schedule in whichever format it is: the format is told from the bytes
/// (`ScheduleFormatDetector`), then its parser reads them. The one entry for the data manager,
/// the check script and the fuzz targets.
public struct ScheduleFeedReader: Sendable {
    private let context: ParseContext

    /// `timeZone`: the zone the person set (it wins over the feed's); nil: the feed's own.
    /// `feedURL`: where the bytes came from, for messages that name a better address and for
    /// resolving relative links. `ignoringOffsets`: read the clock times as written, in
    /// `timeZone` (or the zone the feed names), ignoring the UTC offsets written with them.
    public init(timeZone: TimeZone? = nil, feedURL: URL? = nil, ignoringOffsets: Bool = false) {
        context = ParseContext(configuredTimeZone: timeZone, feedURL: feedURL, ignoresOffsets: ignoringOffsets)
    }

    /// The schedule in `data`; a Giggity menu entry is answered with `.pointer`, saying where
    /// the schedule is.
    public func read(_ data: Data) throws(ScheduleFeedError) -> ScheduleFeed {
        let format = try ScheduleFormatDetector.format(of: data, feedURL: context.feedURL)
        if format == .sessionize, MenuEntry.isEntry(data) { throw .pointer(try MenuEntry.pointer(in: data)) }
        if format == .iCalendar, case .behindComments(let start)? = CommentedCalendar.find(in: data) {
            // A page template's comment before the calendar: the calendar is whole behind it.
            var feed = try parser(for: format).parse(data.suffix(from: start), context: context)
            feed.warnings.insert(FeedWarning(path: "(feed)", message: "the calendar begins after an HTML comment (<!-- … -->), which was skipped"), at: 0)
            return feed
        }
        return try parser(for: format).parse(data, context: context)
    }

    /// The format of these bytes, without reading them further.
    public static func format(of data: Data) throws(ScheduleFeedError) -> ScheduleFormat {
        try ScheduleFormatDetector.format(of: data, feedURL: nil)
    }

    private func parser(for format: ScheduleFormat) -> any ScheduleParsing {
        switch format {
        case .sessionize: SessionizeFeedParser(conferenceTimeZone: nil)
        case .frabXML: FrabXMLParser()
        case .frabJSON: FrabJSONParser()
        case .iCalendar: ICalendarParser()
        }
    }
}
