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
        canvas.onClick = { [weak self] click in
            guard let self else { return }
            switch click {
            case .day(let index): presenter.didChooseDay(index)
            case .session(let id): presenter.didChoose(id)
            case .wheel(let down): presenter.didMove(down ? .down : .up)
            }
        }
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(actions: [.roomBefore, .roomAfter], title: "The room before or after", label: "← →") { [weak self] index in
                self?.presenter.didMove(index == 0 ? .left : .right)
            },
            KeyCommand(actions: [.sessionBefore, .sessionAfter], title: "The session before or after in the room", label: "↑ ↓") { [weak self] index in
                self?.presenter.didMove(index == 0 ? .up : .down)
            },
            KeyCommand(actions: [.earlier, .later], title: "An hour earlier or later", label: "PgUp PgDn") { [weak self] index in
                self?.presenter.didMove(index == 0 ? .pageUp : .pageDown)
            },
            // ← → are the rooms' here; the days keep [ ].
            KeyCommand(actions: [.previousDay, .nextDay], title: "Previous or next day", label: "[ ]") { [weak self] index in
                self?.presenter.didMoveDay(by: index == 0 ? -1 : 1)
            },
            KeyCommand(.now, title: "Back to now") { [weak self] in self?.presenter.didAskForNow() },
            KeyCommand(.open, title: "Open the session") { [weak self] in self?.presenter.didChooseSelected() },
            KeyCommand(.favorite, title: "Add to or remove from My schedule") { [weak self] in self?.presenter.didToggleFavorite() },
            KeyCommand(.filters, title: "Filters") { [weak self] in self?.presenter.didAskForFilters() },
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
