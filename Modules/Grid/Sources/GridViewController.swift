import SharedScreens
import Styleguide
import TerminalUI

/// The Grid screen: a day with rooms side by side and time running down (GridCanvas), or a
/// message where there is nothing to show.
@MainActor
final class GridViewController: ViewController, GridView {
    let presenter: GridPresentation
    private let content = StackView(axis: .vertical)
    private let messageLabel = Label("", style: Theme.secondary)
    let canvas = GridCanvas()

    init(presenter: GridPresentation) {
        self.presenter = presenter
        super.init()
        title = "Grid"
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(canvas, length: .flexible())
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(keys: [.left, .right], title: "The room before or after", label: "← →") { [weak self] key in
                self?.presenter.didMove(key == .left ? .left : .right)
            },
            KeyCommand(keys: [.up, .down], title: "The session before or after in the room", label: "↑ ↓") { [weak self] key in
                self?.presenter.didMove(key == .up ? .up : .down)
            },
            KeyCommand(keys: [.pageUp, .pageDown], title: "An hour earlier or later", label: "PgUp PgDn") { [weak self] key in
                self?.presenter.didMove(key == .pageUp ? .pageUp : .pageDown)
            },
            KeyCommand(keys: [.character("["), .character("]")], title: "Previous or next day", label: "[ ]") { [weak self] key in
                self?.presenter.didMoveDay(by: key == .character("[") ? -1 : 1)
            },
            KeyCommand(.enter, title: "Open the session") { [weak self] in self?.presenter.didChooseSelected() },
            KeyCommand(.character("*"), title: "Add to or remove from My schedule") { [weak self] in self?.presenter.didToggleFavorite() },
            KeyCommand(.character("f"), title: "Filters") { [weak self] in self?.presenter.didAskForFilters() },
        ]
    }

    // MARK: GridView

    func show(_ model: GridViewModel) {
        title = model.title
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        canvas.model = model
        view.setNeedsLayout()
    }
}
