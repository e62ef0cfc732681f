import Foundation
import ScheduleDataContract

/// One schedule format's parser: bytes in, a checked `ScheduleFeed` out, or the reason why not.
/// `ScheduleFeedReader` picks the parser by what the bytes are, never by the address.
/// `package`: the fuzz targets (scripts/FuzzTargets) drive each parser directly.
package protocol ScheduleParsing: Sendable {
    func parse(_ data: Data, context: ParseContext) throws(ScheduleFeedError) -> ScheduleFeed
}

/// What a parser may need beyond the bytes.
package struct ParseContext: Sendable {
    /// The zone the person set; nil: the feed's own.
    package var configuredTimeZone: TimeZone?
    /// Where the feed came from, to name the right Sessionize view in a message and to resolve
    /// relative links against.
    package var feedURL: URL?
    /// Read the clock times as written, in the conference's zone, ignoring the UTC offsets the
    /// feed writes with them (a feed that writes the venue's clock with a wrong offset).
    package var ignoresOffsets = false

    package init(configuredTimeZone: TimeZone?, feedURL: URL?, ignoresOffsets: Bool = false) {
        self.configuredTimeZone = configuredTimeZone
        self.feedURL = feedURL
        self.ignoresOffsets = ignoresOffsets
    }
}
