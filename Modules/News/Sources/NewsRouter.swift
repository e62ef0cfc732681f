import Foundation
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and pushes an item's details on the tab's stack.
@MainActor
final class NewsRouter: NewsWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let newsDetails: any NewsDetailsBuilding

    init(newsDetails: any NewsDetailsBuilding) {
        self.newsDetails = newsDetails
    }

    static func assembleModule(news: any NewsReading, schedule: any ScheduleReading, newsDetails: any NewsDetailsBuilding) -> NewsViewController {
        let router = NewsRouter(newsDetails: newsDetails)
        let interactor = NewsInteractor(news: news, schedule: schedule)
        let presenter = NewsPresenter(interactor: interactor, router: router)
        let view = NewsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentNewsDetails(for itemID: String) {
        viewController?.show(newsDetails.makeNewsDetails(itemID: itemID))
    }
}
