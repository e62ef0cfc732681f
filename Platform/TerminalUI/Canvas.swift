/// One cell of the grid. A wide character occupies its cell and a continuation cell after it.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// The right half of a wide character: terminals draw nothing here.
    public var isContinuation: Bool

    public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}

/// The grid every view draws into. Writes are clipped to `clip`; every string is sanitised on
/// its way in, so a cell can never hold a control character.
public struct Canvas: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Writes outside this rectangle are dropped.
    public var clip: Rect

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: max(0, size.width * size.height))
        clip = Rect(origin: .zero, size: size)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    // MARK: Writing

    /// Draws `text` (one line) from `point`, at most `width` cells, clipped. Returns the cells used.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, width: Int? = nil) -> Int {
        let limit = width ?? Int.max
        var x = point.x
        var used = 0
        for character in Sanitizer.clean(text) {
            let cells = TextWidth.of(character)
            if cells == 0 {
                continue  // zero-width clusters (lone format characters) take no cell
            }
            if used + cells > limit { break }
            put(character, width: cells, x: x, y: point.y, style: style)
            x += cells
            used += cells
        }
        return used
    }

    /// Draws a line of spans (columns padded or truncated as they ask) within `width` cells;
    /// what does not fit is truncated with …. Returns the cells used.
    @discardableResult
    public mutating func draw(_ text: StyledText, at point: Point, width: Int, base: Style = .plain) -> Int {
        var x = point.x
        var remaining = width
        for (index, span) in text.spans.enumerated() where remaining > 0 {
            var content = span.width.map { TextLayout.pad(span.text, to: $0, alignment: span.alignment) } ?? Sanitizer.clean(span.text)
            let isLast = index == text.spans.count - 1
            let restWidth = text.spans[(index + 1)...].reduce(0) { $0 + ($1.width ?? TextWidth.of($1.text)) }
            if TextWidth.of(content) > remaining || (!isLast && TextWidth.of(content) + restWidth > remaining && span.width == nil) {
                content = TextLayout.truncate(content, to: isLast || span.width != nil ? remaining : max(1, remaining - restWidth))
            }
            let used = draw(content, at: Point(x: x, y: point.y), style: base.merged(with: span.style), width: remaining)
            x += used
            remaining -= used
        }
        return width - remaining
    }

    /// Fills a rectangle (clipped) with one character in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { put(character, width: 1, x: x, y: y, style: style) }
        }
    }

    /// Lays `style` over the cells of `rect` (for selection highlights), keeping their text.
    public mutating func applyStyle(_ style: Style, to rect: Rect) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                cells[y * size.width + x].style = cells[y * size.width + x].style.merged(with: style)
            }
        }
    }

    /// A box outline along the edges of `rect`, with an optional title in the top edge.
    public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        draw("┌" + horizontal + "┐", at: rect.origin, style: style)
        draw("└" + horizontal + "┘", at: Point(x: rect.x, y: rect.maxY - 1), style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            draw("│", at: Point(x: rect.x, y: y), style: style)
            draw("│", at: Point(x: rect.maxX - 1, y: y), style: style)
        }
        if let title, rect.width > 6 {
            draw(" " + TextLayout.truncate(title, to: rect.width - 6) + " ", at: Point(x: rect.x + 2, y: rect.y), style: style.bolded())
        }
    }

    /// Puts one grapheme of `width` cells at (x, y), keeping wide characters whole: a wide
    /// character that would be cut by the clip becomes a space, and a wide character whose
    /// half is overwritten loses its other half too.
    private mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: Style) {
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return }
        if width == 2 && x + 1 >= clip.maxX {
            put(" ", width: 1, x: x, y: y, style: style)
            return
        }
        let row = y * size.width
        breakWideCharacter(at: x, row: row)
        if width == 2 { breakWideCharacter(at: x + 1, row: row) }
        cells[row + x] = Cell(character: character, style: style)
        if width == 2 { cells[row + x + 1] = Cell(character: " ", style: style, isContinuation: true) }
    }

    /// Before (x, row) is overwritten: blank whichever half of a wide character would be left.
    private mutating func breakWideCharacter(at x: Int, row: Int) {
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = Cell(character: " ", style: cells[row + x - 1].style)
        } else if x + 1 < size.width, cells[row + x + 1].isContinuation, TextWidth.of(cells[row + x].character) == 2 {
            cells[row + x + 1] = Cell(character: " ", style: cells[row + x + 1].style)
        }
    }

    // MARK: Reading (snapshots and tests)

    /// The text of each row, continuation cells skipped, trailing spaces kept.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line.append(self[x, y].character) }
            return line
        }
    }

    /// Each row with style marks around styled runs: `[b fg:red]text[/]`.
    public var styledLines: [String] {
        (0..<size.height).map { y in
            var line = ""
            var current = Style.plain
            for x in 0..<size.width where !self[x, y].isContinuation {
                let cell = self[x, y]
                if cell.style != current {
                    if current != .plain { line += "[/]" }
                    if cell.style != .plain { line += "[" + cell.style.marks.joined(separator: " ") + "]" }
                    current = cell.style
                }
                line.append(cell.character)
            }
            if current != .plain { line += "[/]" }
            return line
        }
    }
}
