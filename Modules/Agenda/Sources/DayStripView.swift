import Styleguide
import TerminalUI

/// The conference's days on one line, the one on show inverted: " Mon 23 Nov  [Tue 24 Nov] ".
@MainActor
final class DayStripView: View {
    var days: [String] = [] { didSet { if days != oldValue { setNeedsDisplay() } } }
    var selected: Int? { didSet { if selected != oldValue { setNeedsDisplay() } } }
    /// A click on a day.
    var onChoose: ((Int) -> Void)?

    override func handle(_ mouse: MouseEvent, at point: Point) -> Bool {
        guard mouse.kind == .press(.left), let index = Theme.choice(atColumn: point.x, of: Theme.choiceLabels(days, width: frame.width)) else { return false }
        onChoose?(index)
        return true
    }

    override func draw(in canvas: inout Canvas, rect: Rect) {
        var x = rect.x
        for (index, day) in Theme.choiceLabels(days, width: rect.width).enumerated() {
            let choice = Theme.choice(day, isChosen: index == selected, marked: marksSelection)
            x += canvas.draw(choice.text, at: Point(x: x, y: rect.y), style: choice.style, width: max(0, rect.maxX - x)) + 1
            if x >= rect.maxX { break }
        }
        if selected == nil, !days.isEmpty, x < rect.maxX {
            canvas.draw("searching every day", at: Point(x: x + 1, y: rect.y), style: Theme.secondary, width: rect.maxX - x - 1)
        }
    }
}
