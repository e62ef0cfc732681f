/// What the window asks of whoever hosts it (TerminalHost, or a test).
@MainActor
public protocol WindowDelegate: AnyObject {
    /// Something changed: draw a frame soon (frames are coalesced by the host).
    func windowNeedsDisplay(_ window: Window)
    /// The user asked to quit and confirmed it where needed.
    func windowDidRequestQuit(_ window: Window)
}

/// The root of the UI, like UIWindow: shows a root view controller and what is presented over
/// it, routes keys through the responder chain, keeps focus, and renders into a canvas.
///
/// Key routing: the focused view and its superviews; then Tab/Shift-Tab move focus when the
/// screen has several focusable views; then the screen on show and its containers (their
/// key commands); then the window's own keys: `?` help, `/` the screen's search field, Esc
/// closes a modal, `q` quits from a root screen (asking first when something is unsaved).
@MainActor
public final class Window {
    public weak var delegate: WindowDelegate?
    /// The host's clipboard, when it has one (`copyToClipboard`).
    public var clipboard: (any Clipboard)?
    /// Below this size the window draws a "terminal too small" notice instead of the UI.
    public var minimumSize: Size
    public private(set) var size: Size = Size(width: 80, height: 24)
    public private(set) var isVisible = false
    public private(set) weak var focusedView: View?

    /// The keys each action answers to (the person's settings over the defaults).
    public var keyBindings = KeyBindings.standard {
        didSet { setNeedsDisplay() }
    }
    /// Whether the chosen row, tab, day or box carries a sign (`>`, `[ ]`) besides its look:
    /// on where there is no colour, or when the person asks for it.
    public var marksSelection = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether the host can draw pictures (`ImageView`s take no room where it cannot).
    public var showsImages = false {
        didSet {
            for controller in presentationChain { controller.view.setNeedsLayoutInTree() }
            setNeedsDisplay()
        }
    }

    public init(minimumSize: Size = Size(width: 40, height: 12)) {
        self.minimumSize = minimumSize
    }

    public var rootViewController: ViewController? {
        didSet {
            oldValue?.hostWindow = nil
            rootViewController?.hostWindow = self
            if isVisible {
                oldValue?.beginAppearanceTransition(false)
                rootViewController?.beginAppearanceTransition(true)
                oldValue?.endAppearanceTransition()
                rootViewController?.endAppearanceTransition()
                contentDidChange()
            }
        }
    }

    /// Shows the root view controller: its appearance calls run now.
    public func makeVisible(size: Size) {
        self.size = size
        guard !isVisible else { return }
        isVisible = true
        rootViewController?.beginAppearanceTransition(true)
        rootViewController?.endAppearanceTransition()
        contentDidChange()
    }

    public func setNeedsDisplay() {
        delegate?.windowNeedsDisplay(self)
    }

    // MARK: Presentation

    /// Root, then each presented screen above it.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var current = rootViewController
        while let controller = current {
            chain.append(controller)
            current = controller.presentedViewController
        }
        return chain
    }

    var topPresentedController: ViewController { presentationChain.last ?? ViewController() }

    /// The screens of the presentation stack that are on show: from the last full-screen one up.
    private var shownPresentationLayers: [ViewController] {
        let chain = presentationChain
        let start = chain.indices.last { $0 == 0 || chain[$0].modalPresentationStyle == .fullScreen } ?? 0
        return Array(chain.dropFirst(start))
    }

    /// Applies a change to the presentation stack and tells every screen that leaves or comes
    /// into view, in UIKit's order (all will-calls, then all did-calls).
    func changePresentation(_ change: () -> Void) {
        let before = isVisible ? shownPresentationLayers : []
        change()
        let after = isVisible ? shownPresentationLayers : []
        let leaving = before.filter { old in !after.contains { $0 === old } }.reversed()
        let coming = after.filter { new in !before.contains { $0 === new } }
        for controller in leaving { controller.beginAppearanceTransition(false) }
        for controller in coming { controller.beginAppearanceTransition(true) }
        for controller in leaving { controller.endAppearanceTransition() }
        for controller in coming { controller.endAppearanceTransition() }
        contentDidChange()
    }

    /// The screen keys go to: the deepest one shown inside the top of the presentation stack.
    public var activeViewController: ViewController? { presentationChain.last?.visibleContent }

    /// The screens that are the active one or contain it, innermost first.
    private var activeResponderControllers: [ViewController] {
        var result: [ViewController] = []
        var current = activeViewController
        let top = presentationChain.last
        while let controller = current {
            result.append(controller)
            if controller === top { break }
            current = controller.parent
        }
        return result
    }

    /// Called by containers and presentation when what is on show changed.
    func contentDidChange() {
        refocus()
        setNeedsDisplay()
    }

    // MARK: Focus

    func focus(_ view: View) {
        guard view.canBecomeFocused, let active = activeViewController, isDescendant(view, of: active.view) else { return }
        focusedView = view
        setNeedsDisplay()
    }

    /// Keeps focus on a view of the active screen, choosing its preferred one when needed.
    private func refocus() {
        guard let active = activeViewController else { focusedView = nil; return }
        if let focusedView, isDescendant(focusedView, of: active.view), !isHiddenInTree(focusedView) { return }
        focusedView = active.preferredFocusView
    }

    private func isDescendant(_ view: View, of root: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }

    private func isHiddenInTree(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        guard let active = activeViewController else { return false }
        active.view.layoutIfNeeded()
        let candidates = active.view.focusableViews()
        guard candidates.count > 1 else { return false }
        let index = candidates.firstIndex { $0 === focusedView } ?? (forward ? -1 : 0)
        focusedView = candidates[(index + (forward ? 1 : candidates.count - 1)) % candidates.count]
        setNeedsDisplay()
        return true
    }

    // MARK: Keys

    /// Routes one key; returns whether anything handled it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        guard isVisible else { return false }
        layout()
        refocus()
        defer { setNeedsDisplay() }
        if case .mouse(let event) = key { return handle(event) }
        if presentationChain.count == 1, rootViewController?.handleBeforeFocusedView(key) == true { return true }
        for view in focusedResponders where view.handle(key) { return true }
        let isNextField = keyBindings.key(key, asks: .nextField)
        if isNextField || keyBindings.key(key, asks: .previousField), moveFocus(forward: isNextField) { return true }
        for controller in activeResponderControllers where controller.handle(key) { return true }
        if handleWindowKey(key) { return true }
        // Esc typed quickly before a key arrives as Alt-key; where nothing takes that Alt-key,
        // it was the two keys the person pressed (Esc to leave a sheet, then `2` for a tab).
        if case .alt(let typed) = key {
            let escaped = handle(.escape)
            return handle(typed) || escaped
        }
        return false
    }

    /// A click goes to the view under it on the top layer (a sheet takes only its own), which
    /// is focused first when it can be; a view that does not take it passes it to its superview.
    private func handle(_ mouse: MouseEvent) -> Bool {
        guard let top = shownPresentationLayers.last, var view = top.view.hitTest(mouse.point) else { return false }
        if case .press = mouse.kind {
            var candidate: View? = view
            while let focusable = candidate, !focusable.canBecomeFocused { candidate = focusable.superview }
            if let candidate { focus(candidate) }
        }
        while true {
            let origin = view.originInWindow
            if view.handle(mouse, at: Point(x: mouse.point.x - origin.x, y: mouse.point.y - origin.y)) { return true }
            guard let next = view.superview else { return false }
            view = next
        }
    }

    private func handleWindowKey(_ key: Key) -> Bool {
        let bindings = keyBindings
        if bindings.key(key, asks: .help) {
            showHelp()
            return true
        }
        if bindings.key(key, asks: .search) {
            guard let field = activeViewController?.searchField else { return false }
            focus(field)
            return true
        }
        if presentationChain.count > 1, bindings.key(key, asks: .close) {
            topPresentedController.dismiss()
            return true
        }
        if presentationChain.count == 1, bindings.key(key, asks: .quit) {
            requestQuit()
            return true
        }
        return false
    }

    /// The focused view and its superviews up to its screen's root view: the first a key goes to.
    private var focusedResponders: [View] {
        var views: [View] = []
        var current = focusedView
        while let view = current {
            views.append(view)
            current = view.viewController == nil ? view.superview : nil
        }
        return views
    }

    /// The keys of the active screen, its containers and the window, as `?` lists them, with
    /// the names a settings file rebinds them by.
    public var activeKeyCommands: [HelpEntry] {
        let bindings = keyBindings
        func entry(_ command: KeyCommand) -> HelpEntry {
            HelpEntry(keys: command.keyLabel(in: bindings), title: command.title, names: command.actions.map(\.name))
        }
        // The focused view's own keys first (a list's), then the screens'.
        var entries = focusedResponders.flatMap(\.helpKeyCommands).map(entry) + activeResponderControllers.flatMap { $0.keyCommands.map(entry) }
        func window(_ action: KeyAction, _ title: String) {
            entries.append(HelpEntry(keys: bindings.label(for: action), title: title, names: [action.name]))
        }
        if activeViewController?.searchField != nil { window(.search, "Search") }
        if presentationChain.count > 1 { window(.close, "Close") }
        window(.help, "Show these keys")
        if presentationChain.count == 1 { window(.quit, "Quit") }
        return entries
    }

    public func showHelp() {
        guard !(topPresentedController is HelpViewController) else { return }
        let entries = activeKeyCommands
        let notes = activeResponderControllers.flatMap(\.helpNotes)
        let help = HelpViewController(entries: entries, notes: notes, screenTitle: activeViewController?.title)
        topPresentedController.present(help)
    }

    /// Quits, asking first when a screen has unsaved changes.
    public func requestQuit() {
        guard let root = rootViewController, root.hasUnsavedChanges else {
            delegate?.windowDidRequestQuit(self)
            return
        }
        let alert = AlertController(title: "Quit?", message: "Some changes are not saved yet.", style: .alert)
        alert.addAction(AlertAction(title: "Keep working", style: .cancel))
        alert.addAction(AlertAction(title: "Quit", style: .destructive) { [weak self] in
            guard let self else { return }
            self.delegate?.windowDidRequestQuit(self)
        })
        topPresentedController.present(alert)
    }

    // MARK: Rendering

    /// Lays out and draws everything on show at `size`.
    public func render(size: Size) -> Canvas {
        if size != self.size {
            self.size = size
        }
        var canvas = Canvas(size: size)
        guard size.contains(minimumSize) else {
            drawTooSmall(into: &canvas)
            return canvas
        }
        layout()
        for (index, controller) in shownPresentationLayers.enumerated() {
            if index > 0 || controller !== rootViewController, controller.modalPresentationStyle == .sheet {
                let box = sheetFrame(for: controller, in: canvas.bounds)
                canvas.clip = canvas.bounds
                canvas.removeImages(under: box)
                canvas.applyStyle(.dim, to: canvas.bounds)
                canvas.fill(box)
                canvas.drawBox(box, title: controller.title)
            }
            controller.view.render(into: &canvas, origin: .zero, clip: canvas.bounds)
        }
        refocus()
        return canvas
    }

    /// Sets the frames of everything on show for the current size and lays it out.
    private func layout() {
        let bounds = Rect(origin: .zero, size: size)
        for controller in shownPresentationLayers {
            let isSheet = controller !== rootViewController && controller.modalPresentationStyle == .sheet
            controller.view.frame = isSheet ? sheetFrame(for: controller, in: bounds).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)) : bounds
            controller.view.layoutIfNeeded()
        }
    }

    private func sheetFrame(for controller: ViewController, in bounds: Rect) -> Rect {
        let preferred = controller.preferredContentSize ?? Size(width: bounds.width * 2 / 3, height: bounds.height * 2 / 3)
        let size = Size(width: min(bounds.width - 2, preferred.width + 4), height: min(bounds.height - 2, preferred.height + 2))
        return bounds.centered(size)
    }

    private func drawTooSmall(into canvas: inout Canvas) {
        let lines = ["terminal too small", "(need \(minimumSize), have \(size))"]
        for (index, line) in lines.enumerated() {
            let width = TextWidth.of(line)
            let y = canvas.size.height / 2 - 1 + index
            guard y >= 0, y < canvas.size.height else { continue }
            canvas.draw(line, at: Point(x: max(0, (canvas.size.width - width) / 2), y: y), style: index == 0 ? .bold : .plain)
        }
    }
}
