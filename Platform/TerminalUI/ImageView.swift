/// Shows an image, like UIImageView: as many cells as it asks for where the window can show
/// pictures, and none at all where it cannot — a terminal without pictures lays out as if
/// there were none, never shows a frame of garbage.
@MainActor
public final class ImageView: View {
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            superview?.setNeedsLayout()
            window?.setNeedsDisplay()
        }
    }
    /// The cells the image takes, at most.
    public var preferredSize: Size

    public init(preferredSize: Size = Size(width: 16, height: 8)) {
        self.preferredSize = preferredSize
    }

    override public func sizeThatFits(_ size: Size) -> Size {
        guard image != nil, window?.showsImages == true else { return Size(width: 0, height: 0) }
        return Size(width: min(size.width, preferredSize.width), height: min(size.height, preferredSize.height))
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        guard let image, window?.showsImages == true else { return }
        canvas.place(image, in: rect)
    }
}
