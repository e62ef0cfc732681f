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
            wrapped = Wrapped()
            setNeedsLayout()
            window?.setNeedsDisplay()
        }
    }

    /// The first line on screen.
    public private(set) var contentOffset = 0

    /// The lines wrapped so far, at one width: only as many as the screen has needed, so a
    /// megabyte of text costs a screenful until someone scrolls through it.
    private struct Wrapped {
        var width: Int?
        var lines: [(text: String, style: Style)] = []
        /// Every paragraph is wrapped in `lines`.
        var isComplete = false
    }
    private var wrapped = Wrapped()

    override public init() {}

    override public var canBecomeFocused: Bool { true }

    /// Lines the text takes at the current width (wraps all of it).
    public var contentHeight: Int {
        wrap(atLeast: .max, width: frame.width).count
    }

    /// At least `count` lines (fewer when the text has fewer) at `width`. Wrapping again asks
    /// for twice as many, so scrolling to the end costs linear time overall.
    @discardableResult
    private func wrap(atLeast count: Int, width: Int) -> [(text: String, style: Style)] {
        if wrapped.width != width { wrapped = Wrapped(width: width) }
        guard !wrapped.isComplete, wrapped.lines.count < count else { return wrapped.lines }
        let limit = count == .max ? .max : max(count, wrapped.lines.count * 2, 64)
        var lines: [(text: String, style: Style)] = []
        for paragraph in paragraphs where lines.count < limit {
            let text = paragraph.text.isEmpty ? [""] : TextLayout.wrap(paragraph.text, width: max(1, width - 1), lineLimit: limit - lines.count)
            lines += text.map { ($0, paragraph.style) }
        }
        wrapped.lines = lines
        wrapped.isComplete = lines.count < limit || limit == .max
        return lines
    }

    public func scroll(to offset: Int) {
        // Only as far as the text goes: wrapping as far as the offset asks, not to the end.
        let lines = wrap(atLeast: max(0, offset) + frame.height, width: frame.width)
        let clamped = max(0, min(offset, lines.count - frame.height))
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        window?.setNeedsDisplay()
    }

    override public func layoutSubviews() {
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
        case .end: scroll(to: contentHeight)
        default: return false
        }
        return true
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        // One line past the screen says whether there is more below.
        let lines = wrap(atLeast: contentOffset + rect.height + 1, width: rect.width)
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
