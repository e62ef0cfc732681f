import Entities
import Foundation
import LiveData
import NewsDataContract
import ScheduleDataContract

/// News details' use cases: the item, read now and after every change of the news; opening it
/// marks it read, once; `u` marks it unread.
@MainActor
final class NewsDetailsInteractor: NewsDetailsUseCase {
    weak var output: NewsDetailsInteractorOutput?
    private let itemID: String
    private let news: any NewsItemReading & ReadMarkWriting
    private let schedule: any ConferenceReading
    private var reading: LiveRead?
    private var marking: Task<Void, Never>?
    /// Marked read when first shown; after that the person's `u` stands.
    private var hasMarkedRead = false

    init(itemID: String, news: any NewsItemReading & ReadMarkWriting, schedule: any ConferenceReading) {
        self.itemID = itemID
        self.news = news
        self.schedule = schedule
    }

    isolated deinit { marking?.cancel() }

    func load() {
        let (news, schedule, id) = (news, schedule, itemID)
        reading = news.live(on: NewsDataChange.any) {
            (item: try await news.item(id: id),
             // Dates on the conference's clock, like the agenda's (UTC before the schedule's first sync).
             zone: try await schedule.conference()?.timeZone ?? TimeZone(identifier: "UTC")!)
        } deliver: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let read):
                guard let item = read.item else { return output?.didNotFindItem() ?? () }
                output?.didLoad(item, timeZone: read.zone)
                if !hasMarkedRead {
                    hasMarkedRead = true
                    if !item.isRead { setRead(true) }
                }
            case .failure(let error):
                output?.didFail("cannot read the news: \(error)")
            }
        }
    }

    func markUnread() {
        hasMarkedRead = true
        setRead(false)
    }

    private func setRead(_ isRead: Bool) {
        let (news, id) = (news, itemID)
        marking = Task { [weak self] in
            do {
                try await news.setRead(id, isRead)
            } catch {
                self?.output?.didFail("cannot save the read mark: \(error)")
            }
        }
    }
}
