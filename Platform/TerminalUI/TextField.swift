@MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldDidChange(_ textField: TextField)
    /// Enter: return whether the field handled it.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

public extension TextFieldDelegate {
    func textFieldDidChange(_ textField: TextField) {}
    func textFieldShouldReturn(_ textField: TextField) -> Bool { false }
}

/// One line of editable text, like UITextField. The cursor moves by grapheme cluster, so an
/// accented letter, a CJK character or an emoji family is one step.
///
/// Keys: ←/→ (Ctrl-B/F), Home/End (Ctrl-A/E), Backspace, Delete (Ctrl-D), Ctrl-U (clear to
/// the start), Ctrl-K (clear to the end), Ctrl-W and Alt-Backspace (delete a word), pasted text.
@MainActor
public final class TextField: View {
    public weak var delegate: TextFieldDelegate?
    public var placeholder: String
    /// Shows • for every character, for passwords and tokens.
    public var isSecureTextEntry = false
    /// At most this many characters (Unicode scalars, as JSON Schema counts them); typing or
    /// pasting past it keeps what fits. No field needs more; a search field far less.
    public var maximumLength = 4_096 {
        didSet { if text.unicodeScalars.count > maximumLength { setText(text) } }
    }
    /// The cursor's position, in grapheme clusters from the start.
    public private(set) var cursor = 0
    private var scrollOffset = 0  // first cluster shown

    public private(set) var text: String = ""

    public init(placeholder: String = "", text: String = "") {
        self.placeholder = placeholder
        super.init()
        setText(text)
    }

    /// Replaces the text (sanitised to one line) and puts the cursor at its end.
    public func setText(_ newValue: String) {
        text = String(ScalarLimit.prefix(Self.oneLine(ScalarLimit.rawPrefix(newValue, scalars: maximumLength)), scalars: maximumLength))
        cursor = text.count
        window?.setNeedsDisplay()
    }

    override public var canBecomeFocused: Bool { true }

    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    // MARK: Editing

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert(String(character))
        case .paste(let pasted):
            insert(pasted)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .backspace:
            guard cursor > 0 else { return true }
            remove(cursor - 1..<cursor)
        case .delete, .control("d"):
            guard cursor < text.count else { return true }
            remove(cursor..<cursor + 1)
        case .control("u"): remove(0..<cursor)
        case .control("k"): remove(cursor..<text.count)
        case .control("w"), .alt(.backspace): remove(previousWordStart()..<cursor)
        case .enter:
            return delegate?.textFieldShouldReturn(self) ?? false
        default:
            return false
        }
        window?.setNeedsDisplay()
        return true
    }

    private func insert(_ string: String) {
        let room = max(0, maximumLength - text.unicodeScalars.count)
        let clean = String(ScalarLimit.prefix(Self.oneLine(ScalarLimit.rawPrefix(string, scalars: room)), scalars: room))
        guard !clean.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: cursor)
        let before = text.count
        text.insert(contentsOf: clean, at: index)
        // A combining mark joins the cluster before it: count what the text grew by.
        cursor += text.count - before
        delegate?.textFieldDidChange(self)
    }

    /// Line breaks in pasted or set text become spaces; the rest is sanitised.
    private static func oneLine(_ text: String) -> String {
        Sanitizer.clean(String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 }))
    }

    private func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(lower..<upper)
        cursor = range.lowerBound
        delegate?.textFieldDidChange(self)
    }

    private func previousWordStart() -> Int {
        let characters = Array(text.prefix(cursor))
        var index = characters.count
        while index > 0 && characters[index - 1] == " " { index -= 1 }
        while index > 0 && characters[index - 1] != " " { index -= 1 }
        return index
    }

    // MARK: Drawing

    /// The clusters as shown: the text or, for secure entry, one • each.
    private var shownCharacters: [Character] {
        isSecureTextEntry ? Array(repeating: "•", count: text.count) : Array(text)
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        guard rect.width > 0 else { return }
        let fieldStyle: Style = isFocused ? .underline : Style.dim.underlined()
        canvas.fill(Rect(origin: rect.origin, size: Size(width: rect.width, height: 1)), style: fieldStyle)
        if text.isEmpty && !placeholder.isEmpty {
            canvas.draw(placeholder, at: rect.origin, style: fieldStyle.dimmed(), width: rect.width)
        }
        let characters = shownCharacters
        scrollToCursor(characters, width: rect.width)
        var x = rect.x
        for index in scrollOffset..<characters.count {
            let cells = TextWidth.of(characters[index])
            if x + cells > rect.maxX { break }
            let style = isFocused && index == cursor ? fieldStyle.inverted() : fieldStyle
            canvas.draw(String(characters[index]), at: Point(x: x, y: rect.y), style: style)
            x += cells
        }
        if isFocused && cursor == characters.count && x < rect.maxX {
            // Inverts whatever is there (a blank, or the placeholder's first letter).
            canvas.applyStyle(.inverse, to: Rect(x: x, y: rect.y, width: 1, height: 1))
        }
    }

    /// Keeps the cursor (and one cell for it at the end) inside the field: the first cluster
    /// shown is the earliest, not before the current one, from which the cursor still fits —
    /// found walking back from the cursor, so a long text costs a field's width, not its length.
    private func scrollToCursor(_ characters: [Character], width: Int) {
        scrollOffset = min(scrollOffset, cursor)
        var used = cursor < characters.count ? TextWidth.of(characters[cursor]) : 1
        var first = cursor
        while first > scrollOffset {
            let cells = TextWidth.of(characters[first - 1])
            guard used + cells <= width else { break }
            used += cells
            first -= 1
        }
        scrollOffset = first
    }
}
