/// Where the lines of a multi-line text break at a width: hard breaks at line feeds, soft breaks
/// after the last space that fits (a word longer than the width is cut where it stops fitting).
/// Positions are grapheme-cluster offsets into the text, as `TextArea`'s cursor counts them.
struct TextAreaLayout: Equatable {
    struct Line: Equatable {
        /// The first cluster of the line, and the one after its last (a line feed is in no line).
        let start: Int
        let end: Int
        /// Broken by wrapping (the next line continues the same paragraph).
        let isSoft: Bool
    }

    let lines: [Line]
    private let widths: [Int]

    init(_ characters: [Character], width: Int) {
        let width = max(1, width)
        widths = characters.map(TextWidth.of)
        var lines: [Line] = []
        var paragraphStart = 0
        while true {
            let paragraphEnd = characters[paragraphStart...].firstIndex(of: "\n") ?? characters.count
            var start = paragraphStart
            var cells = 0
            var lastSpace: Int?   // the index after a space, where a soft break may go
            var index = start
            while index < paragraphEnd {
                let cellWidth = widths[index]
                if cells + cellWidth > width && index > start {
                    let breakAt = lastSpace.map { $0 > start ? $0 : index } ?? index
                    lines.append(Line(start: start, end: breakAt, isSoft: true))
                    start = breakAt
                    cells = widths[start..<index].reduce(0, +)
                    lastSpace = nil
                    continue
                }
                cells += cellWidth
                if characters[index] == " " { lastSpace = index + 1 }
                index += 1
            }
            lines.append(Line(start: start, end: paragraphEnd, isSoft: false))
            guard paragraphEnd < characters.count else { break }
            paragraphStart = paragraphEnd + 1
        }
        self.lines = lines
    }

    /// The line a cursor at `position` is on: at the end of a soft line it is at the start of the next.
    func lineIndex(of position: Int) -> Int {
        for (index, line) in lines.enumerated() where position >= line.start && position <= line.end {
            if position == line.end && line.isSoft { continue }
            return index
        }
        return max(0, lines.count - 1)
    }

    /// How many cells into its line the cursor at `position` is.
    func column(of position: Int) -> Int {
        let line = lines[lineIndex(of: position)]
        return widths[line.start..<min(position, line.end)].reduce(0, +)
    }

    /// The position on line `index` nearest to `column` cells in (not past its end; on a soft
    /// line, not at its end, which belongs to the next line).
    func position(onLine index: Int, column: Int) -> Int {
        let line = lines[index]
        let last = line.isSoft ? max(line.start, line.end - 1) : line.end
        var position = line.start
        var cells = 0
        while position < last && cells + widths[position] <= column {
            cells += widths[position]
            position += 1
        }
        return position
    }
}
