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
                      canvas.draw(self.tabStrip, at: rect.origin, width: rect.width)
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
        let keys = tabKeys
        let label = keys == (1...keys.count).map { Character(String($0)) }
            ? "1–\(keys.count)" : keys.map(String.init).joined(separator: " ")
        return [
            KeyCommand(.tab, title: "Next tab") { [weak self] in self.map { $0.select(($0.selectedIndex + 1) % count) } },
            KeyCommand(.backTab, title: "Previous tab") { [weak self] in self.map { $0.select(($0.selectedIndex + count - 1) % count) } },
            KeyCommand(keys: keys.map(Key.character), title: "Go to that tab", label: label) { [weak self] key in
                if case .character(let typed) = key, let index = keys.firstIndex(of: typed) { self?.select(index) }
            },
        ]
    }

    /// The key of each tab: its item's, else its position (1–9).
    private var tabKeys: [Character] {
        viewControllers.prefix(9).enumerated().map { index, controller in
            controller.tabBarItem?.key ?? Character(String(index + 1))
        }
    }

    /// The tab strip's text.
    var tabStrip: StyledText {
        var spans: [Span] = []
        let keys = tabKeys
        for (index, controller) in viewControllers.enumerated() {
            let key = index < keys.count ? String(keys[index]) : " "
            let badge = controller.tabBarBadge.map { " (\($0))" } ?? ""
            let label = " \(key) \(controller.tabBarTitle ?? "")\(badge) "
            spans.append(Span(label, style: index == selectedIndex ? Style.inverse.bolded() : .plain))
            spans.append(Span(" "))
        }
        return StyledText(spans)
    }
}
