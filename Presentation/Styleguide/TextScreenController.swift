import TerminalUI

/// A detail screen: wrapped, scrollable text in which some paragraphs can be chosen (↑/↓ move
/// between them, Enter chooses). A paragraph's tag is the position of its `Choice` in
/// `choices`; the screen says what each choice does in `didChoose`.
@MainActor
open class TextScreenController<Choice>: ViewController, TextViewDelegate {
    public let textView = TextView()
    public private(set) var choices: [Choice] = []

    public init(title: String) {
        super.init()
        self.title = title
    }

    override open func makeView() -> View {
        ClosureView(layout: { [textView] bounds in textView.frame = bounds })
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
        textView.delegate = self
    }

    override open var preferredFocusView: View? { textView }

    /// "Loading…", or what went wrong, in place of the content.
    public func showNote(_ note: String) {
        choices = []
        textView.paragraphs = [TextView.Paragraph(note, style: Theme.secondary)]
    }

    public func showContent(titled title: String, _ paragraphs: [TextView.Paragraph], choices: [Choice]) {
        self.title = title
        self.choices = choices
        textView.paragraphs = paragraphs
    }

    /// The choice under the highlight, when a choosable paragraph is highlighted.
    public var highlightedChoice: Choice? {
        textView.highlightedTag.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
    }

    /// Enter on a choosable paragraph.
    open func didChoose(_ choice: Choice) {}

    public func textView(_ textView: TextView, didSelectParagraphTagged tag: Int) {
        guard choices.indices.contains(tag) else { return }
        didChoose(choices[tag])
    }
}
