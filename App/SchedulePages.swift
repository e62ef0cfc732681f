import ConferencesDataContract
import Entities
import FeedFetcher
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract

/// A web page as `podium add` takes it when it is no feed and no pretalx page: the exports it
/// links (`SchedulePageDiscovery`), tried best first, and the words when it links none.
enum SchedulePages {
    static func discovery(timeout: Duration) -> SchedulePageDiscovery {
        SchedulePageDiscovery(fetcher: FeedFetcher(), timeout: timeout)
    }

    /// The words for an address that is no feed, links no export and is no pretalx page.
    static func nothing(at address: URL, reading error: any Error, found: SchedulePageDiscovery.Found, asked: [URL]) -> String {
        let looked = asked.prefix(2).map(\.absoluteString).joined(separator: ", ")
        guard found.pageAnswered else {
            // No page to read (a 404, a refusal): nothing on it can be said to be missing.
            return "found no schedule at \(address.withoutCredentials): \(error); it is no pretalx event or instance either (asked \(looked))"
        }
        let page = found.pagesRead.count > 1 ? "it and the schedule page it links (\(found.pagesRead[1].withoutCredentials)) link" : "it links"
        return "found no schedule at \(address.withoutCredentials): \(error); \(page) no schedule export (.xml, .json, .ics), "
            + "and it is no pretalx event or instance (asked \(looked)); give the export's own address"
    }
}

extension AddCommand {
    /// The first of a page's exports that reads as a schedule, with the conference it would
    /// be; nil when none does. An export added already is said so, as for its own address.
    func linkedSchedule(_ found: SchedulePageDiscovery.Found, page: URL, zone: TimeZone?, in list: ConferenceList,
                        dataDirectory: String) async throws -> (URL, SavedConference, FirstFetch)? {
        for export in found.exports {
            let conference = try savedConference(export, zone: zone, in: list)
            guard let fetched = try? await firstFetch(conference, dataDirectory: dataDirectory), case .schedule(.feed) = fetched else { continue }
            Self.voice.note("\(FeedOptions.shown(page.absoluteString)) is a web page: subscribing to the schedule it links, "
                            + FeedOptions.shown(export.absoluteString))
            return (export, conference, fetched)
        }
        return nil
    }
}
