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

    /// The names of the tracked objects still alive.
    public var survivors: [String] {
        watched.filter { $0.box.object != nil }.map(\.name)
    }
}
