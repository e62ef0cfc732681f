/// The `?` sheet: the keys of the screen on show, its containers and the window.
@MainActor
final class HelpViewController: ViewController {
    let entries: [HelpEntry]
    let notes: [String]

    init(entries: [HelpEntry], notes: [String] = [], screenTitle: String?) {
        self.entries = entries
        self.notes = notes
        super.init()
        title = "Keys" + (screenTitle.map { " — \($0)" } ?? "")
        modalPresentationStyle = .sheet
    }

    private var keyColumnWidth: Int { min(24, entries.map { TextWidth.of($0.keys) }.max() ?? 0) }
    private var titleColumnWidth: Int { entries.map { TextWidth.of($0.title) }.max() ?? 0 }

    /// "favorite", "previous-day next-day", "tab-1…tab-5".
    private static func names(_ entry: HelpEntry) -> String {
        entry.names.count > 2 ? "\(entry.names[0])…\(entry.names[entry.names.count - 1])" : entry.names.joined(separator: " ")
    }

    private var nameColumnWidth: Int { entries.map { TextWidth.of(Self.names($0)) }.max() ?? 0 }

    override var preferredContentSize: Size? {
        let width = keyColumnWidth + 2 + titleColumnWidth + 2 + nameColumnWidth
        let noteWidth = min(70, notes.map { TextWidth.of($0) }.max() ?? 0)
        let noteLines = notes.reduce(0) { $0 + Label($1).lines(forWidth: max(30, width, noteWidth)).count }
        // One column more: the text keeps its last for the "more below" mark.
        return Size(width: max(30, width, noteWidth) + 1, height: entries.count + (notes.isEmpty ? 0 : noteLines + 1))
    }

    /// The keys, a line each, then the notes: text that scrolls when a screen has more keys
    /// than the sheet has lines.
    private let text = TextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        var paragraphs = entries.map { entry in
            TextView.Paragraph(runs: [
                Span(TextLayout.pad(entry.keys, to: keyColumnWidth) + "  " + TextLayout.pad(entry.title, to: titleColumnWidth) + "  "),
                Span(Self.names(entry), style: .dim),
            ])
        }
        if !notes.isEmpty { paragraphs.append(TextView.Paragraph("")) }
        paragraphs += notes.map { TextView.Paragraph($0, style: .dim) }
        text.paragraphs = paragraphs
        view.addSubview(text)
    }

    override func makeView() -> View {
        ClosureView(layout: { [text] bounds in text.frame = bounds })
    }

    override var preferredFocusView: View? { text }

    override func handle(_ key: Key) -> Bool {
        let closing: [KeyAction] = [.close, .open, .help, .quit]
        guard closing.contains(where: { keyBindings.key(key, asks: $0) }) else { return false }
        dismiss()
        return true
    }
}
