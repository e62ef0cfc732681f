/// Read-only text that wraps and scrolls, like a non-editable UITextView: paragraphs, each
/// with its own style, wrapped to the width; ↑/↓ (j/k), PgUp/PgDn (Space), Home/End scroll.
/// A "more" mark in the last column says there is text below.
@MainActor
public final class TextView: View {
    public struct Paragraph: Equatable, Sendable {
        public var text: String
        public var style: Style

        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public var paragraphs: [Paragraph] = [] {
        didSet {
            guard paragraphs != oldValue else { return }
            wrappedWidth = nil
            setNeedsLayout()
            window?.setNeedsDisplay()
        }
    }

    /// The first line on screen.
    public private(set) var contentOffset = 0
    private var lines: [(text: String, style: Style)] = []
    private var wrappedWidth: Int?

    override public init() {}

    override public var canBecomeFocused: Bool { true }

    /// Lines the text takes at the current width.
    public var contentHeight: Int {
        wrapIfNeeded(width: frame.width)
        return lines.count
    }

    private func wrapIfNeeded(width: Int) {
        guard wrappedWidth != width else { return }
        wrappedWidth = width
        lines = paragraphs.flatMap { paragraph -> [(text: String, style: Style)] in
            let wrapped = paragraph.text.isEmpty ? [""] : TextLayout.wrap(paragraph.text, width: max(1, width - 1))
            return wrapped.map { ($0, paragraph.style) }
        }
    }

    private var maximumOffset: Int { max(0, contentHeight - frame.height) }

    public func scroll(to offset: Int) {
        let clamped = min(max(0, offset), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        window?.setNeedsDisplay()
    }

    override public func layoutSubviews() {
        wrapIfNeeded(width: frame.width)
        scroll(to: contentOffset)
    }

    override public func handle(_ key: Key) -> Bool {
        let page = max(1, frame.height - 1)
        switch key {
        case .down, .character("j"): scroll(to: contentOffset + 1)
        case .up, .character("k"): scroll(to: contentOffset - 1)
        case .pageDown, .character(" "), .control("f"): scroll(to: contentOffset + page)
        case .pageUp, .control("b"): scroll(to: contentOffset - page)
        case .home: scroll(to: 0)
        case .end: scroll(to: maximumOffset)
        default: return false
        }
        return true
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        wrapIfNeeded(width: rect.width)
        for row in 0..<rect.height {
            let index = contentOffset + row
            guard lines.indices.contains(index) else { break }
            canvas.draw(lines[index].text, at: Point(x: rect.x, y: rect.y + row), style: lines[index].style, width: rect.width - 1)
        }
        if contentOffset + rect.height < lines.count, rect.height > 0 {
            canvas.draw("↓", at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: .dim, width: 1)
        }
        if contentOffset > 0, rect.height > 1 {
            canvas.draw("↑", at: Point(x: rect.maxX - 1, y: rect.y), style: .dim, width: 1)
        }
    }
}
