/// One cell of the grid. A wide character occupies its cell and a continuation cell after it.
///
/// A cell is plain data — a scalar (or an interned cluster's id), its width and its style —
/// so comparing and copying cells, which every frame's diff does twelve thousand times, costs
/// no string work and no reference counting.
public struct Cell: Hashable, Sendable {
    /// A Unicode scalar, or `ClusterTable.flag | id` for a cluster of several scalars.
    private var content: UInt32
    public var style: Style
    /// Cells the character takes: 1, or 2 for a wide character (0 for its continuation).
    public private(set) var width: Int8

    public init(character: Character = " ", style: Style = .plain) {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first {
            content = only.value
        } else if let id = ClusterTable.id(for: String(character)) {
            content = ClusterTable.flag | id
        } else {
            content = scalars.first?.value ?? 0xFFFD
        }
        self.style = style
        width = Int8(TextWidth.of(character))
    }

    /// A printable ASCII byte: the fast path for most text.
    init(ascii byte: UInt8, style: Style) {
        content = UInt32(byte)
        self.style = style
        width = 1
    }

    /// The right half of a wide character.
    static func continuation(style: Style) -> Cell {
        var cell = Cell(ascii: 0x20, style: style)
        cell.width = 0
        return cell
    }

    /// The right half of a wide character: terminals draw nothing here.
    public var isContinuation: Bool { width == 0 }

    public var character: Character {
        if content & ClusterTable.flag != 0 { return Character(ClusterTable.cluster(content & ~ClusterTable.flag)) }
        return Character(Unicode.Scalar(content) ?? " ")
    }

    /// The UTF-8 bytes a terminal is sent for this cell.
    public func appendUTF8(to bytes: inout [UInt8]) {
        if content < 0x80 {
            bytes.append(UInt8(content))
        } else {
            bytes.append(contentsOf: String(character).utf8)
        }
    }

    public static let blank = Cell(ascii: 0x20, style: .plain)
}

/// The grid every view draws into. Writes are clipped to `clip`; every string is sanitised on
/// its way in, so a cell can never hold a control character.
public struct Canvas: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Writes outside this rectangle are dropped. Never reaches past the canvas: a clip set
    /// larger is cut to the canvas, so no write can land outside its cells.
    public var clip: Rect { didSet { clip = clip.intersection(bounds) } }
    /// Pictures over the cells, in the order placed: the host draws them where the terminal can.
    public private(set) var images: [ImagePlacement] = []

    public init(size: Size) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
        clip = Rect(origin: .zero, size: size)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Takes away the pictures a sheet drawn over `rect` would hide.
    public mutating func removeImages(under rect: Rect) {
        images.removeAll { !$0.rect.intersection(rect).isEmpty }
    }

    // MARK: Writing

    /// Puts a picture over `rect`, whose cells stay blank for it; only where all of it is
    /// inside the clip (half a face is not drawn).
    public mutating func place(_ image: Image, in rect: Rect) {
        guard rect.width > 0, rect.height > 0, clip.contains(rect.origin),
              clip.contains(Point(x: rect.maxX - 1, y: rect.maxY - 1)) else { return }
        images.append(ImagePlacement(image: image, rect: rect))
    }

    /// Draws `text` (one line) from `point`, at most `width` cells, clipped. Returns the cells used.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, width: Int? = nil) -> Int {
        let limit = max(0, width ?? .max)
        // Never more of the text than could fit (a cluster takes at least one cell; a few
        // zero-width ones are allowed for): a megabyte costs what a line does.
        let text = text.utf8.count > limit.saturatingMultiply(8).saturatingAdd(64) ? String(text.prefix(limit.saturatingAdd(64))) : text
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII: one byte, one cell, nothing to sanitise or cluster.
            var used = 0
            for byte in text.utf8 {
                guard used < limit else { break }
                putASCII(byte, x: point.x + used, y: point.y, style: style)
                used += 1
            }
            return used
        }
        var x = point.x
        var used = 0
        for raw in Sanitizer.clean(text) {
            // As the terminal will show it (see DisplayForm): one cluster, or a sequence's members.
            for character in DisplayForm.clusters(of: raw) {
                let cells = TextWidth.of(character)
                if cells == 0 {
                    continue  // zero-width clusters (lone format characters) take no cell
                }
                if used + cells > limit { return used }
                put(character, width: cells, x: x, y: point.y, style: style)
                x += cells
                used += cells
            }
        }
        return used
    }

    /// Draws a line of spans (columns padded or truncated as they ask) within `width` cells.
    /// When the line is too long, the widest free-width span gives up the cells (cut with …),
    /// so a long title shrinks while the time and room beside it stay whole. Returns the cells used.
    @discardableResult
    public mutating func draw(_ text: StyledText, at point: Point, width: Int, base: Style = .plain) -> Int {
        var contents = text.spans.map { span in
            // A span can show at most `width` cells: what lies beyond is never read.
            span.width.map { TextLayout.pad(span.text, to: $0, alignment: span.alignment) }
                ?? Sanitizer.clean(TextLayout.truncate(span.text, to: width.saturatingAdd(1)))
        }
        let widths = contents.map { TextWidth.of($0) }
        let overflow = widths.reduce(0, +) - width
        if overflow > 0, let widest = text.spans.indices.filter({ text.spans[$0].width == nil }).max(by: { widths[$0] < widths[$1] }) {
            contents[widest] = TextLayout.truncate(contents[widest], to: max(1, widths[widest] - overflow))
        }
        var x = point.x
        var remaining = width
        for (index, span) in text.spans.enumerated() where remaining > 0 {
            var content = contents[index]
            if TextWidth.of(content) > remaining { content = TextLayout.truncate(content, to: remaining) }
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
            for x in area.x..<area.maxX {
                if let ascii = character.asciiValue { putASCII(ascii, x: x, y: y, style: style) } else { put(character, width: 1, x: x, y: y, style: style) }
            }
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

    private mutating func putASCII(_ byte: UInt8, x: Int, y: Int, style: Style) {
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return }
        let row = y * size.width
        breakWideCharacter(at: x, row: row)
        cells[row + x] = Cell(ascii: byte, style: style)
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
        if width == 2 { cells[row + x + 1] = .continuation(style: style) }
    }

    /// Before (x, row) is overwritten: blank whichever half of a wide character would be left.
    private mutating func breakWideCharacter(at x: Int, row: Int) {
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = Cell(ascii: 0x20, style: cells[row + x - 1].style)
        } else if cells[row + x].width == 2, x + 1 < size.width {
            cells[row + x + 1] = Cell(ascii: 0x20, style: cells[row + x + 1].style)
        }
    }

    // MARK: Comparing (the host's diff)

    /// Whether row `y` is the same in both canvases (which must be the same size).
    public func rowEquals(_ y: Int, in other: Canvas) -> Bool {
        let start = y * size.width
        for index in start..<(start + size.width) where cells[index] != other.cells[index] { return false }
        return true
    }

    /// Whether the cell at (x, y) is the same in both canvases.
    public func cellEquals(_ x: Int, _ y: Int, in other: Canvas) -> Bool {
        cells[y * size.width + x] == other.cells[y * size.width + x]
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
