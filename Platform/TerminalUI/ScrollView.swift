/// Shows a content view taller than itself, like UIScrollView: the content is laid out at the
/// height it asks for, and scrolled so the focused view inside it is always in sight (a form
/// longer than the terminal keeps the field being typed in on screen as Tab moves through it).
@MainActor
public final class ScrollView: View {
    public let contentView: View
    /// How far the content is scrolled, in rows.
    public private(set) var offset = 0
    /// Rows below the focused view kept in sight too, where a form says what is wrong with a field.
    public var contextBelow = 1

    public init(contentView: View) {
        self.contentView = contentView
        super.init()
        addSubview(contentView)
    }

    private var contentHeight: Int {
        max(bounds.height, contentView.sizeThatFits(Size(width: bounds.width, height: cellLimit)).height)
    }

    /// Call when the content's height may have changed (a message appeared in a form).
    override public func layoutSubviews() {
        let height = contentHeight
        offset = min(offset, max(0, height - bounds.height))
        contentView.frame = Rect(x: 0, y: -offset, width: bounds.width, height: height)
    }

    /// Scrolls so that rows `top..<top+height` of the content are shown (as far as they fit).
    public func scrollToShow(top: Int, height: Int) {
        var newOffset = offset
        let bottom = top.saturatingAdd(height)
        if bottom > newOffset + bounds.height { newOffset = bottom - bounds.height }
        if top < newOffset { newOffset = top }
        newOffset = min(max(0, newOffset), max(0, contentHeight - bounds.height))
        guard newOffset != offset else { return }
        offset = newOffset
        contentView.frame = Rect(x: 0, y: -offset, width: bounds.width, height: contentView.frame.height)
        window?.setNeedsDisplay()
    }

    /// Before the content is drawn: follow the focus, wherever it moved since the last frame.
    override public func draw(in canvas: inout Canvas, rect: Rect) {
        guard let focused = window?.focusedView, focused !== self else { return }
        var top = focused.frame.y
        var view = focused.superview
        while let current = view, current !== contentView {
            top = top.saturatingAdd(current.frame.y)
            view = current.superview
        }
        guard view === contentView else { return }   // focus is elsewhere
        scrollToShow(top: top, height: max(1, focused.frame.height) + contextBelow)
    }
}
