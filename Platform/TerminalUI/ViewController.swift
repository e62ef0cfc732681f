/// How a presented view controller covers the screen.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// Covers everything; what was under it disappears (and is told so).
    case fullScreen
    /// A centred box over the presenter, which stays on screen (and is not told it disappeared).
    case sheet
}

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// The base of every screen, like UIViewController: a lazily loaded view, the appearance
/// lifecycle in UIKit's order, containment, modal presentation and the screen's key commands.
@MainActor
open class ViewController {
    public init() {}

    // MARK: The view

    private var loadedView: View?

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    public var view: View {
        loadViewIfNeeded()
        return loadedView!
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        let view = makeView()
        view.viewController = self
        loadedView = view
        viewDidLoad()
    }

    /// Creates the root view; override to return your own. Do not call `view` from here.
    open func makeView() -> View { View() }

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}

    public var title: String? {
        didSet { window?.setNeedsDisplay() }
    }

    // MARK: Appearance

    private(set) var appearance: AppearanceState = .disappeared

    /// Whether the screen is on screen (between viewDidAppear and viewWillDisappear).
    public var isVisible: Bool { appearance == .appeared }

    /// Starts an appearance transition and forwards it to the child currently shown.
    func beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            viewWillAppear()
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear()
        }
        shownChild?.beginAppearanceTransition(isAppearing)
    }

    func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear()
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear()
        case .appeared, .disappeared:
            return
        }
        shownChild?.endAppearanceTransition()
    }

    /// One screen replacing another, in UIKit's order: the old one's viewWillDisappear, the new
    /// one's viewWillAppear, the old one's viewDidDisappear, the new one's viewDidAppear. Only
    /// when this container is itself on screen.
    func transition(from old: ViewController?, to new: ViewController?) {
        guard appearance == .appeared || appearance == .appearing else { return }
        new?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false)
        new?.beginAppearanceTransition(true)
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
        window?.contentDidChange()
    }

    // MARK: Containment

    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []

    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The child whose view is on screen inside this container, if any.
    open var shownChild: ViewController? { nil }

    /// The deepest screen on show inside this one (the top of a navigation stack, the selected tab).
    var visibleContent: ViewController { shownChild?.visibleContent ?? self }

    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// The window this screen is shown in, through its parents and presenters.
    public var window: Window? {
        if let hostWindow { return hostWindow }
        if let parent { return parent.window }
        return presentingViewController?.window
    }

    /// Set on the window's root view controller only.
    weak var hostWindow: Window?

    // MARK: Modal presentation

    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The size a sheet asks for; nil: two thirds of the window.
    open var preferredContentSize: Size? { nil }

    /// The label of this screen's tab in a tab bar.
    open var tabBarTitle: String? { tabBarItem?.title ?? title }
    /// The badge after that label: a screen sets its own, and the tab of the stack it is the
    /// root of shows it (so it can count unread items before it is ever opened).
    open var tabBarBadge: String? { tabBarItem?.badge }
    /// What a tab bar shows for this screen and the key that chooses it (UIKit's `tabBarItem`).
    public var tabBarItem: TabBarItem? {
        didSet { if tabBarItem != oldValue { window?.setNeedsDisplay() } }
    }

    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?

    /// Shows `controller` the way the context calls for, like UIKit's `show(_:sender:)`: pushed
    /// on the navigation stack this screen is in, else presented modally.
    public func show(_ controller: ViewController) {
        if let navigationController { navigationController.push(controller) } else { present(controller) }
    }

    /// Presents `controller` modally over the whole presentation stack, as UIKit does from a
    /// child: the screen on top presents it. A full-screen modal makes everything under it
    /// disappear; a sheet leaves it on screen.
    public func present(_ controller: ViewController) {
        guard let window else { return }
        let presenter = window.topPresentedController
        controller.loadViewIfNeeded()
        window.changePresentation {
            controller.presentingViewController = presenter
            presenter.presentedViewController = controller
        }
    }

    /// Dismisses what this screen presented, or, if it presented nothing, this screen itself.
    /// Anything presented above the dismissed screen goes with it.
    public func dismiss() {
        if let presented = presentedViewController {
            guard let window else { return }
            window.changePresentation {
                var current: ViewController? = presented
                while let controller = current {
                    current = controller.presentedViewController
                    controller.presentingViewController?.presentedViewController = nil
                    controller.presentingViewController = nil
                }
            }
        } else if let presenter = presentingViewController {
            presenter.dismiss()
        }
    }

    // MARK: Keys

    /// The keys this screen answers to, shown by `?`.
    open var keyCommands: [KeyCommand] { [] }

    /// The window's root screen may take a key before the focused view does (Enter on a notice
    /// over every screen); only while nothing is presented over it. By default it takes none.
    open func handleBeforeFocusedView(_ key: Key) -> Bool { false }

    /// Handles a key the focused view did not; by default runs a matching key command.
    open func handle(_ key: Key) -> Bool {
        let bindings = keyBindings
        for command in keyCommands {
            guard let index = command.action(for: key, in: bindings) else { continue }
            command.perform(index)
            return true
        }
        return false
    }

    /// The keys in force: the window's (the person's settings), else the defaults.
    public var keyBindings: KeyBindings { window?.keyBindings ?? .standard }

    /// The screen's search field, if it has one: `/` focuses it (and help lists it).
    open var searchField: TextField? { nil }

    /// Lines `?` shows under the keys: what the screen wants a person to know right now
    /// (the last sync error, say). Containers contribute theirs too.
    open var helpNotes: [String] { [] }

    /// The view to focus when the screen appears; by default its first focusable view.
    open var preferredFocusView: View? { view.focusableViews().first }

    /// Whether quitting now would lose something; `q` asks for confirmation when true.
    open var hasUnsavedChanges: Bool { children.contains { $0.hasUnsavedChanges } || (presentedViewController?.hasUnsavedChanges ?? false) }
}
