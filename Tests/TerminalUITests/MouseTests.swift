import Testing
@testable import TerminalUI

/// Clicks and the wheel as the window hands them out: to the view under the pointer on the top
/// layer, which takes them as its keys would (a row opens, a link opens, a tab is chosen).
@MainActor
@Suite struct MouseTests {
    let journal = Journal()

    func click(_ window: Window, _ x: Int, _ y: Int) { window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))) }
    func wheel(_ window: Window, down: Bool, at point: Point = Point(x: 1, y: 2)) {
        window.handle(.mouse(MouseEvent(down ? .wheelDown : .wheelUp, at: point)))
    }

    @Test func aClickOnARowChoosesAndOpensItAndTheWheelMovesTheHighlight() {
        let rows = NumberedRows(sections: [20])
        let table = rows.table()
        let window = Snapshot.window(showing: HostController(table), size: Size(width: 20, height: 5))
        click(window, 3, 2)
        #expect(table.highlightedIndexPath == IndexPath(row: 2, section: 0))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)], "opened as Enter would")
        wheel(window, down: true)
        #expect(table.highlightedIndexPath == IndexPath(row: 5, section: 0))
        #expect(Snapshot.text(of: window).contains("row 0.5"))
        wheel(window, down: false)
        wheel(window, down: false)
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 0), "stops at the first row")
        click(window, 3, 4)
        click(window, 3, 4)
        #expect(rows.selected.count == 3)
        window.handle(.mouse(MouseEvent(.press(.right), at: Point(x: 3, y: 0))))
        #expect(rows.selected.count == 3, "only the left button opens")
    }

    @Test func aClickOnATabChoosesItAndOnTheGapDoesNot() {
        let tabs = TabBarController(viewControllers: [Screen("Agenda", journal), Screen("Mine", journal), Screen("News", journal)])
        let window = Snapshot.window(showing: tabs, size: Size(width: 40, height: 8))
        // " 1 Agenda   2 Mine   3 News"
        click(window, 14, 0)
        #expect(tabs.selectedIndex == 1)
        click(window, 22, 0)
        #expect(tabs.selectedIndex == 2)
        click(window, 10, 0)
        #expect(tabs.selectedIndex == 2, "the space between two tabs chooses none")
        click(window, 1, 0)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aClickOnALinkOpensItAndTheWheelScrollsText() {
        final class Chooser: TextViewDelegate {
            var chosen: [Int] = []
            func textView(_ textView: TextView, didSelectParagraphTagged tag: Int) { chosen.append(tag) }
        }
        let chooser = Chooser()
        let text = TextView()
        text.delegate = chooser
        text.paragraphs = (0..<30).map { TextView.Paragraph("line \($0)", tag: $0 % 10 == 3 ? $0 : nil) }
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 5))
        click(window, 2, 1)
        #expect(chooser.chosen.isEmpty, "plain text is no link")
        click(window, 2, 3)
        #expect(chooser.chosen == [3])
        wheel(window, down: true)
        #expect(text.contentOffset == 3)
        #expect(Snapshot.text(of: window).hasPrefix("line 3"))
    }

    @Test func aSheetTakesOnlyItsOwnClicksAndAButtonIsPressedByOne() {
        let screen = Screen("Agenda", journal)
        let window = Snapshot.window(showing: screen, size: Size(width: 60, height: 16))
        var chosen: [String] = []
        let alert = AlertController(title: "Quit?", message: "Sure?", style: .alert)
        alert.addAction(AlertAction(title: "Stay", style: .cancel) { chosen.append("stay") })
        alert.addAction(AlertAction(title: "Quit", style: .destructive) { chosen.append("quit") })
        screen.present(alert)
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        click(window, 0, 0)
        #expect(chosen.isEmpty && window.activeViewController === alert, "outside the sheet nothing happens")
        guard let row = lines.firstIndex(where: { $0.contains("[ Quit ]") }), let column = lines[row].range(of: "[ Quit ]") else {
            Issue.record("no Quit button: \(lines)")
            return
        }
        click(window, lines[row].distance(from: lines[row].startIndex, to: column.lowerBound) + 2, row)
        #expect(chosen == ["quit"])
    }
}
