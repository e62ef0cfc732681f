/// Tabs along the top; each tab is usually a NavigationController with its own stack.
/// Number keys choose a tab, Tab and Shift-Tab step through them.
@MainActor
open class TabBarController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public private(set) var selectedIndex = 0

    /// A one-line view along the bottom (a status line), shown under every tab.
    public var statusView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let statusView, isViewLoaded { view.addSubview(statusView) }
        }
    }

    /// A notice just above the status line (a reminder), as tall as it asks to be; hidden
    /// while `isHidden`, when the tab gets its lines back.
    public var bannerView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let bannerView, isViewLoaded { view.addSubview(bannerView) }
        }
    }

    public init(viewControllers: [ViewController]) {
        super.init()
        setViewControllers(viewControllers)
    }

    public func setViewControllers(_ controllers: [ViewController]) {
        let old = selectedViewController
        for controller in viewControllers { controller.removeFromParent() }
        viewControllers = controllers
        for controller in controllers { addChild(controller) }
        selectedIndex = 0
        showSelected(replacing: old)
        if old !== selectedViewController { transition(from: old, to: selectedViewController) }
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override open var shownChild: ViewController? { selectedViewController }

    public func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        let old = selectedViewController
        selectedIndex = index
        showSelected(replacing: old)
        transition(from: old, to: selectedViewController)
    }

    private func showSelected(replacing old: ViewController?) {
        guard isViewLoaded else { return }
        old?.view.removeFromSuperview()
        if let selected = selectedViewController { view.addSubview(selected.view) }
        view.setNeedsLayout()
    }

    override open func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in self?.layoutContent(in: bounds) },
                  draw: { [weak self] canvas, rect in
                      guard let self else { return }
                      canvas.draw(self.tabStrip(width: rect.width), at: rect.origin, width: rect.width)
                  },
                  mouse: { [weak self] mouse, point in
                      guard let self, mouse.kind == .press(.left), point.y == 0, let index = self.tab(atColumn: point.x) else { return false }
                      self.select(index)
                      return true
                  })
    }

    private func layoutContent(in bounds: Rect) {
        let bottom = statusView == nil ? 0 : 1
        var banner = 0
        if let bannerView, !bannerView.isHidden {
            banner = min(bannerView.sizeThatFits(Size(width: bounds.width, height: bounds.height / 3)).height, bounds.height / 3)
        }
        selectedViewController?.view.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1 - bottom - banner))
        bannerView?.frame = Rect(x: 0, y: max(0, bounds.height - bottom - banner), width: bounds.width, height: banner)
        statusView?.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: bottom)
    }

    /// Shows or hides the banner, giving the tab its lines back.
    public func setBannerHidden(_ hidden: Bool) {
        guard let bannerView, bannerView.isHidden != hidden else { return }
        bannerView.isHidden = hidden
        view.setNeedsLayout()
        window?.setNeedsDisplay()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController { view.addSubview(selected.view) }
        if let bannerView { view.addSubview(bannerView) }
        if let statusView { view.addSubview(statusView) }
    }

    override open var keyCommands: [KeyCommand] {
        guard viewControllers.count > 1 else { return [] }
        let count = viewControllers.count
        let actions = tabActions
        let keys = actions.map { tabKey($0) }
        let label = keys == (1...keys.count).map(String.init) ? "1–\(keys.count)" : keys.joined(separator: " ")
        return [
            KeyCommand(.nextTab, title: "Next tab") { [weak self] in self.map { $0.select(($0.selectedIndex + 1) % count) } },
            KeyCommand(.previousTab, title: "Previous tab") { [weak self] in self.map { $0.select(($0.selectedIndex + count - 1) % count) } },
            KeyCommand(actions: actions, title: "Go to that tab", label: label) { [weak self] index in self?.select(index) },
        ]
    }

    /// Each tab's action (`tab-1`…`tab-9`), its default key the item's own, else its position.
    private var tabActions: [KeyAction] {
        viewControllers.prefix(KeyAction.tabs.count).enumerated().map { index, controller in
            let action = KeyAction.tabs[index]
            guard let key = controller.tabBarItem?.key else { return action }
            return KeyAction(action.name, .character(key), summary: action.summary)
        }
    }

    /// The key the strip shows for a tab: the first its action is bound to.
    private func tabKey(_ action: KeyAction) -> String {
        keyBindings.keys(for: action).first?.label ?? " "
    }

    /// The tab whose label is at a column of the strip.
    func tab(atColumn column: Int) -> Int? {
        var x = 0
        // The strip is label, gap, label, gap…: every other span is a tab.
        for (index, span) in tabStrip(width: view.bounds.width).spans.enumerated() {
            let width = TextWidth.of(span.text)
            if column >= x && column < x + width { return index.isMultiple(of: 2) ? index / 2 : nil }
            x += width
        }
        return nil
    }

    /// The tab strip's text in `width` cells: when every title does not fit, the longest are
    /// shortened alike (each to the same length, "…" ending it), so no one tab is cut to its key
    /// while another keeps its whole name; with no room for any title, the keys alone.
    func tabStrip(width: Int) -> StyledText {
        let marks = view.marksSelection
        let actions = tabActions
        let tabs = viewControllers.enumerated().map { index, controller in
            let isSelected = index == selectedIndex
            // Without colour the chosen tab is also in brackets, so the line says which it is.
            let (open, close) = marks ? (isSelected ? ("[", "]") : (" ", " ")) : (" ", " ")
            let key = index < actions.count ? tabKey(actions[index]) : " "
            return (head: "\(open)\(key) ", title: controller.tabBarTitle ?? "", tail: (controller.tabBarBadge.map { " (\($0))" } ?? "") + close,
                    isSelected: isSelected)
        }
        // Every cell but the titles': a tab's key, badge, brackets and the gap after it.
        let fixed = tabs.reduce(0) { $0.saturatingAdd(TextWidth.of($1.head) + TextWidth.of($1.tail) + 1) }
        // No room for every title, even cut short: the keys alone.
        let titles = TextLayout.shortenedAlike(tabs.map(\.title), toFit: width.saturatingSubtract(fixed)) ?? tabs.map { _ in "" }
        var spans: [Span] = []
        for (tab, title) in zip(tabs, titles) {
            let label = (title.isEmpty ? String(tab.head.dropLast()) : tab.head + title) + tab.tail
            spans.append(Span(label, style: tab.isSelected ? Style.selected.bolded() : .plain))
            spans.append(Span(" "))
        }
        return StyledText(spans)
    }
}
