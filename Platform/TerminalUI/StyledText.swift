/// A run of text in one style, optionally in a column of fixed width.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style
    /// Cells this span occupies; text is truncated with … or padded. `nil`: its own width.
    public var width: Int?
    public var alignment: Alignment

    public init(_ text: String, style: Style = .plain, width: Int? = nil, alignment: Alignment = .leading) {
        self.text = text
        self.style = style
        self.width = width
        self.alignment = alignment
    }
}

/// One line of styled text: what table cells, labels and status lines are made of.
public struct StyledText: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var spans: [Span]

    public init(_ spans: [Span]) {
        self.spans = spans
    }

    public init(_ text: String, style: Style = .plain) {
        self.spans = [Span(text, style: style)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    public var plainText: String {
        spans.map { span in span.width.map { TextLayout.pad(span.text, to: $0, alignment: span.alignment) } ?? span.text }.joined()
    }

    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(lhs.spans + rhs.spans)
    }
}
