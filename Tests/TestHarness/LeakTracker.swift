/// Watches objects weakly and names those still alive: a module's leak test builds the module,
/// shows it, lets it go, then asks for survivors (View, Presenter, Interactor, Router…).
public struct LeakTracker {
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var watched: [(name: String, box: WeakBox)] = []

    public init() {}

    public mutating func track(_ object: AnyObject, as name: String) {
        watched.append((name, WeakBox(object)))
    }

    /// A VIPER module's four parts, named by role.
    public mutating func trackModule(view: AnyObject, presenter: AnyObject, interactor: AnyObject, router: AnyObject) {
        track(view, as: "View")
        track(presenter, as: "Presenter")
        track(interactor, as: "Interactor")
        track(router, as: "Router")
    }

    /// The names of the tracked objects still alive.
    public var survivors: [String] {
        watched.filter { $0.box.object != nil }.map(\.name)
    }
}
