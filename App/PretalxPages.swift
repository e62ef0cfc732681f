import Entities
import FeedFetcher
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract

/// A pretalx page or instance as `podium add` and `podium find` take it: what it is (asked of
/// pretalx's API), and an instance's events as lines a person can add from.
enum PretalxPages {
    static func discovery(timeout: Duration) -> PretalxDiscovery {
        PretalxDiscovery(fetcher: FeedFetcher(), timeout: timeout)
    }

    /// Whether a first fetch's failure says "this is no feed" (a page, a wrong address), after
    /// which the address may still be a pretalx page; a network's failure says nothing of that.
    static func mayBeAPage(_ error: ScheduleFetchError) -> Bool {
        switch error {
        case .feed: true
        case .fetch(.httpStatus(let status, _)): [400, 403, 404, 405, 406, 410].contains(status)
        case .fetch(.unexpectedContentType): true
        default: false
        }
    }

    /// Whether an address is one of pretalx's export files itself (what the person chose, kept
    /// as it is), rather than a page.
    static func namesAnExport(_ url: URL) -> Bool {
        let last = url.lastPathComponent.lowercased()
        return last.hasPrefix("schedule.") || url.pathComponents.contains("export") || url.pathComponents.contains("widgets")
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

    /// The words for an address that is neither a feed nor a pretalx page.
    static func nothing(at address: URL, reading error: any Error, asked: [URL]) -> String {
        let looked = asked.prefix(3).map(\.absoluteString).joined(separator: ", ")
        return "found no schedule at \(address.withoutCredentials): \(error); it is no pretalx event or instance either (asked \(looked))"
    }
}
