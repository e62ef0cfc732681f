import TerminalUI

/// A realistic full screen for the benchmarks: tabs, a navigation header, a table of sessions
/// in time-slot sections with columns, and a status line.
@MainActor
final class BenchmarkScreen: ViewController, TableViewDataSource {
    let rowCount: Int
    let table = TableView()
    private(set) var cellRequests = 0
    private let sectionSize = 25

    init(rowCount: Int) {
        self.rowCount = rowCount
        super.init()
        title = "Agenda"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        view.addSubview(table)
        table.reloadData()
    }

    override func makeView() -> View { ClosureView(layout: { [weak self] bounds in self?.table.frame = bounds }) }

    func numberOfSections(in tableView: TableView) -> Int { (rowCount + sectionSize - 1) / sectionSize }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        min(sectionSize, rowCount - section * sectionSize)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Day \(section / 20 + 1) · \(9 + section % 10):\(section % 2 == 0 ? "00" : "30")"
    }

    /// Rows are made on demand from their index, as a store-backed screen reads them.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        cellRequests += 1
        let number = indexPath.section * sectionSize + indexPath.row
        let titles = ["Actors in practice", "Structured concurrency deep dive", "Unicode in the terminal",
                      "日本語の組版", "Building a UIKit for text", "Keynote: the next decade", "Café chat: VIPER"]
        return TableCell(StyledText([
            Span("\(9 + number % 9):\(number % 2 == 0 ? "00" : "30")", width: 6),
            Span("\(titles[number % titles.count]) #\(number)"),
            Span("  Room \(number % 12 + 1)", style: .dim, width: 10),
            Span("  Speaker \(number % 97)", width: 16),
            Span(number % 5 == 0 ? " ★" : "  ", width: 3),
        ]), style: number % 11 == 0 ? .bold : .plain)
    }
}

/// The whole window around a benchmark screen.
@MainActor
func makeBenchmarkWindow(rows: Int, size: Size) -> (Window, BenchmarkScreen) {
    let screen = BenchmarkScreen(rowCount: rows)
    let tabs = TabBarController(viewControllers: [
        NavigationController(rootViewController: screen),
        NavigationController(rootViewController: BenchmarkScreen(rowCount: 10)),
        NavigationController(rootViewController: BenchmarkScreen(rowCount: 10)),
    ])
    tabs.statusView = StatusLine(leading: "synced 12:04", trailing: "? keys ")
    let window = Window()
    window.rootViewController = tabs
    window.makeVisible(size: size)
    return (window, screen)
}
