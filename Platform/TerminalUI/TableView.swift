public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

/// What a row shows: `rowHeight` lines of styled text, over a base style for the whole row
/// (a keynote bold, a break dim).
public struct TableCell: Sendable, Equatable {
    public var lines: [StyledText]
    public var style: Style

    public init(_ lines: [StyledText], style: Style = .plain) {
        self.lines = lines
        self.style = style
    }

    public init(_ line: StyledText, style: Style = .plain) {
        self.init([line], style: style)
    }
}

@MainActor
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

public extension TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Enter on a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The highlighted row moved.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The last row came into view (for loading more); once per `reloadData`.
    func tableViewDidReachEnd(_ tableView: TableView)
    /// A click on a row (already highlighted); by default what Enter does.
    func tableView(_ tableView: TableView, didClickRowAt indexPath: IndexPath)
}

public extension TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableViewDidReachEnd(_ tableView: TableView) {}
    func tableView(_ tableView: TableView, didClickRowAt indexPath: IndexPath) { self.tableView(tableView, didSelectRowAt: indexPath) }
}

/// A scrolling list in sections, like UITableView. Rows share one height; positions are
/// computed from the section counts, and only the rows on screen are asked for, so a table
/// of 10,000 rows costs what its visible rows cost.
@MainActor
public final class TableView: View {
    public weak var dataSource: TableViewDataSource?
    public weak var delegate: TableViewDelegate?
    /// Lines per row.
    public var rowHeight = 1 {
        // At least one line (positions divide by it), and no taller than a canvas can be.
        didSet { rowHeight = min(max(1, rowHeight), cellLimit); computeSectionStarts(); clampScroll() }
    }
    public private(set) var highlightedIndexPath: IndexPath?
    /// The first content line on screen.
    public private(set) var contentOffset = 0

    private var rowCounts: [Int] = []
    private var headerLines: [Int] = []   // 1 when the section has a title, else 0
    private var sectionStarts: [Int] = [] // the first content line of each section
    private var hasReportedEnd = false

    override public init() {}

    override public var canBecomeFocused: Bool { true }

    // MARK: Data

    /// Re-reads the section counts; keeps the highlight on the same index path when it still exists.
    public func reloadData() {
        guard let dataSource else { rowCounts = []; headerLines = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        headerLines = (0..<sections).map { dataSource.tableView(self, titleForHeaderInSection: $0) == nil ? 0 : 1 }
        computeSectionStarts()
        hasReportedEnd = false
        if let highlighted = highlightedIndexPath, !isValid(highlighted) {
            highlightedIndexPath = clamped(highlighted)
        } else if highlightedIndexPath == nil {
            highlightedIndexPath = firstIndexPath
        }
        clampScroll()
        window?.setNeedsDisplay()
    }

    public var numberOfRows: Int { rowCounts.reduce(0, +) }

    public func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    public var isEmpty: Bool { numberOfRows == 0 }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    private var firstIndexPath: IndexPath? {
        rowCounts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private var lastIndexPath: IndexPath? {
        rowCounts.lastIndex { $0 > 0 }.map { IndexPath(row: rowCounts[$0] - 1, section: $0) }
    }

    /// The nearest existing row at or before `indexPath`, else the first.
    private func clamped(_ indexPath: IndexPath) -> IndexPath? {
        guard !isEmpty else { return nil }
        var section = min(indexPath.section, rowCounts.count - 1)
        var row = indexPath.row
        while section >= 0 {
            if rowCounts[section] > 0 { return IndexPath(row: min(row, rowCounts[section] - 1), section: section) }
            section -= 1
            row = Int.max
        }
        return firstIndexPath
    }

    // MARK: Geometry

    private func computeSectionStarts() {
        var line = 0
        sectionStarts = rowCounts.indices.map { section in
            // Saturating: a count from the data source times the row height cannot trap.
            defer { line = line.saturatingAdd(headerLines[section]).saturatingAdd(rowCounts[section].saturatingMultiply(rowHeight)) }
            return line
        }
        contentHeight = line
    }

    /// Total content lines: headers plus rows.
    public private(set) var contentHeight = 0

    /// The first content line of a row.
    public func line(of indexPath: IndexPath) -> Int {
        sectionStarts[indexPath.section] + headerLines[indexPath.section] + indexPath.row.saturatingMultiply(rowHeight)
    }

    private enum LineContent { case header(Int), row(IndexPath, Int) }

    /// What is at a content line: a binary search over the sections' first lines.
    private func content(atLine target: Int) -> LineContent? {
        guard target >= 0, target < contentHeight else { return nil }
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        // Empty sections share their start with the next one: take the last that holds the line.
        let section = low
        let offset = target - sectionStarts[section]
        if headerLines[section] == 1 && offset == 0 { return .header(section) }
        let rowLine = offset - headerLines[section]
        return .row(IndexPath(row: rowLine / rowHeight, section: section), rowLine % rowHeight)
    }

    private var visibleLineCount: Int { max(1, frame.height) }

    private func clampScroll() {
        contentOffset = max(0, min(contentOffset, contentHeight - visibleLineCount))
    }

    /// Where a row should land when scrolled to.
    public enum ScrollPosition: Sendable { case top, middle, visible }

    public func scrollToRow(at indexPath: IndexPath, position: ScrollPosition = .visible) {
        guard isValid(indexPath) else { return }
        var top = line(of: indexPath)
        // Bring the section's header along when the row is its first.
        if indexPath.row == 0 { top -= headerLines[indexPath.section] }
        let bottom = line(of: indexPath) + rowHeight
        switch position {
        case .top: contentOffset = top
        case .middle: contentOffset = top - (visibleLineCount - rowHeight) / 2
        case .visible:
            if top < contentOffset { contentOffset = top } else if bottom > contentOffset + visibleLineCount { contentOffset = bottom - visibleLineCount }
        }
        clampScroll()
        reportEndIfVisible()
        window?.setNeedsDisplay()
    }

    // MARK: Highlight

    /// Moves the highlight (and scrolls to it); tells the delegate when it moved.
    public func highlightRow(at indexPath: IndexPath, position: ScrollPosition = .visible) {
        guard isValid(indexPath) else { return }
        let moved = indexPath != highlightedIndexPath
        highlightedIndexPath = indexPath
        scrollToRow(at: indexPath, position: position)
        if moved { delegate?.tableView(self, didHighlightRowAt: indexPath) }
    }

    /// The row `steps` away from `indexPath` in reading order, stopping at the ends.
    public func indexPath(from indexPath: IndexPath, movingBy steps: Int) -> IndexPath {
        guard isValid(indexPath) else { return indexPath }
        var current = indexPath
        var remaining = steps == .min ? Int.max : abs(steps)
        while remaining > 0 {
            if steps > 0 {
                if current.row + 1 < rowCounts[current.section] {
                    let jump = min(remaining, rowCounts[current.section] - 1 - current.row)
                    current.row += jump
                    remaining -= jump
                    continue
                }
                guard let next = rowCounts.indices.dropFirst(current.section + 1).first(where: { rowCounts[$0] > 0 }) else { break }
                current = IndexPath(row: 0, section: next)
            } else {
                if current.row > 0 {
                    let jump = min(remaining, current.row)
                    current.row -= jump
                    remaining -= jump
                    continue
                }
                guard let previous = rowCounts.indices.prefix(current.section).last(where: { rowCounts[$0] > 0 }) else { break }
                current = IndexPath(row: rowCounts[previous] - 1, section: previous)
            }
            remaining -= 1
        }
        return current
    }

    override public func handle(_ key: Key) -> Bool {
        guard let current = highlightedIndexPath else { return false }
        let page = max(1, visibleLineCount / rowHeight - 1)
        switch keyBindings.movement(for: key) {
        case .down?: highlightRow(at: indexPath(from: current, movingBy: 1))
        case .up?: highlightRow(at: indexPath(from: current, movingBy: -1))
        case .pageDown?: highlightRow(at: indexPath(from: current, movingBy: page))
        case .pageUp?: highlightRow(at: indexPath(from: current, movingBy: -page))
        case .halfPageDown?: highlightRow(at: indexPath(from: current, movingBy: max(1, page / 2)))
        case .halfPageUp?: highlightRow(at: indexPath(from: current, movingBy: -max(1, page / 2)))
        case .top?: if let first = firstIndexPath { highlightRow(at: first) }
        case .bottom?: if let last = lastIndexPath { highlightRow(at: last) }
        case .open?: delegate?.tableView(self, didSelectRowAt: current)
        case nil: return false
        }
        return true
    }

    override public var helpKeyCommands: [KeyCommand] {
        [KeyCommand(actions: [.down, .up], title: "Next or previous row") { _ in },
         KeyCommand(actions: [.pageDown, .pageUp], title: "A page down or up") { _ in },
         KeyCommand(actions: [.halfPageDown, .halfPageUp], title: "Half a page down or up") { _ in },
         KeyCommand(actions: [.top, .bottom], title: "First or last row") { _ in }]
    }

    /// A click on a row chooses it and opens it, as Enter would; the wheel moves the highlight.
    override public func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        switch mouse.kind {
        case .press(.left):
            guard case .row(let indexPath, _)? = content(atLine: contentOffset + point.y) else { return false }
            highlightRow(at: indexPath)
            delegate?.tableView(self, didClickRowAt: indexPath)
        case .wheelDown, .wheelUp:
            guard let current = highlightedIndexPath else { return false }
            let steps = mouse.kind == .wheelDown ? MouseEvent.wheelLines : -MouseEvent.wheelLines
            highlightRow(at: indexPath(from: current, movingBy: steps))
        default:
            return false
        }
        return true
    }

    private func reportEndIfVisible() {
        guard !hasReportedEnd, !isEmpty, contentOffset + visibleLineCount >= contentHeight else { return }
        hasReportedEnd = true
        delegate?.tableViewDidReachEnd(self)
    }

    // MARK: Drawing

    /// The sign before the chosen row where selection is marked: ASCII, so every terminal and
    /// a screen reader reading the line has it.
    static let marker = ">"

    override public func layoutSubviews() {
        clampScroll()
        if let highlightedIndexPath { scrollToRow(at: highlightedIndexPath) }
    }

    override public func draw(in canvas: inout Canvas, rect: Rect) {
        guard let dataSource else { return }
        var y = 0
        while y < rect.height {
            let line = contentOffset + y
            switch content(atLine: line) {
            case .header(let section)?:
                let title = dataSource.tableView(self, titleForHeaderInSection: section) ?? ""
                canvas.draw(title, at: Point(x: rect.x, y: rect.y + y), style: Style.bold.underlined(), width: rect.width)
                y += 1
            case .row(let indexPath, let firstLine)?:
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                let isHighlighted = indexPath == highlightedIndexPath
                let rowStyle = isHighlighted ? cell.style.merged(with: isFocused ? .selected : .bold) : cell.style
                let shown = min(rowHeight - firstLine, rect.height - y)
                // Without colour (or when asked) a column of its own says which row is chosen.
                let gutter = marksSelection ? Self.marker.count + 1 : 0
                for offset in 0..<shown {
                    let point = Point(x: rect.x, y: rect.y + y + offset)
                    if gutter > 0, isHighlighted, firstLine + offset == 0 {
                        canvas.draw(Self.marker, at: point, style: .bold, width: gutter)
                    }
                    let textPoint = Point(x: point.x + gutter, y: point.y)
                    let width = max(0, rect.width - gutter)
                    if isHighlighted { canvas.fill(Rect(origin: textPoint, size: Size(width: width, height: 1)), style: rowStyle) }
                    let text = cell.lines.indices.contains(firstLine + offset) ? cell.lines[firstLine + offset] : ""
                    canvas.draw(text, at: textPoint, width: width, base: rowStyle)
                }
                y += shown
            case nil:
                return
            }
        }
    }
}
