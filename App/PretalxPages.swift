import Entities
import FeedFetcher
import Formatting
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract

/// A pretalx page or instance as `podium add` and `podium find` reach it (asked of pretalx's
/// API), and an instance's events as lines a person can add from.
enum PretalxPages {
    static func discovery(timeout: Duration) -> any PretalxFinding {
        PretalxDiscovery(fetcher: FeedFetcher(), timeout: timeout)
    }

    /// "  democon      DemoCon    Mon 30 Nov – Wed 2 Dec 2026   podium add https://pretalx.example/democon/".
    static func lines(_ events: [PretalxEventListing]) -> [String] {
        let slugWidth = min(events.map(\.event.slug.count).max() ?? 0, 30)
        let nameWidth = min(events.map(\.name.count).max() ?? 0, 40)
        return events.map { listing in
            let dates = listing.firstDay.map { first in ConferenceDates.range(first, listing.lastDay ?? first) } ?? "no dates yet"
            let name = listing.name.count > nameWidth ? String(listing.name.prefix(nameWidth - 1)) + "…" : listing.name
            return "  " + listing.event.slug.padding(toLength: slugWidth, withPad: " ", startingAt: 0) + "  "
                + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + dates.padding(toLength: 28, withPad: " ", startingAt: 0)
                + "  podium add \(ShellQuoting.word(listing.event.page.absoluteString))"
        }
    }
}
