/// One line along the bottom: a message on the left, hints on the right.
@MainActor
public final class StatusLine: View {
    public var leading: StyledText { didSet { window?.setNeedsDisplay() } }
    public var trailing: StyledText { didSet { window?.setNeedsDisplay() } }

    public init(leading: StyledText = "", trailing: StyledText = "") {
        self.leading = leading
        self.trailing = trailing
        super.init()
        backgroundStyle = .inverse
    }

    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        let trailingWidth = min(rect.width, TextWidth.of(trailing.plainText))
        canvas.draw(trailing, at: Point(x: rect.maxX - trailingWidth, y: rect.y), width: trailingWidth, base: .inverse)
        canvas.draw(leading, at: Point(x: rect.x + 1, y: rect.y), width: max(0, rect.width - trailingWidth - 2), base: .inverse)
    }
}
