import FeedFetcher
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager

/// The real thing the floor is compared with: fetch the file, parse and check it, apply it.
struct MeasuredSync {
    let feedURL: URL
    let timeZone: TimeZone

    /// An empty store, made outside the measured time.
    func prepare(in directory: String) throws -> ScheduleLocalDataManager {
        try ScheduleLocalDataManager(path: "\(directory)/schedule.sqlite", conferenceName: "Bench", timeZone: timeZone)
    }

    func run(into store: ScheduleLocalDataManager) async throws -> ScheduleApplyReport {
        let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: feedURL, conferenceTimeZone: timeZone)
        guard case .feed(let feed, let validators) = try await api.fetchSchedule(ifChangedSince: nil) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: feedURL.path])
        }
        return try await store.apply(feed, validators: validators, at: Date(), shrink: .accept).report!
    }
}
