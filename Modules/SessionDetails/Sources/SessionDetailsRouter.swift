import CalendarServiceContract
import ExternalOpenerContract
import Foundation
import ScheduleDataContract
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link or a calendar file goes to the
/// external-opener service; alerts go over the screen.
@MainActor
final class SessionDetailsRouter: SessionDetailsWireframe {
    weak var viewController: ViewController?
    private let opener: any ExternalOpening
    private var opening: Task<Void, Never>?

    init(opener: any ExternalOpening) {
        self.opener = opener
    }

    isolated deinit { opening?.cancel() }

    static func assembleModule(sessionID: String, schedule: any ScheduleReading, favorites: any FavoritesWriting,
                               calendar: any CalendarExporting, opener: any ExternalOpening,
                               localTimeZone: TimeZone, now: @escaping @Sendable () -> Date) -> SessionDetailsViewController {
        let router = SessionDetailsRouter(opener: opener)
        let interactor = SessionDetailsInteractor(sessionID: sessionID, schedule: schedule, favorites: favorites, calendar: calendar, now: now)
        let presenter = SessionDetailsPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
        let view = SessionDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        let opener = opener
        handOver({ await opener.open(url) }, otherwise: otherwise)
    }

    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        let opener = opener
        handOver({ await opener.openFile(file) }, otherwise: otherwise)
    }

    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: action, style: .default) { perform() })
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        viewController?.present(alert)
    }

    func showProblem(_ title: String, _ message: String) {
        viewController?.present(AlertController.notice(title: title, message: message))
    }

    /// Leaves the app through `open`; `otherwise` when nothing outside could take it (and the
    /// screen is still there to say so).
    private func handOver(_ open: @escaping @Sendable () async -> Bool, otherwise: @escaping @MainActor () -> Void) {
        opening = Task { [weak self] in
            let opened = await open()
            if !opened, self != nil { otherwise() }
        }
    }
}
