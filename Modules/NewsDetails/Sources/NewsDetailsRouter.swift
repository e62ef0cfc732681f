import ExternalOpenerContract
import Foundation
import NewsDataContract
import ScheduleDataContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link to the external opener, a link
/// copied; alerts over the screen.
@MainActor
final class NewsDetailsRouter: NewsDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    let handOver: HandOverKeeper

    init(opener: any ExternalOpening) {
        handOver = HandOverKeeper(opener: opener)
    }

    static func assembleModule(itemID: String, news: any NewsReading, schedule: any ScheduleReading,
                               opener: any ExternalOpening) -> NewsDetailsViewController {
        let router = NewsDetailsRouter(opener: opener)
        let interactor = NewsDetailsInteractor(itemID: itemID, news: news, schedule: schedule)
        let presenter = NewsDetailsPresenter(interactor: interactor, router: router)
        let view = NewsDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
