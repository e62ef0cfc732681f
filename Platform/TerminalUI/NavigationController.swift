/// A stack of screens with a header line: the path of titles and how to go back.
@MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public var isHeaderHidden = false {
        didSet { view.setNeedsLayout() }
    }

    public init(rootViewController: ViewController) {
        super.init()
        push(rootViewController)
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// In a tab bar, a navigation stack is named after its root screen.
    override open var tabBarTitle: String? { super.tabBarTitle ?? viewControllers.first?.tabBarTitle }
    override open var tabBarBadge: String? { super.tabBarBadge ?? viewControllers.first?.tabBarBadge }
    override open var shownChild: ViewController? { topViewController }

    override open func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in self?.layoutContent(in: bounds) },
                  draw: { [weak self] canvas, rect in self?.drawHeader(in: &canvas, rect: rect) })
    }

    private func layoutContent(in bounds: Rect) {
        let top = isHeaderHidden ? 0 : 2
        topViewController?.view.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    private func drawHeader(in canvas: inout Canvas, rect: Rect) {
        guard !isHeaderHidden else { return }
        let hint = viewControllers.count > 1 ? "Esc back · ? keys" : "? keys"
        let hintWidth = TextWidth.of(hint)
        canvas.draw(headerText, at: rect.origin, width: max(0, rect.width - hintWidth - 1))
        canvas.draw(hint, at: Point(x: rect.maxX - hintWidth, y: rect.y), style: .dim)
        canvas.draw(String(repeating: "─", count: rect.width), at: Point(x: rect.x, y: rect.y + 1), style: .dim)
    }

    public func push(_ controller: ViewController) {
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        show(controller, replacing: old)
        transition(from: old, to: controller)
    }

    /// Pops the top screen; the root stays. Returns the popped screen.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1, let old = viewControllers.popLast() else { return nil }
        show(topViewController!, replacing: old)
        transition(from: old, to: topViewController)
        old.removeFromParent()
        return old
    }

    public func popToRoot() {
        while viewControllers.count > 1 { pop() }
    }

    private func show(_ controller: ViewController, replacing old: ViewController?) {
        guard isViewLoaded else { return }
        old?.view.removeFromSuperview()
        view.addSubview(controller.view)
        view.setNeedsLayout()
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        if let topViewController { view.addSubview(topViewController.view) }
    }

    override open var keyCommands: [KeyCommand] {
        guard viewControllers.count > 1 else { return [] }
        return [KeyCommand(.back, title: "Back") { [weak self] in self?.pop() }]
    }

    /// The header: titles from the root to the top, and the back hint.
    var headerText: StyledText {
        let titles = viewControllers.map { $0.title ?? "" }
        var spans = [Span(titles.dropLast().map { $0 + " › " }.joined(), style: .dim), Span(titles.last ?? "", style: .bold)]
        if viewControllers.count > 1 { spans.insert(Span("‹ ", style: .dim), at: 0) }
        return StyledText(spans)
    }
}
