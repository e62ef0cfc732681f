/// An on/off switch, like UISwitch with its label: Space or Enter flips it. Its title can say
/// what each state means ("Listed: every signed-in attendee sees you" / "Hidden: nobody does").
@MainActor
public final class Toggle: View {
    public var isOn: Bool { didSet { if isOn != oldValue { window?.setNeedsDisplay() } } }
    public var onTitle: String { didSet { window?.setNeedsDisplay() } }
    public var offTitle: String { didSet { window?.setNeedsDisplay() } }
    /// Called after a key flipped it (not when `isOn` is set in code).
    public var onChange: (@MainActor (Bool) -> Void)?

    public init(isOn: Bool = false, onTitle: String, offTitle: String) {
        self.isOn = isOn
        self.onTitle = onTitle
        self.offTitle = offTitle
    }

    public var title: String { isOn ? onTitle : offTitle }

    override public var canBecomeFocused: Bool { true }

    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, TextWidth.of(title) + 4), height: min(size.height, 1))
    }

    override public func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        isOn.toggle()
        onChange?(isOn)
        return true
    }

    override public func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        guard mouse.kind == .press(.left) else { return false }
        isOn.toggle()
        onChange?(isOn)
        return true
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        let box = isOn ? "[x]" : "[ ]"
        canvas.draw(box, at: rect.origin, style: isFocused ? Style.selected.bolded() : .bold, width: rect.width)
        guard rect.width > 4 else { return }
        if isFocused && marksSelection { canvas.draw(TableView.marker, at: Point(x: rect.x + 3, y: rect.y), style: .bold, width: 1) }
        canvas.draw(TextLayout.truncate(title, to: rect.width - 4), at: Point(x: rect.x + 4, y: rect.y),
                    style: isFocused ? .underline : .plain, width: rect.width - 4)
    }
}
