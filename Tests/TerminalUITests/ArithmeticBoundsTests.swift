import Testing
@testable import TerminalUI

/// Sizes, counts and offsets that a sentinel ("every line", `.max`) or outside data pushes to the
/// ends of `Int`'s range: layout holds them instead of trapping (a trap ends the app, in release
/// builds too).
@MainActor
@Suite struct ArithmeticBoundsTests {
    /// Issue 42's crash: End on a session whose abstract and description are long. The first
    /// paragraph was wrapped with `lineLimit: .max`, every later one with `Int.max - lines`, and
    /// the window arithmetic for those overflowed.
    @Test func endOnTextOfManyLongParagraphsScrollsToTheEnd() {
        let paragraph = (1...2_000).map { "word\($0)" }.joined(separator: " ")
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("Title", style: .bold), TextView.Paragraph(paragraph),
                           TextView.Paragraph(""), TextView.Paragraph(paragraph + " last")]
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 60)] {
            let window = Snapshot.window(showing: HostController(text), size: size)
            window.handle(.end)
            let end = Snapshot.text(of: window)
            #expect(end.hasSuffix("last") && end.contains("word2000") && !end.contains("Title"), "at \(size)")
            window.handle(.character("g"))
            #expect(Snapshot.text(of: window).hasPrefix("Title"), "at \(size)")
            window.handle(.character("G"))
            #expect(Snapshot.text(of: window) == end, "at \(size)")
            #expect(text.contentHeight > size.height)
        }
    }

    @Test func wrappingTakesAnyWidthAndAnyLineLimit() {
        let text = "one two three\nfour five six\n" + String(repeating: "seven ", count: 50)
        for limit in [Int.max, Int.max - 1, Int.max - 7, Int.max / 2 + 3] {
            #expect(TextLayout.wrap(text, width: 6, lineLimit: limit) == TextLayout.wrap(text, width: 6), "limit \(limit)")
        }
        for width in [Int.max, Int.max - 1, Int.max / 2] {
            #expect(TextLayout.wrap(text, width: width, lineLimit: 5) == ["one two three", "four five six", String(repeating: "seven ", count: 50).dropLast().description])
            #expect(TextLayout.wrap(text, width: width, lineLimit: Int.max - 2).count == 3)
        }
        #expect(TextLayout.wrap(text, width: Int.min, lineLimit: Int.min).isEmpty)
        #expect(TextLayout.wrap([Span("a b c")], width: .max, lineLimit: .max - 1) == [[Span("a b c")]])
    }

    /// "As many lines as there are" costs one pass over the text, not one per paragraph.
    @Test func everyLineOfManyParagraphsCostsOnePass() async throws {
        let ratio = try await LongTextTests.growthOffThePool({ text in
            _ = TextLayout.wrap(text, width: 40, lineLimit: .max - 1)
        }, make: { String(repeating: "a short paragraph\n", count: $0 / 18) })
        #expect(ratio < 20, "ten times the paragraphs cost \(ratio)× as much")
    }

    @Test func drawingTakesAnyWidth() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        #expect(canvas.draw("hello", at: .zero, width: -100) == 0)
        #expect(canvas.draw("hello", at: .zero, width: .min) == 0)
        #expect(canvas.draw("hello", at: .zero, width: .max) == 5)
        #expect(canvas.draw(StyledText([Span("wide"), Span("ünïcode")]), at: Point(x: 0, y: 1), width: .max) == 11)
        #expect(canvas.draw(StyledText([Span("x")]), at: Point(x: .max, y: .max), width: .max) == 1)
        #expect(trimmedLines(canvas) == ["hello", "wideünïcod"])
    }

    /// A clip wider than the canvas (or a canvas of negative size) can never place a cell outside it.
    @Test func aClipIsHeldInsideTheCanvas() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.clip = Rect(x: -5, y: -5, width: 100, height: 100)
        #expect(canvas.clip == canvas.bounds)
        canvas.draw("abcdefgh", at: Point(x: 2, y: 1))
        #expect(trimmedLines(canvas) == ["", "  ab"])
        let negative = Canvas(size: Size(width: -3, height: -3))
        #expect(negative.cells.isEmpty && negative.size == .zero)
    }

    @Test func geometryIsBoundedSoItsSumsCannotOverflow() {
        let rect = Rect(x: .max, y: .min, width: .max, height: .max)
        #expect(rect.maxX == 2 * cellLimit && rect.maxY == 0)
        var size = Size(width: 1, height: 1)
        size.height = .max
        #expect(size.height == cellLimit)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: .min)).width == cellLimit)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).centered(Size(width: .max, height: .max)) == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func saturatingArithmeticHoldsAtTheEnds() {
        #expect(Int.max.saturatingAdd(1) == .max)
        #expect(Int.min.saturatingAdd(-1) == .min)
        #expect(Int.min.saturatingSubtract(1) == .min)
        #expect(Int.max.saturatingSubtract(-1) == .max)
        #expect(Int.max.saturatingMultiply(2) == .max)
        #expect(Int.max.saturatingMultiply(-2) == .min)
        #expect(Int.min.saturatingMultiply(-1) == .max)
        #expect(6.saturatingMultiply(7) == 42 && 40.saturatingAdd(2) == 42 && 44.saturatingSubtract(2) == 42)
    }

    @Test func aTableMovesAnyNumberOfStepsAndTakesAnyRowHeight() {
        let table = TableView()
        let source = Rows(count: 5)
        table.dataSource = source
        table.reloadData()
        #expect(table.indexPath(from: IndexPath(row: 2, section: 0), movingBy: .min) == IndexPath(row: 0, section: 0))
        #expect(table.indexPath(from: IndexPath(row: 2, section: 0), movingBy: .max) == IndexPath(row: 4, section: 0))
        #expect(table.indexPath(from: IndexPath(row: 99, section: 7), movingBy: 1) == IndexPath(row: 99, section: 7))
        table.rowHeight = 0
        #expect(table.rowHeight == 1)
        table.rowHeight = .max
        #expect(table.rowHeight == cellLimit)
        table.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        table.highlightRow(at: IndexPath(row: 4, section: 0))
        var canvas = Canvas(size: Size(width: 20, height: 5))
        table.draw(in: &canvas, rect: table.frame)
        #expect(table.highlightedIndexPath == IndexPath(row: 4, section: 0))
    }

    private func trimmedLines(_ canvas: Canvas) -> [String] {
        canvas.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    private final class Rows: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell { TableCell(StyledText("row \(indexPath.row)")) }
    }
}
