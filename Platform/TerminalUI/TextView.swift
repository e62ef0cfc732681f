/// Read-only text that wraps and scrolls, like a non-editable UITextView: paragraphs, each
/// with its own style, wrapped to the width; ↑/↓ (j/k), PgUp/PgDn (Space), Home/End (g/G) scroll.
/// A "more" mark in the last column says there is text below.
///
/// Paragraphs with a tag can be chosen, as links are in a text-mode browser: ↑/↓ move the
/// highlight to the previous or next one on screen (scrolling a line when there is none), and
/// Enter hands its tag to the delegate.
@MainActor
public final class TextView: View {
    public struct Paragraph: Equatable, Sendable {
        public var text: String
        public var style: Style
        /// Set on a paragraph that can be chosen (a speaker, a link); what Enter reports.
        public var tag: Int?
        /// Styled pieces, when the paragraph is more than one style (emphasis, a link inside).
        public var runs: [Span]?
        /// Drawn before the first line ("• ", "2. "), and the lines after it indented as far: a
        /// hanging indent. With `leadRepeats`, drawn before every line ("│ " of a quote).
        public var lead: String
        public var leadRepeats: Bool

        public init(_ text: String, style: Style = .plain, tag: Int? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
            runs = nil
            lead = ""
            leadRepeats = false
        }

        /// A paragraph of styled runs, with a lead drawn in `style`.
        public init(runs: [Span], style: Style = .plain, lead: String = "", leadRepeats: Bool = false, tag: Int? = nil) {
            text = runs.map(\.text).joined()
            self.style = style
            self.tag = tag
            self.runs = runs
            self.lead = lead
            self.leadRepeats = leadRepeats
        }

        /// Its lines at `width` cells (at most `lineLimit`).
        func lines(width: Int, lineLimit: Int) -> [[Span]] {
            guard runs != nil || !lead.isEmpty else {
                let lines = text.isEmpty ? [""] : TextLayout.wrap(text, width: width, lineLimit: lineLimit)
                return lines.map { [Span($0, style: style)] }
            }
            let leadWidth = min(TextWidth.of(lead), max(0, width - 1))
            let body = runs ?? [Span(text, style: style)]
            let wrapped = body.allSatisfy(\.text.isEmpty) ? [[]] : TextLayout.wrap(body, width: max(1, width - leadWidth), lineLimit: lineLimit)
            let indent = String(repeating: " ", count: leadWidth)
            return wrapped.enumerated().map { index, line in
                [Span(index == 0 || leadRepeats ? lead : indent, style: style)] + line
            }
        }
    }

    public weak var delegate: TextViewDelegate?

    public var paragraphs: [Paragraph] = [] {
        didSet {
            guard paragraphs != oldValue else { return }
            wrapped = Wrapped()
            // The same choice stays highlighted when the text is replaced (a re-read), if it is still there.
            if let tag = highlightedTag, !paragraphs.contains(where: { $0.tag == tag }) { highlightedTag = nil }
            setNeedsLayout()
            window?.setNeedsDisplay()
        }
    }

    /// The first line on screen.
    public private(set) var contentOffset = 0
    /// The chosen paragraph's tag, if one is highlighted.
    public private(set) var highlightedTag: Int?

    /// The lines wrapped so far, at one width: only as many as the screen has needed, so a
    /// megabyte of text costs a screenful until someone scrolls through it.
    private struct Wrapped {
        /// The width and the marker column it was wrapped for.
        var width: Int?
        var gutter = 0
        var lines: [(spans: [Span], paragraph: Int)] = []
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
    private func wrap(atLeast count: Int, width: Int) -> [(spans: [Span], paragraph: Int)] {
        let gutter = self.gutter
        if wrapped.width != width || wrapped.gutter != gutter { wrapped = Wrapped(width: width, gutter: gutter) }
        guard !wrapped.isComplete, wrapped.lines.count < count else { return wrapped.lines }
        let limit = count == .max ? .max : max(count, wrapped.lines.count * 2, 64)
        var lines: [(spans: [Span], paragraph: Int)] = []
        for (index, paragraph) in paragraphs.enumerated() where lines.count < limit {
            lines += paragraph.lines(width: max(1, width - 1 - gutter), lineLimit: limit - lines.count).map { ($0, index) }
        }
        wrapped.lines = lines
        wrapped.isComplete = lines.count < limit || limit == .max
        return lines
    }

    /// Where selection is marked and the text has choices, a column for the sign before the
    /// chosen one.
    private var gutter: Int {
        marksSelection && paragraphs.contains(where: { $0.tag != nil }) ? 2 : 0
    }

    public func scroll(to offset: Int) {
        // Only as far as the text goes: wrapping as far as the offset asks, not to the end.
        let lines = wrap(atLeast: max(0, offset).saturatingAdd(frame.height), width: frame.width)
        let clamped = max(0, min(offset, lines.count - frame.height))
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        window?.setNeedsDisplay()
    }

    override public func layoutSubviews() {
        scroll(to: contentOffset)
        if highlightedTag == nil || lines(ofTag: highlightedTag!).map(isOnScreen) == false { highlightedTag = firstTagOnScreen() }
    }

    // MARK: Choosing

    /// The lines a tagged paragraph takes, among those wrapped so far.
    private func lines(ofTag tag: Int) -> ClosedRange<Int>? {
        let lines = wrap(atLeast: contentOffset + frame.height + 1, width: frame.width)
        guard let first = lines.firstIndex(where: { paragraphs[$0.paragraph].tag == tag }) else { return nil }
        let paragraph = lines[first].paragraph
        var last = first
        while last + 1 < lines.count, lines[last + 1].paragraph == paragraph { last += 1 }
        return first...last
    }

    private func isOnScreen(_ range: ClosedRange<Int>) -> Bool {
        range.lowerBound >= contentOffset && range.lowerBound < contentOffset + frame.height
    }

    /// Tagged paragraphs starting on screen, in reading order.
    private func tagsOnScreen() -> [(tag: Int, lines: ClosedRange<Int>)] {
        let lines = wrap(atLeast: contentOffset + frame.height + 1, width: frame.width)
        var found: [(tag: Int, lines: ClosedRange<Int>)] = []
        var line = contentOffset
        while line < min(lines.count, contentOffset + frame.height) {
            let paragraph = lines[line].paragraph
            var last = line
            while last + 1 < lines.count, lines[last + 1].paragraph == paragraph { last += 1 }
            if let tag = paragraphs[paragraph].tag, line == 0 || lines[line - 1].paragraph != paragraph {
                found.append((tag, line...last))
            }
            line = last + 1
        }
        return found
    }

    private func firstTagOnScreen() -> Int? { tagsOnScreen().first?.tag }

    /// Moves the highlight to the next (or previous) chosen paragraph on screen, bringing all of
    /// it into view; without one, scrolls a line. Whether the highlight moved.
    private func moveHighlight(forward: Bool) -> Bool {
        let onScreen = tagsOnScreen()
        let current = onScreen.firstIndex { $0.tag == highlightedTag }
        let next: Int? = switch current {
        case let index?: forward ? (index + 1 < onScreen.count ? index + 1 : nil) : (index > 0 ? index - 1 : nil)
        case nil: onScreen.isEmpty ? nil : (forward ? 0 : onScreen.count - 1)
        }
        guard let next else { return false }
        let target = onScreen[next]
        highlightedTag = target.tag
        if target.lines.upperBound >= contentOffset + frame.height { scroll(to: target.lines.upperBound - frame.height + 1) }
        window?.setNeedsDisplay()
        return true
    }

    /// Highlights the chosen paragraph with this tag and scrolls to it.
    public func highlight(tag: Int) {
        guard paragraphs.contains(where: { $0.tag == tag }) else { return }
        highlightedTag = tag
        _ = wrap(atLeast: .max, width: frame.width)
        if let range = lines(ofTag: tag), !isOnScreen(range) { scroll(to: range.lowerBound) }
        window?.setNeedsDisplay()
    }

    // MARK: Keys and drawing

    override public func handle(_ key: Key) -> Bool {
        let page = max(1, frame.height - 1)
        // Space pages text as it does in a pager, besides the page-down keys.
        switch key == .character(" ") ? .pageDown : keyBindings.movement(for: key) {
        case .down?: if !moveHighlight(forward: true) { scroll(to: contentOffset + 1); keepHighlightOnScreen() }
        case .up?: if !moveHighlight(forward: false) { scroll(to: contentOffset - 1); keepHighlightOnScreen() }
        case .pageDown?: scroll(to: contentOffset + page); keepHighlightOnScreen()
        case .pageUp?: scroll(to: contentOffset - page); keepHighlightOnScreen()
        case .halfPageDown?: scroll(to: contentOffset + max(1, frame.height / 2)); keepHighlightOnScreen()
        case .halfPageUp?: scroll(to: contentOffset - max(1, frame.height / 2)); keepHighlightOnScreen()
        case .top?: scroll(to: 0); keepHighlightOnScreen()
        case .bottom?: scroll(to: contentHeight); keepHighlightOnScreen()
        case .open?:
            guard let tag = highlightedTag else { return false }
            delegate?.textView(self, didSelectParagraphTagged: tag)
        case nil: return false
        }
        return true
    }

    override public var helpKeyCommands: [KeyCommand] {
        [KeyCommand(actions: [.down, .up], title: "Scroll, or the next or previous choice") { _ in },
         KeyCommand(actions: [.pageDown, .pageUp], title: "A page down (Space too) or up") { _ in },
         KeyCommand(actions: [.halfPageDown, .halfPageUp], title: "Half a page down or up") { _ in },
         KeyCommand(actions: [.top, .bottom], title: "The top or the end") { _ in }]
    }

    /// A click on a link (or any chosen paragraph) opens it, as Enter would; the wheel scrolls.
    override public func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        switch mouse.kind {
        case .press(.left):
            let lines = wrap(atLeast: contentOffset + point.y + 1, width: frame.width)
            let index = contentOffset + point.y
            guard lines.indices.contains(index), let tag = paragraphs[lines[index].paragraph].tag else { return false }
            // On screen already: not `highlight(tag:)`, which wraps the whole text to find it.
            highlightedTag = tag
            window?.setNeedsDisplay()
            delegate?.textView(self, didSelectParagraphTagged: tag)
        case .wheelDown, .wheelUp:
            scroll(to: contentOffset + (mouse.kind == .wheelDown ? MouseEvent.wheelLines : -MouseEvent.wheelLines))
            keepHighlightOnScreen()
        default:
            return false
        }
        return true
    }

    /// A highlight scrolled off the screen moves to a choice that is on it (or goes).
    private func keepHighlightOnScreen() {
        let onScreen = tagsOnScreen()
        guard !onScreen.contains(where: { $0.tag == highlightedTag }) else { return }
        highlightedTag = onScreen.first?.tag
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        // One line past the screen says whether there is more below.
        let lines = wrap(atLeast: contentOffset + rect.height + 1, width: rect.width)
        for row in 0..<rect.height {
            let index = contentOffset + row
            guard lines.indices.contains(index) else { break }
            let line = lines[index]
            let isChosen = highlightedTag != nil && paragraphs[line.paragraph].tag == highlightedTag
            let gutter = wrapped.gutter
            if gutter > 0, isChosen, index == 0 || lines[index - 1].paragraph != line.paragraph {
                canvas.draw(TableView.marker, at: Point(x: rect.x, y: rect.y + row), style: .bold, width: gutter)
            }
            canvas.draw(StyledText(line.spans), at: Point(x: rect.x + gutter, y: rect.y + row), width: max(0, rect.width - 1 - gutter),
                        base: isChosen ? .selected : .plain)
        }
        if contentOffset + rect.height < lines.count, rect.height > 0 {
            canvas.draw("↓", at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: .dim, width: 1)
        }
        if contentOffset > 0, rect.height > 1 {
            canvas.draw("↑", at: Point(x: rect.maxX - 1, y: rect.y), style: .dim, width: 1)
        }
    }
}

/// Told when Enter chooses a tagged paragraph.
@MainActor
public protocol TextViewDelegate: AnyObject {
    func textView(_ textView: TextView, didSelectParagraphTagged tag: Int)
}
