/// The base of every view, like UIView: a frame in its superview's coordinates, subviews,
/// layout, drawing into the cell grid and key handling along the responder chain.
@MainActor
open class View {
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public var frame: Rect = .zero {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    public var isHidden = false
    /// Drawn under the view's content.
    public var backgroundStyle: Style?
    var needsLayout = true

    public init() {}

    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        self.superview = nil
    }

    /// The view's origin in window coordinates.
    public var originInWindow: Point {
        guard let superview else { return frame.origin }
        let parent = superview.originInWindow
        return Point(x: parent.x + frame.x, y: parent.y + frame.y)
    }

    /// The deepest view on show under `point` (window coordinates), like UIView's hitTest.
    func hitTest(_ point: Point) -> View? {
        guard !isHidden, Rect(origin: originInWindow, size: frame.size).contains(point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(point) { return hit }
        }
        return self
    }

    /// The keys this view answers to itself, as `?` lists them while it has the focus.
    open var helpKeyCommands: [KeyCommand] { [] }

    /// A click or the wheel over this view, at `point` in its own cells. Returns whether it
    /// took it; if not, its superview is asked. By default it takes none.
    open func handle(_ mouse: MouseEvent, at point: Point) -> Bool { false }

    // MARK: Layout

    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view and every view under it again (what each can show changed).
    func setNeedsLayoutInTree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInTree() }
    }

    /// Asks for a frame: a custom view calls it when what it draws changed.
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    /// The size the view would like within `size`; by default, all of it.
    open func sizeThatFits(_ size: Size) -> Size { size }

    /// Sets the subviews' frames. Called before drawing whenever the size changed or a
    /// layout was requested.
    open func layoutSubviews() {}

    func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
    }

    // MARK: Drawing

    /// Draws the view's own content. `rect` is the view's frame in window coordinates;
    /// the canvas is clipped to the visible part of it.
    open func draw(in canvas: inout Canvas, rect: Rect) {}

    func render(into canvas: inout Canvas, origin: Point, clip: Rect) {
        guard !isHidden else { return }
        let rect = Rect(origin: Point(x: origin.x + frame.x, y: origin.y + frame.y), size: frame.size)
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        canvas.clip = visible
        if let backgroundStyle { canvas.fill(rect, style: backgroundStyle) }
        draw(in: &canvas, rect: rect)
        for subview in subviews { subview.render(into: &canvas, origin: rect.origin, clip: visible) }
        canvas.clip = clip
    }

    // MARK: Keys and focus

    /// Whether the view takes keys when focused (text fields, tables, buttons).
    open var canBecomeFocused: Bool { false }

    public var isFocused: Bool { window?.focusedView === self }

    /// Handles a key; returns whether it did. Unhandled keys travel up the responder chain.
    open func handle(_ key: Key) -> Bool { false }

    /// The owning view controller, for the responder chain.
    weak var viewController: ViewController?

    /// The next responder: the superview, or the view controller owning this root view.
    var nextResponder: Responder? {
        if let viewController { return .viewController(viewController) }
        return superview.map { .view($0) }
    }

    /// The keys in force: the window's (the person's settings), else the defaults.
    public var keyBindings: KeyBindings { window?.keyBindings ?? .standard }

    /// Whether the window marks the chosen row, tab or box with a sign besides its look, for
    /// terminals without colour and for screen readers reading the line.
    public var marksSelection: Bool { window?.marksSelection ?? false }

    var window: Window? {
        var view: View? = self
        while let current = view {
            if let controller = current.viewController, let window = controller.window { return window }
            view = current.superview
        }
        return nil
    }

    /// Focusable views in this subtree, in reading order (top to bottom, left to right).
    func focusableViews() -> [View] {
        guard !isHidden else { return [] }
        var result: [View] = canBecomeFocused ? [self] : []
        for subview in subviews.sorted(by: { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) }) {
            result += subview.focusableViews()
        }
        return result
    }

    /// Moves focus to this view, if it can take it and is on screen.
    public func becomeFocused() {
        window?.focus(self)
    }

    /// Moves focus to the next view of the screen, as Tab does (a form's Enter in a one-line field).
    public func focusNext() {
        window?.moveFocus(forward: true)
    }
}

/// A link in the responder chain.
enum Responder {
    case view(View)
    case viewController(ViewController)
}
