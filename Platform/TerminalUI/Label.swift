/// Text that wraps onto as many lines as it has (or is cut with … at its last line).
@MainActor
public final class Label: View {
    public var text: String { didSet { if text != oldValue { setNeedsLayout(); window?.setNeedsDisplay() } } }
    public var style: Style { didSet { window?.setNeedsDisplay() } }
    /// 0: as many lines as the text needs. 1: a single line, truncated with ….
    public var numberOfLines: Int
    public var alignment: Alignment

    public init(_ text: String = "", style: Style = .plain, numberOfLines: Int = 0, alignment: Alignment = .leading) {
        self.text = text
        self.style = style
        self.numberOfLines = numberOfLines
        self.alignment = alignment
    }

    /// The lines the text takes at `width`.
    public func lines(forWidth width: Int) -> [String] {
        if numberOfLines == 1 {
            return [TextLayout.truncate(Sanitizer.clean(text), to: width)]
        }
        return numberOfLines > 0 ? TextLayout.wrapMarkingCut(text, width: width, lineLimit: numberOfLines) : TextLayout.wrap(text, width: width)
    }

    override public func sizeThatFits(_ size: Size) -> Size {
        let lines = lines(forWidth: size.width)
        return Size(width: min(size.width, lines.map { TextWidth.of($0) }.max() ?? 0), height: min(size.height, lines.count))
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        for (index, line) in lines(forWidth: rect.width).prefix(rect.height).enumerated() {
            let text = alignment == .leading ? line : TextLayout.pad(line, to: rect.width, alignment: alignment)
            canvas.draw(text, at: Point(x: rect.x, y: rect.y + index), style: style, width: rect.width)
        }
    }
}
