import Styleguide
import TerminalUI

/// The conference's days on one line, the one on show inverted: " Mon 23 Nov  [Tue 24 Nov] ".
@MainActor
final class DayStripView: View {
    var days: [String] = [] { didSet { if days != oldValue { setNeedsDisplay() } } }
    var selected: Int? { didSet { if selected != oldValue { setNeedsDisplay() } } }

    override func draw(in canvas: inout Canvas, rect: Rect) {
        var x = rect.x
        for (index, day) in days.enumerated() {
            let text = " \(day) "
            let style = index == selected ? Theme.chosen : Theme.secondary
            x += canvas.draw(text, at: Point(x: x, y: rect.y), style: style, width: max(0, rect.maxX - x)) + 1
            if x >= rect.maxX { break }
        }
        if selected == nil, !days.isEmpty, x < rect.maxX {
            canvas.draw("searching every day", at: Point(x: x + 1, y: rect.y), style: Theme.secondary, width: rect.maxX - x - 1)
        }
    }
}
