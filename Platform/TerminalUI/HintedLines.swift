/// Lines each with a hint at its right end (a banner's keys): a line's text is cut short, never
/// wrapped, so its hint stays on its line; a line too narrow for both keeps its text.
@MainActor
public final class HintedLines: View {
    public struct Row: Equatable, Sendable {
        public let text: StyledText
        public let hint: StyledText

        public init(text: StyledText, hint: StyledText = "") {
            self.text = text
            self.hint = hint
        }
    }

    public var rows: [Row] = [] { didSet { window?.setNeedsDisplay() } }
    private let base: Style
    /// The text a line keeps before its hint goes.
    static let leastText = 24

    public init(base: Style = .plain) {
        self.base = base
        super.init()
        backgroundStyle = base
    }

    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(rows.count, max(0, size.height)))
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        for (index, row) in rows.prefix(max(0, rect.height)).enumerated() {
            let y = rect.y + index
            let textWidth = TextWidth.of(row.text.plainText)
            var hintWidth = min(rect.width, TextWidth.of(row.hint.plainText))
            if rect.width - hintWidth - 2 < min(textWidth, Self.leastText) { hintWidth = 0 }
            if hintWidth > 0 { _ = canvas.draw(row.hint, at: Point(x: rect.maxX - hintWidth, y: y), width: hintWidth, base: base) }
            _ = canvas.draw(row.text, at: Point(x: rect.x + 1, y: y), width: max(0, rect.width - hintWidth - 3), base: base)
        }
    }
}
