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
        /// A picture beside the text (a person's photo).
        public var image: Image?

        public init(title: String, paragraphs: [TextView.Paragraph], choices: [Choice] = [], image: Image? = nil) {
            self.title = title
            self.paragraphs = paragraphs
            self.choices = choices
            self.image = image
        }
    }

    public let textView = TextView()
    /// A picture beside the text (a person's photo), on its right where the terminal can draw
    /// it and the screen is wide enough; the text takes the whole screen otherwise.
    public let imageView = ImageView()
    public private(set) var state: DetailState<Model> = .loading
    public private(set) var choices: [Choice] = []

    public init(title: String) {
        super.init()
        self.title = title
    }

    /// The narrowest text beside a picture; narrower, the picture is left out.
    static var narrowestTextBesideImage: Int { 40 }

    override open func makeView() -> View {
        ClosureView(layout: { [textView, imageView] bounds in
            let picture = imageView.sizeThatFits(bounds.size)
            let beside = picture.width > 0 && bounds.width - picture.width - 2 >= Self.narrowestTextBesideImage
            textView.frame = Rect(x: 0, y: 0, width: bounds.width - (beside ? picture.width + 2 : 0), height: bounds.height)
            imageView.frame = beside ? Rect(x: bounds.width - picture.width, y: 0, width: picture.width, height: picture.height) : .zero
        })
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
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
            imageView.image = content.image
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
        imageView.image = nil
        textView.paragraphs = [TextView.Paragraph(note, style: Theme.secondary)]
    }
}
