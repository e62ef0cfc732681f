/// One choice in an alert or action sheet.
public struct AlertAction {
    public enum Style: Sendable { case `default`, cancel, destructive }

    public let title: String
    public let style: Style
    let handler: (@MainActor () -> Void)?

    public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert (message and a row of buttons) or an action sheet (a list of choices), like
/// UIAlertController. Presented as a sheet; ←/→, ↑/↓ (h/l, k/j) and Tab move between actions,
/// Enter chooses, Esc chooses the cancel action (or just closes).
@MainActor
public final class AlertController: ViewController {
    public enum Style: Sendable { case alert, actionSheet }

    public let message: String?
    public let style: Style
    public private(set) var actions: [AlertAction] = []
    private var buttons: [Button] = []

    public init(title: String?, message: String?, style: Style) {
        self.message = message
        self.style = style
        super.init()
        self.title = title
        modalPresentationStyle = .sheet
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// An alert that only informs: a title, a message and OK.
    public static func notice(title: String, message: String) -> AlertController {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        return alert
    }

    /// An alert offering one thing to do, and OK.
    public static func offer(title: String, message: String, action: String, perform: @escaping @MainActor () -> Void) -> AlertController {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: action, style: .default) { perform() })
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        return alert
    }

    override public var preferredContentSize: Size? {
        let messageWidth = min(56, max(24, TextWidth.of(message ?? "")))
        let messageLines = message.map { TextLayout.wrap($0, width: messageWidth).count } ?? 0
        let actionWidth = actions.map { TextWidth.of($0.title) + 4 }
        switch style {
        case .alert:
            let width = max(messageWidth, actionWidth.reduce(0, +) + 2 * max(0, actions.count - 1), TextWidth.of(title ?? "") + 4)
            return Size(width: width, height: messageLines + (messageLines > 0 ? 1 : 0) + 1)
        case .actionSheet:
            let width = max(messageWidth, actionWidth.max() ?? 0, TextWidth.of(title ?? "") + 4)
            return Size(width: width, height: messageLines + (messageLines > 0 ? 1 : 0) + actions.count)
        }
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        let column = StackView(axis: .vertical, spacing: 0)
        if let message {
            column.addArrangedSubview(Label(message), length: .fit)
            column.addArrangedSubview(View(), length: .fixed(1))
        }
        let row = StackView(axis: style == .alert ? .horizontal : .vertical, spacing: style == .alert ? 2 : 0)
        for action in actions {
            let button = Button(action.title) { [weak self] in self?.choose(action) }
            buttons.append(button)
            row.addArrangedSubview(button, length: .fit)
        }
        column.addArrangedSubview(row, length: .flexible())
        view.addSubview(column)
        self.column = column
    }

    private var column: StackView?

    override public func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in self?.column?.frame = bounds })
    }

    /// Focus starts on the first default action, else the cancel action: never on a
    /// destructive one, so Enter right after the alert appears destroys nothing.
    override public var preferredFocusView: View? {
        let index = actions.firstIndex { $0.style == .default } ?? actions.firstIndex { $0.style == .cancel } ?? 0
        return buttons.indices.contains(index) ? buttons[index] : nil
    }

    private func choose(_ action: AlertAction) {
        dismiss()
        action.handler?()
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) } else { dismiss() }
            return true
        case .left, .up, .right, .down, .character("h"), .character("k"), .character("l"), .character("j"):
            let forward = [Key.right, .down, .character("l"), .character("j")].contains(key)
            guard let focused = window?.focusedView as? Button, let index = buttons.firstIndex(where: { $0 === focused }) else { return false }
            buttons[(index + (forward ? 1 : buttons.count - 1)) % buttons.count].becomeFocused()
            return true
        default:
            return super.handle(key)
        }
    }
}
