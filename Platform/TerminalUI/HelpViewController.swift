/// The `?` sheet: the keys of the screen on show, its containers and the window.
@MainActor
final class HelpViewController: ViewController {
    let entries: [(keys: String, title: String)]
    let notes: [String]

    init(entries: [(keys: String, title: String)], notes: [String] = [], screenTitle: String?) {
        self.entries = entries
        self.notes = notes
        super.init()
        title = "Keys" + (screenTitle.map { " — \($0)" } ?? "")
        modalPresentationStyle = .sheet
    }

    private var keyColumnWidth: Int { min(20, entries.map { TextWidth.of($0.keys) }.max() ?? 0) }

    override var preferredContentSize: Size? {
        let width = keyColumnWidth + 2 + (entries.map { TextWidth.of($0.title) }.max() ?? 0)
        let noteWidth = min(70, notes.map { TextWidth.of($0) }.max() ?? 0)
        let noteLines = notes.reduce(0) { $0 + Label($1).lines(forWidth: max(30, width, noteWidth)).count }
        return Size(width: max(30, width, noteWidth), height: entries.count + (notes.isEmpty ? 0 : noteLines + 1))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = StackView(axis: .vertical)
        for entry in entries {
            let line = Label(TextLayout.pad(entry.keys, to: keyColumnWidth) + "  " + entry.title, numberOfLines: 1)
            column.addArrangedSubview(line, length: .fixed(1))
        }
        if !notes.isEmpty { column.addArrangedSubview(Label(""), length: .fixed(1)) }
        for note in notes {
            column.addArrangedSubview(Label(note, style: .dim), length: .fit)
        }
        view.addSubview(column)
        self.column = column
    }

    private var column: StackView?

    override func makeView() -> View {
        ClosureView(layout: { [weak self] bounds in self?.column?.frame = bounds })
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .escape, .enter, .character("?"), .character("q"):
            dismiss()
            return true
        default:
            return false
        }
    }
}
