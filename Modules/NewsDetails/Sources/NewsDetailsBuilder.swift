import ExternalOpenerContract
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct NewsDetailsBuilder: NewsDetailsBuilding {
    private let make: @MainActor (String) -> ViewController

    public init(news: any NewsItemReading & ReadMarkWriting, schedule: any ConferenceReading, opener: any ExternalOpening) {
        make = { itemID in
            let router = NewsDetailsRouter(opener: opener)
            let interactor = NewsDetailsInteractor(itemID: itemID, news: news, schedule: schedule)
            let presenter = NewsDetailsPresenter(interactor: interactor, router: router)
            let view = NewsDetailsViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeNewsDetails(itemID: String) -> ViewController { make(itemID) }
}
