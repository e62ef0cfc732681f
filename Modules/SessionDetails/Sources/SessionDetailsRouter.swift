import CalendarServiceContract
import Foundation
import ScheduleDataContract
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link or a calendar file goes to the
/// system's opener, or is shown to copy when there is none.
@MainActor
final class SessionDetailsRouter: SessionDetailsWireframe {
    weak var viewController: ViewController?
    private let opener: any ExternalURLOpening
    private var opening: Task<Void, Never>?

    init(opener: any ExternalURLOpening) {
        self.opener = opener
    }

    isolated deinit { opening?.cancel() }

    static func assembleModule(sessionID: String, store: any ScheduleLocalDataManaging, calendar: any CalendarExporting,
                               localTimeZone: TimeZone, now: @escaping @Sendable () -> Date,
                               opener: any ExternalURLOpening) -> SessionDetailsViewController {
        let router = SessionDetailsRouter(opener: opener)
        let interactor = SessionDetailsInteractor(sessionID: sessionID, store: store, calendar: calendar, now: now)
        let presenter = SessionDetailsPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
        let view = SessionDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func openExternally(_ url: URL) {
        let opener = opener
        handOver({ await opener.open(url) }) { router in
            router.notify("Open this address", "No browser could be started here. Copy the address:\n\n\(url.absoluteString)")
        }
    }

    func showCalendarFile(_ file: URL, title: String) {
        let alert = AlertController(title: "Added to calendar",
                                    message: "\(title)\n\nSaved as \(file.path)\n\nImport it in your calendar application; importing it again updates the event.",
                                    style: .alert)
        alert.addAction(AlertAction(title: "Open in calendar", style: .default) { [weak self] in self?.openCalendarFile(file) })
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        viewController?.present(alert)
    }

    func showProblem(_ title: String, _ message: String) {
        notify(title, message)
    }

    private func openCalendarFile(_ file: URL) {
        let opener = opener
        handOver({ await opener.openFile(file) }) { router in
            router.notify("Import this file", "No calendar application could be started here. Import the file yourself:\n\n\(file.path)")
        }
    }

    /// Leaves the app through `open`; when nothing outside could take it, `otherwise` says what
    /// the person can do instead.
    private func handOver(_ open: @escaping @Sendable () async -> Bool, otherwise: @escaping (SessionDetailsRouter) -> Void) {
        opening = Task { [weak self] in
            let opened = await open()
            if !opened, let self { otherwise(self) }
        }
    }

    /// An alert with only OK.
    private func notify(_ title: String, _ message: String) {
        viewController?.present(AlertController.notice(title: title, message: message))
    }
}
