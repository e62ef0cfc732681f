import TerminalUI

/// The demo's main screen: a filter field over a table, and a status line.
@MainActor
final class RowListController: ViewController, TableViewDataSource, TableViewDelegate, TextFieldDelegate {
    private let rows: [String]
    private var shown: [String]
    private let filterField = TextField(placeholder: "/ to filter")
    private let table = TableView()
    private let status = StatusLine()
    private var lastChoice = ""
    private var clock = ""
    private var clockTask: Task<Void, Never>?
    private let ticking: Bool

    init(rows: [String], ticking: Bool = true) {
        self.rows = rows
        self.ticking = ticking
        shown = rows
        super.init()
        title = "Demo"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(filterField, length: .fixed(1))
        stack.addArrangedSubview(table, length: .flexible())
        stack.addArrangedSubview(status, length: .fixed(1))
        view.addSubview(stack)
        self.stack = stack
        filterField.delegate = self
        table.dataSource = self
        table.delegate = self
        table.reloadData()
        updateStatus()
    }

    private var stack: StackView?

    override func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in
            self?.stack?.frame = bounds
            self?.updateStatus()  // it shows the window's size, which a resize changes
        })
    }

    override var preferredFocusView: View? { table }
    override var searchField: TextField? { filterField }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(KeyAction("sheet", .character("m"), summary: "Open a modal sheet"), title: "Open a modal sheet") { [weak self] in self?.openSheet() },
            KeyCommand(KeyAction("alert", .character("a"), summary: "Open an alert"), title: "Open an alert") { [weak self] in self?.openAlert() },
            // What a stuck screen would do: Ctrl-C and SIGTERM must still quit.
            KeyCommand(KeyAction("busy", .character("b"), summary: "Keep the main thread busy"), title: "Keep the main thread busy for a minute") {
                let end = ContinuousClock.now + .seconds(60)
                while ContinuousClock.now < end {}
            },
            KeyCommand(.open, title: "Open the row"),
        ]
    }

    override func handle(_ key: Key) -> Bool {
        // Esc in the filter field goes back to the table (and keeps the filter).
        if key == .escape, filterField.isFocused {
            table.becomeFocused()
            return true
        }
        return super.handle(key)
    }

    // MARK: Filtering

    func textFieldDidChange(_ textField: TextField) {
        let query = textField.text.lowercased()
        shown = query.isEmpty ? rows : rows.filter { $0.lowercased().contains(query) }
        table.reloadData()
        if let first = shown.indices.first { table.highlightRow(at: IndexPath(row: first, section: 0), position: .top) }
        updateStatus()
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        table.becomeFocused()
        return true
    }

    private func updateStatus() {
        let row = table.highlightedIndexPath.map { "row \($0.row + 1)" } ?? "no row"
        let choice = lastChoice.isEmpty ? "" : " · \(lastChoice)"
        status.leading = StyledText("\(shown.count) of \(rows.count) rows · \(row)\(choice)")
        status.trailing = StyledText("\(clock) · \(window.map { "\($0.size)" } ?? "") · ? keys ")
    }

    // MARK: Table

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        TableCell(StyledText(shown[indexPath.row]))
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { updateStatus() }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.push(RowDetailController(text: shown[indexPath.row]))
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        updateStatus()
    }

    /// Async work updating the screen without a key press: a clock in the status line.
    override func viewDidAppear() {
        super.viewDidAppear()
        clockTask?.cancel()
        guard ticking else { return }
        clockTask = Task { [weak self] in
            var ticks = 0
            while !Task.isCancelled {
                self?.clock = "tick \(ticks)"
                self?.updateStatus()
                ticks += 1
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    override func viewWillDisappear() {
        super.viewWillDisappear()
        clockTask?.cancel()
    }

    // MARK: Modals

    private func openSheet() {
        let sheet = RowDetailController(text: "A modal sheet over the list. Esc closes it.")
        sheet.title = "Modal sheet"
        sheet.modalPresentationStyle = .sheet
        present(sheet)
    }

    private func openAlert() {
        let alert = AlertController(title: "Really?", message: "An alert with two actions.", style: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.record("chose Cancel") })
        alert.addAction(AlertAction(title: "OK") { [weak self] in self?.record("chose OK") })
        present(alert)
    }

    private func record(_ choice: String) {
        lastChoice = choice
        updateStatus()
    }
}

/// A screen showing one text, pushed or presented.
@MainActor
final class RowDetailController: ViewController {
    private let label: Label

    init(text: String) {
        label = Label(text)
        super.init()
        title = "Row"
    }

    override func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in self?.label.frame = bounds })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
    }

    override var preferredContentSize: Size? { Size(width: 40, height: 3) }
}
