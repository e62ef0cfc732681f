import Styleguide
import TerminalUI

/// Draws a day as a grid: the day strip, the rooms along the top, the time down the side, each
/// session a box down its room's column for as long as it lasts (overlapping ones side by side),
/// the now line across. Scrolls so the highlighted box is in view; as many rooms as fit at
/// their narrowest, the rest a key away.
@MainActor
final class GridCanvas: View {
    var model = GridViewModel(title: "Grid", days: [], selectedDay: nil, columns: [], rowLabels: [], rowMinutes: 15, boxes: [],
                              nowRow: nil, selected: nil, message: nil) {
        didSet { setNeedsDisplay() }
    }
    /// What a click or the wheel asked for.
    enum Click: Equatable {
        case day(Int)
        case session(String)
        case wheel(down: Bool)
    }
    var onClick: ((Click) -> Void)?

    /// The first room and row on show.
    private(set) var firstColumn = 0
    private(set) var firstRow = 0

    /// The time down the side: "10:00 ".
    static let axisWidth = 6
    /// A room's column is never narrower than this: a title needs room to be read.
    static let narrowestColumn = 18
    /// Lines above the rows: the day strip and the rooms.
    static let headerLines = 2

    func visibleColumns(width: Int) -> Int {
        max(1, min(model.columns.count, (width - Self.axisWidth) / Self.narrowestColumn))
    }

    /// Moves the window onto the highlighted box, keeping a little of what came before it above.
    private func scrollToSelection(size: Size) {
        let columns = visibleColumns(width: size.width)
        let rows = max(1, size.height - Self.headerLines)
        firstColumn = min(firstColumn, max(0, model.columns.count - columns))
        firstRow = min(firstRow, max(0, model.rowLabels.count - rows))
        guard let index = model.selected, model.boxes.indices.contains(index) else { return }
        let box = model.boxes[index]
        if box.column < firstColumn { firstColumn = box.column }
        if box.column >= firstColumn + columns { firstColumn = box.column - columns + 1 }
        if box.firstRow < firstRow { firstRow = max(0, box.firstRow - 1) }
        if box.firstRow + min(box.rows, rows) > firstRow + rows { firstRow = min(box.firstRow - 1, box.firstRow + min(box.rows, rows) - rows) }
        firstRow = max(0, firstRow)
    }

    override func draw(in canvas: inout Canvas, rect: Rect) {
        scrollToSelection(size: rect.size)
        var strip: [Span] = []
        for (index, day) in Theme.choiceLabels(model.days, width: rect.width).enumerated() {
            strip.append(Theme.choice(day, isChosen: index == model.selectedDay, marked: marksSelection))
            strip.append(Span(" "))
        }
        canvas.draw(StyledText(strip), at: rect.origin, width: rect.width)
        guard !model.columns.isEmpty else { return }
        let columns = visibleColumns(width: rect.width)
        let columnWidth = (rect.width - Self.axisWidth) / columns
        let shown = firstColumn..<min(model.columns.count, firstColumn + columns)
        // The rooms, with arrows where more are to either side.
        for column in shown {
            let x = rect.x + Self.axisWidth + (column - firstColumn) * columnWidth
            // The arrows say more rooms lie that way: a long name is cut short, never the arrow.
            let before = column == shown.lowerBound && firstColumn > 0 ? "‹ " : ""
            let after = column == shown.upperBound - 1 && shown.upperBound < model.columns.count ? " ›" : ""
            let room = max(1, columnWidth - 1 - TextWidth.of(before) - TextWidth.of(after))
            let name = before + TextLayout.truncate(model.columns[column], to: room) + after
            _ = canvas.draw(TextLayout.pad(name, to: columnWidth - 1), at: Point(x: x + 1, y: rect.y + 1), style: Theme.heading,
                            width: columnWidth - 1)
        }
        let rows = max(0, rect.height - Self.headerLines)
        let top = rect.y + Self.headerLines
        for line in 0..<rows {
            let row = firstRow + line
            guard model.rowLabels.indices.contains(row) else { break }
            let isNow = row == model.nowRow
            let label = isNow ? "now" : model.rowLabels[row]
            _ = canvas.draw(TextLayout.pad(label, to: Self.axisWidth), at: Point(x: rect.x, y: top + line),
                            style: isNow ? Theme.now : Theme.secondary, width: Self.axisWidth)
            if isNow {
                _ = canvas.draw(String(repeating: "┈", count: columnWidth * shown.count), at: Point(x: rect.x + Self.axisWidth, y: top + line),
                                style: Theme.now, width: rect.width - Self.axisWidth)
            }
        }
        for (index, x, width) in boxColumns(width: rect.width) {
            draw(model.boxes[index], selected: index == model.selected, in: &canvas, x: rect.x + x, width: width, top: top, rows: rows)
        }
    }

    /// Each box on show with the column it starts at (from the view's left) and its width.
    private func boxColumns(width: Int) -> [(index: Int, x: Int, width: Int)] {
        let columns = visibleColumns(width: width)
        let columnWidth = (width - Self.axisWidth) / columns
        let shown = firstColumn..<min(model.columns.count, firstColumn + columns)
        return model.boxes.enumerated().filter { shown.contains($0.element.column) }.map { index, box in
            let laneWidth = max(2, columnWidth / max(1, box.lanes))
            let x = Self.axisWidth + (box.column - firstColumn) * columnWidth + box.lane * laneWidth
            return (index, x, box.lane == box.lanes - 1 ? columnWidth - box.lane * laneWidth : laneWidth)
        }
    }

    /// A click on a day or a session chooses it; the wheel moves through the room's sessions.
    override func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            onClick?(.wheel(down: mouse.kind == .wheelDown))
        case .press(.left) where point.y == 0:
            guard let day = Theme.choice(atColumn: point.x, of: Theme.choiceLabels(model.days, width: frame.width)) else { return false }
            onClick?(.day(day))
        case .press(.left) where point.y >= Self.headerLines && !model.columns.isEmpty:
            let row = firstRow + point.y - Self.headerLines
            let hit = boxColumns(width: frame.width).first { index, x, width in
                let box = model.boxes[index]
                return (x..<x + width).contains(point.x) && (box.firstRow..<box.firstRow + box.rows).contains(row)
            }
            guard let hit else { return false }
            onClick?(.session(model.boxes[hit.index].sessionID))
        default:
            return false
        }
        return true
    }

    /// A box: an edge down its left, its title (★ first when in My schedule) on its first line
    /// and wrapped onto the next, what changed lately (⚠, as the Agenda says it), its speakers
    /// under that, as far as its rows go.
    private func draw(_ box: GridBox, selected: Bool, in canvas: inout Canvas, x: Int, width: Int, top: Int, rows: Int) {
        let first = box.firstRow - firstRow
        let last = first + box.rows - 1
        guard last >= 0, first < rows, width >= 2 else { return }
        let textWidth = width - 1
        // A title cut short says so: a five-minute box's one line is not read on into the next box's.
        var lines = TextLayout.wrapMarkingCut((box.isFavorite ? "★ " : "") + box.title, width: textWidth, lineLimit: max(1, box.rows))
        let titleLines = lines.count
        if !box.changes.isEmpty {
            lines += TextLayout.wrap("⚠ " + box.changes.joined(separator: " · "), width: textWidth, lineLimit: max(0, box.rows - lines.count))
        }
        let markLines = titleLines..<lines.count
        if !box.detail.isEmpty { lines += TextLayout.wrap(box.detail, width: textWidth, lineLimit: max(0, box.rows - lines.count)) }
        let base: Style = selected ? .selected : (box.kind == .service ? Theme.secondary : .plain)
        for offset in 0..<box.rows {
            let line = first + offset
            guard (0..<rows).contains(line) else { continue }
            let y = top + line
            // Where selection is marked, the chosen box's corner says so in text.
            let edge = offset == 0 ? (selected && marksSelection ? ">" : "┌") : "│"
            let edgeStyle = box.isFavorite ? Theme.highlight : box.changes.isEmpty ? Theme.secondary : Theme.warning
            _ = canvas.draw(edge, at: Point(x: x, y: y), style: edgeStyle, width: 1)
            let text = offset < lines.count ? lines[offset] : ""
            var style = base
            if offset < titleLines { style = style.bolded(box.kind != .service) }
            if offset < titleLines && box.isFavorite && !selected { style = Theme.highlight }
            if offset >= titleLines && !selected { style = markLines.contains(offset) ? Theme.warning : Theme.secondary }
            _ = canvas.draw(TextLayout.pad(text, to: textWidth), at: Point(x: x + 1, y: y), style: style, width: textWidth)
        }
    }
}
