import Styleguide
import TerminalUI

/// The app's frame: a tab per screen module along the top, the sync status along the bottom.
@MainActor
final class RootViewController: TabBarController, RootView {
    let presenter: RootPresentation
    private let statusLine = StatusLine(trailing: "s sync · ? keys · q quit ")
    private var notes: [String] = []
    private var canAcceptShrink = false

    init(presenter: RootPresentation, tabs: [ViewController]) {
        self.presenter = presenter
        super.init(viewControllers: tabs)
        title = "Podium"
        statusView = statusLine
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        var commands = super.keyCommands + [KeyCommand(.character("s"), title: "Sync now") { [weak self] in self?.presenter.didAskToSyncNow() }]
        if canAcceptShrink {
            commands.append(KeyCommand(.character("A"), title: "Apply the held-back feed") { [weak self] in self?.presenter.didAskToAcceptShrink() })
        }
        return commands
    }

    override var helpNotes: [String] { notes }

    func showStatus(_ status: RootStatusModel) {
        statusLine.leading = StyledText(status.text, style: status.isProblem ? Theme.problem : .plain)
        notes = status.helpNotes
        canAcceptShrink = status.canAcceptShrink
    }
}
