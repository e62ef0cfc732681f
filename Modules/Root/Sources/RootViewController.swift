import Styleguide
import TerminalUI

/// The app's frame: a tab per screen module along the top, the sync status along the bottom.
@MainActor
final class RootViewController: TabBarController, RootView {
    let presenter: RootPresentation
    private let statusLine = StatusLine(trailing: "s sync · ? keys · q quit ")
    private var notes: [String] = []
    private var canAcceptShrink = false
    private let reminderBanner = HintedLines(base: Theme.banner)

    init(presenter: RootPresentation, tabs: [ViewController]) {
        self.presenter = presenter
        super.init(viewControllers: tabs)
        title = "Podium"
        statusView = statusLine
        reminderBanner.isHidden = true
        bannerView = reminderBanner
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        var commands = super.keyCommands + [KeyCommand(.sync, title: "Sync now") { [weak self] in self?.presenter.didAskToSyncNow() }]
        if canAcceptShrink {
            commands.append(KeyCommand(.acceptHeldBack, title: "Apply the held-back feed") { [weak self] in self?.presenter.didAskToAcceptShrink() })
        }
        return commands
    }

    override var helpNotes: [String] { notes }

    /// While the banner shows, Enter and Esc are its: whatever screen is on show hears them after.
    override func handleBeforeFocusedView(_ key: Key) -> Bool {
        guard !reminderBanner.isHidden else { return false }
        if keyBindings.key(key, asks: .open) {
            presenter.didChooseReminder()
        } else if keyBindings.key(key, asks: .close) {
            presenter.didDismissReminders()
        } else {
            return false
        }
        return true
    }

    func showReminders(_ lines: [ReminderBannerLine]) {
        reminderBanner.rows = lines.map { HintedLines.Row(text: StyledText($0.text), hint: $0.keys.map { StyledText("\($0) ") } ?? "") }
        setBannerHidden(lines.isEmpty)
        window?.setNeedsDisplay()
    }

    func showStatus(_ status: RootStatusModel) {
        statusLine.leading = StyledText(status.text, style: status.isProblem ? Theme.problem : .plain)
        notes = status.helpNotes
        canAcceptShrink = status.canAcceptShrink
    }
}
