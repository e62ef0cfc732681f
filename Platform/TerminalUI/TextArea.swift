/// Several lines of editable text, like UITextView: wrapped at the field's width, scrolled to
/// keep the cursor in view. Enter starts a new line; Tab is left to move focus.
///
/// Keys: ←/→ (Ctrl-B/F) by grapheme cluster, ↑/↓ by line (keeping the column), Home/End
/// (Ctrl-A/E) to the start and end of the line, Backspace, Delete (Ctrl-D), Ctrl-U and Ctrl-K
/// (clear to the line's start or end), Ctrl-W and Alt-Backspace (delete a word), pasted text
/// (its line breaks kept).
@MainActor
public final class TextArea: View {
    public weak var delegate: TextAreaDelegate?
    public var placeholder: String
    /// At most this many characters (Unicode scalars, as JSON Schema counts them); typing or
    /// pasting past it keeps what fits.
    public var maximumLength: Int?
    /// The cursor's position, in grapheme clusters from the start.
    public private(set) var cursor = 0
    public private(set) var text: String = ""
    /// The first line shown.
    private var scrollOffset = 0
    /// The column ↑ and ↓ aim for, kept across lines shorter than it.
    private var preferredColumn: Int?
    private var characters: [Character] = []

    public init(placeholder: String = "", text: String = "") {
        self.placeholder = placeholder
        super.init()
        setText(text)
    }

    /// Replaces the text (sanitised, its line breaks kept) and puts the cursor at its end.
    public func setText(_ newValue: String) {
        let raw = maximumLength.map { ScalarLimit.rawPrefix(newValue, scalars: $0) } ?? newValue
        characters = Array(Self.clean(raw))
        if let maximumLength { characters = ScalarLimit.prefix(characters, scalars: maximumLength) }
        text = String(characters)
        cursor = characters.count
        preferredColumn = nil
        window?.setNeedsDisplay()
    }

    /// The length as `maximumLength` counts it.
    public var length: Int { text.unicodeScalars.count }

    override public var canBecomeFocused: Bool { true }

    // MARK: Editing

    override public func handle(_ key: Key) -> Bool {
        let layout = TextAreaLayout(characters, width: max(1, frame.width))
        var keepsColumn = false
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted)
        case .enter: insert("\n")
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .up, .down:
            let line = layout.lineIndex(of: cursor)
            let target = key == .up ? line - 1 : line + 1
            guard layout.lines.indices.contains(target) else { return false }   // past the first or last line: not ours
            let column = preferredColumn ?? layout.column(of: cursor)
            cursor = layout.position(onLine: target, column: column)
            preferredColumn = column
            keepsColumn = true
        case .home, .control("a"): cursor = layout.lines[layout.lineIndex(of: cursor)].start
        case .end, .control("e"):
            let line = layout.lines[layout.lineIndex(of: cursor)]
            cursor = line.isSoft ? max(line.start, line.end - 1) : line.end
        case .backspace:
            guard cursor > 0 else { return true }
            remove(cursor - 1..<cursor)
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            remove(cursor..<cursor + 1)
        case .control("u"): remove(layout.lines[layout.lineIndex(of: cursor)].start..<cursor)
        case .control("k"):
            let line = layout.lines[layout.lineIndex(of: cursor)]
            remove(cursor..<max(cursor, line.end))
        case .control("w"), .alt(.backspace): remove(previousWordStart()..<cursor)
        default:
            return false
        }
        if !keepsColumn { preferredColumn = nil }
        window?.setNeedsDisplay()
        return true
    }

    private func insert(_ string: String) {
        let room = maximumLength.map { max(0, $0 - length) }
        var clean = Array(Self.clean(room.map { ScalarLimit.rawPrefix(string, scalars: $0) } ?? string))
        if let room { clean = ScalarLimit.prefix(clean, scalars: room) }
        guard !clean.isEmpty else { return }
        let before = characters.count
        characters.insert(contentsOf: clean, at: cursor)
        // A combining mark joins the cluster before it: count what the text grew by.
        characters = Array(String(characters))
        cursor = min(characters.count, cursor + characters.count - before)
        text = String(characters)
        delegate?.textAreaDidChange(self)
    }

    private func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        text = String(characters)
        delegate?.textAreaDidChange(self)
    }

    private func previousWordStart() -> Int {
        var index = cursor
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// Line breaks of every kind become one line feed; everything else is sanitised.
    private static func clean(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return lines.map { Sanitizer.clean(String($0)) }.joined(separator: "\n")
    }


    // MARK: Drawing

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let fieldStyle: Style = isFocused ? .underline : Style.dim.underlined()
        canvas.fill(rect, style: fieldStyle)
        if characters.isEmpty && !placeholder.isEmpty {
            canvas.draw(placeholder, at: rect.origin, style: fieldStyle.dimmed(), width: rect.width)
        }
        let layout = TextAreaLayout(characters, width: rect.width)
        let cursorLine = layout.lineIndex(of: cursor)
        scrollOffset = min(max(scrollOffset, cursorLine - rect.height + 1), cursorLine)
        for row in 0..<rect.height {
            let index = scrollOffset + row
            guard layout.lines.indices.contains(index) else { break }
            let line = layout.lines[index]
            var x = rect.x
            for position in line.start..<line.end {
                let cells = TextWidth.of(characters[position])
                if x + cells > rect.maxX { break }
                let style = isFocused && position == cursor ? fieldStyle.inverted() : fieldStyle
                canvas.draw(String(characters[position]), at: Point(x: x, y: rect.y + row), style: style)
                x += cells
            }
            if isFocused && index == cursorLine && cursor == line.end && x < rect.maxX {
                canvas.applyStyle(.inverse, to: Rect(x: x, y: rect.y + row, width: 1, height: 1))
            }
        }
    }

    /// As many lines as the text wraps into at this width (at least one).
    override public func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(size.height, max(1, TextAreaLayout(characters, width: size.width).lines.count)))
    }
}

@MainActor
public protocol TextAreaDelegate: AnyObject {
    func textAreaDidChange(_ textArea: TextArea)
}
