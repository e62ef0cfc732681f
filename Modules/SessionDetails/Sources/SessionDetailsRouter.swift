import Foundation
import ScheduleDataContract
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link goes to the system's opener, or
/// is shown to copy when there is none.
@MainActor
final class SessionDetailsRouter: SessionDetailsWireframe {
    weak var viewController: ViewController?
    private let opener: any ExternalURLOpening
    private var opening: Task<Void, Never>?

    init(opener: any ExternalURLOpening) {
        self.opener = opener
    }

    isolated deinit { opening?.cancel() }

    static func assembleModule(sessionID: String, store: any ScheduleLocalDataManaging, conferenceTimeZone: TimeZone,
                               localTimeZone: TimeZone, now: @escaping @Sendable () -> Date,
                               opener: any ExternalURLOpening) -> SessionDetailsViewController {
        let router = SessionDetailsRouter(opener: opener)
        let interactor = SessionDetailsInteractor(sessionID: sessionID, store: store, now: now)
        let presenter = SessionDetailsPresenter(interactor: interactor, router: router, conferenceTimeZone: conferenceTimeZone,
                                                localTimeZone: localTimeZone)
        let view = SessionDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func openExternally(_ url: URL) {
        let opener = opener
        opening = Task { [weak self] in
            let opened = await opener.open(url)
            if !opened { self?.showAddress(url) }
        }
    }

    private func showAddress(_ url: URL) {
        let alert = AlertController(title: "Open this address", message: "No browser could be started here. Copy the address:\n\n\(url.absoluteString)",
                                    style: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        viewController?.present(alert)
    }
}
