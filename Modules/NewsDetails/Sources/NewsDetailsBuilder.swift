import ExternalOpenerContract
import Foundation
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct NewsDetailsBuilder: NewsDetailsBuilding {
    private let news: any NewsReading
    private let schedule: any ScheduleReading
    private let opener: any ExternalOpening

    public init(news: any NewsReading, schedule: any ScheduleReading, opener: any ExternalOpening) {
        self.news = news
        self.schedule = schedule
        self.opener = opener
    }

    public func makeNewsDetails(itemID: String) -> ViewController {
        NewsDetailsRouter.assembleModule(itemID: itemID, news: news, schedule: schedule, opener: opener)
    }
}
