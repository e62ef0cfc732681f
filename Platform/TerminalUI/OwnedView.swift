/// The root view of a container screen (navigation, tabs, alerts): its layout and drawing are
/// the owning view controller's, passed in as closures that hold the owner weakly.
@MainActor
final class OwnedView: View {
    private let layout: @MainActor (Rect) -> Void
    private let paint: (@MainActor (inout Canvas, Rect) -> Void)?

    init(layout: @escaping @MainActor (Rect) -> Void, draw: (@MainActor (inout Canvas, Rect) -> Void)? = nil) {
        self.layout = layout
        self.paint = draw
    }

    override func layoutSubviews() {
        layout(bounds)
    }

    override func draw(in canvas: inout Canvas, rect: Rect) {
        paint?(&canvas, rect)
    }
}
