import FeedFetcher
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager
import Synchronizer
import SynchronizerContract

/// The composition root: builds each part with exactly what it depends on.
struct Composition {
    let source: ConferenceSource
    let store: any ScheduleLocalDataManaging
    let synchronizer: any Synchronizing

    init(source: ConferenceSource) throws {
        self.source = source
        let store = try ScheduleLocalDataManager(path: source.storePath, conferenceName: source.name, timeZone: source.timeZone)
        let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: source.feedURL, conferenceTimeZone: source.timeZone)
        self.store = store
        synchronizer = Synchronizer(api: api, store: store)
    }
}
