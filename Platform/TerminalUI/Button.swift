/// A focusable button: Enter or Space runs its action.
@MainActor
public final class Button: View {
    public var title: String { didSet { window?.setNeedsDisplay() } }
    public var action: (@MainActor () -> Void)?

    public init(_ title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    override public var canBecomeFocused: Bool { true }

    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, TextWidth.of(title) + 4), height: min(size.height, 1))
    }

    override public func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        action?()
        return true
    }

    override public func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        guard mouse.kind == .press(.left) else { return false }
        action?()
        return true
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        let style: Style = isFocused ? Style.selected.bolded() : .plain
        // Where selection is marked, the focused button says so in its text too.
        let (open, close) = isFocused && marksSelection ? ("[>", "<]") : ("[ ", " ]")
        canvas.draw(open + TextLayout.truncate(title, to: max(0, rect.width - 4)) + close, at: rect.origin, style: style, width: rect.width)
    }
}
