import Entities
import Foundation
import LiveData
import NewsDataContract
import ScheduleDataContract

/// News's use case over the news store: every item with its read mark, newest first, read now
/// and again whenever a sync brings news or an item is read.
@MainActor
final class NewsInteractor: NewsUseCase {
    weak var output: NewsInteractorOutput?
    private let news: any NewsListReading & ReadMarkWriting
    private let schedule: any ConferenceReading
    private var reading: LiveRead?

    init(news: any NewsListReading & ReadMarkWriting, schedule: any ConferenceReading) {
        self.news = news
        self.schedule = schedule
    }

    func start() {
        let (news, schedule) = (news, schedule)
        reading = news.live(on: NewsDataChange.any) {
            (items: try await news.items(),
             // Dates on the conference's clock, like the agenda's (UTC before the schedule's first sync).
             zone: try await schedule.conference()?.timeZone ?? TimeZone(identifier: "UTC")!)
        } deliver: { [weak self] read in
            self?.output?.didLoad(read.items, timeZone: read.zone)
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the news: \(error)")
        }
    }

    func markRead(_ itemIDs: [String]) {
        let news = news
        Task { [weak self] in
            do {
                for id in itemIDs { try await news.setRead(id, true) }
            } catch {
                // The live read shows what was marked before the failure.
                self?.output?.didFailToMarkRead("cannot mark the news read: \(error)")
            }
        }
    }
}
