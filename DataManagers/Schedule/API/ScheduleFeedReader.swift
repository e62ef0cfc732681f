import Foundation
import ScheduleDataContract

/// Reads a schedule in whichever format it is: the format is told from the bytes
/// (`ScheduleFormatDetector`), then its parser reads them. The one entry for the data manager,
/// the check script and the fuzz targets.
public struct ScheduleFeedReader: Sendable {
    private let context: ParseContext

    /// `timeZone`: the zone the person set (it wins over the feed's); nil: the feed's own.
    /// `feedURL`: where the bytes came from, for messages that name a better address.
    public init(timeZone: TimeZone? = nil, feedURL: URL? = nil) {
        context = ParseContext(configuredTimeZone: timeZone, feedURL: feedURL)
    }

    public func read(_ data: Data) throws(ScheduleFeedError) -> ScheduleFeed {
        try parser(for: ScheduleFormatDetector.format(of: data)).parse(data, context: context)
    }

    /// The format of these bytes, without reading them further.
    public static func format(of data: Data) throws(ScheduleFeedError) -> ScheduleFormat {
        try ScheduleFormatDetector.format(of: data)
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
