/// A view whose layout (and, if it has any, drawing) is given as closures: the root view of a
/// container screen or a simple screen that arranges a few subviews. The closures should hold
/// their owner weakly, as a view controller's view must not keep it alive.
@MainActor
public final class ClosureView: View {
    private let layout: @MainActor (Rect) -> Void
    private let paint: (@MainActor (inout Canvas, Rect) -> Void)?

    private let mouse: (@MainActor (MouseEvent, Point) -> Bool)?

    /// `mouse`: a click or the wheel at a point of the view, answering whether it took it.
    public init(layout: @escaping @MainActor (Rect) -> Void, draw: (@MainActor (inout Canvas, Rect) -> Void)? = nil,
                mouse: (@MainActor (MouseEvent, Point) -> Bool)? = nil) {
        self.layout = layout
        self.paint = draw
        self.mouse = mouse
    }

    override public func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        self.mouse?(mouse, point) ?? false
    }

    override public func layoutSubviews() {
        layout(bounds)
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        paint?(&canvas, rect)
    }
}
