import ExternalOpenerContract
import Foundation
import NewsDataContract
import ScheduleDataContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link to the external opener, a link
/// copied; alerts over the screen.
@MainActor
final class NewsDetailsRouter: NewsDetailsWireframe {
    weak var viewController: ViewController?
    private let opener: any ExternalOpening
    private var opening: Task<Void, Never>?

    init(opener: any ExternalOpening) {
        self.opener = opener
    }

    isolated deinit { opening?.cancel() }

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

    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        opening = opener.handOver(url, otherwise: otherwise)
    }

    func showProblem(_ title: String, _ message: String) {
        viewController?.present(AlertController.notice(title: title, message: message))
    }

    func share(_ link: URL) {
        ShareAlert.copy(link.absoluteString, from: viewController)
    }
}
