import NewsContract
import NewsDataContract
import NewsDetailsContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct NewsBuilder: NewsBuilding {
    private let make: @MainActor () -> ViewController

    public init(news: any NewsListReading & ReadMarkWriting, schedule: any ConferenceReading, newsDetails: any NewsDetailsBuilding) {
        make = {
            let router = NewsRouter(newsDetails: newsDetails)
            let interactor = NewsInteractor(news: news, schedule: schedule)
            let presenter = NewsPresenter(interactor: interactor, router: router)
            let view = NewsViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            // Loaded as it is built: as a tab it reads (and counts unread items for its title)
            // before the person first opens it.
            view.loadViewIfNeeded()
            return view
        }
    }

    public func makeNews() -> ViewController { make() }
}
