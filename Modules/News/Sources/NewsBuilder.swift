import Foundation
import NewsContract
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct NewsBuilder: NewsBuilding {
    private let news: any NewsReading
    private let schedule: any ScheduleReading
    private let newsDetails: any NewsDetailsBuilding

    public init(news: any NewsReading, schedule: any ScheduleReading, newsDetails: any NewsDetailsBuilding) {
        self.news = news
        self.schedule = schedule
        self.newsDetails = newsDetails
    }

    /// The screen is loaded as it is built: as a tab it reads (and counts unread items for its
    /// title) before the person first opens it.
    public func makeNews() -> ViewController {
        let screen = NewsRouter.assembleModule(news: news, schedule: schedule, newsDetails: newsDetails)
        screen.loadViewIfNeeded()
        return screen
    }
}
