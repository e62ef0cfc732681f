import Formatting
import Styleguide
import TerminalUI

/// A detail screen: wrapped, scrollable text in which some paragraphs can be chosen (↑/↓ move
/// between them, Enter chooses). It shows a `DetailState`: a note while loading or for a
/// message, and the content a loaded model makes. A paragraph's tag is the position of its
/// `Choice` in the content's choices; the screen says what each choice does in `didChoose`.
@MainActor
open class TextScreenController<Model: Equatable, Choice>: ViewController, TextViewDelegate {
    /// What one loaded model shows: the screen's title, its paragraphs, and the choices the tagged ones stand for.
    public struct Content {
        public var title: String
        public var paragraphs: [TextView.Paragraph]
        public var choices: [Choice]

        public init(title: String, paragraphs: [TextView.Paragraph], choices: [Choice] = []) {
            self.title = title
            self.paragraphs = paragraphs
            self.choices = choices
        }
    }

    public let textView = TextView()
    public private(set) var state: DetailState<Model> = .loading
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

    public func show(_ state: DetailState<Model>) {
        self.state = state
        switch state {
        case .loading: showNote("Loading…")
        case .message(let message): showNote(message)
        case .loaded(let model):
            let content = content(for: model)
            title = content.title
            choices = content.choices
            textView.paragraphs = content.paragraphs
        }
    }

    /// What a loaded model shows; a screen says it (the default is its title alone).
    open func content(for model: Model) -> Content {
        Content(title: title ?? "", paragraphs: [])
    }

    /// The keys a loaded model offers (nothing while loading or showing a message).
    open func keyCommands(for model: Model) -> [KeyCommand] { [] }

    override open var keyCommands: [KeyCommand] {
        guard case .loaded(let model) = state else { return [] }
        return keyCommands(for: model)
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

    /// "Loading…", or what went wrong, in place of the content.
    private func showNote(_ note: String) {
        choices = []
        textView.paragraphs = [TextView.Paragraph(note, style: Theme.secondary)]
    }
}
