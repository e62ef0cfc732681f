import Foundation
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import SharedScreens
import TerminalUI

/// Pushes an item's details on the tab's stack.
@MainActor
final class NewsRouter: NewsWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let newsDetails: any NewsDetailsBuilding

    init(newsDetails: any NewsDetailsBuilding) {
        self.newsDetails = newsDetails
    }

    func presentNewsDetails(for itemID: String) {
        viewController?.show(newsDetails.makeNewsDetails(itemID: itemID))
    }
}
