import TerminalUI

/// One session, as wrapped, scrollable text: what, when (both clocks), where, who, the
/// favorite mark, the abstract, and the keys for the links it has.
@MainActor
final class SessionDetailsViewController: ViewController, SessionDetailsView {
    let presenter: SessionDetailsPresentation
    private let text = TextView()
    private var state = SessionDetailsState.loading

    init(presenter: SessionDetailsPresentation) {
        self.presenter = presenter
        super.init()
        title = "Session"
    }

    override func makeView() -> View {
        ClosureView(layout: { [text] bounds in text.frame = bounds })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(text)
        presenter.viewDidLoad()
    }

    override var preferredFocusView: View? { text }

    override var keyCommands: [KeyCommand] {
        guard case .loaded(let model) = state else { return [] }
        var commands = [KeyCommand(.character("*"), title: model.isFavorite ? "Remove from My schedule" : "Add to My schedule") { [weak self] in
            self?.presenter.didToggleFavorite()
        }]
        if model.canAddToCalendar {
            commands.append(KeyCommand(.character("c"), title: "Add to calendar (.ics file)") { [weak self] in self?.presenter.didAddToCalendar() })
        }
        if model.links.contains(.liveStream) {
            commands.append(KeyCommand(.character("o"), title: "Open the live stream") { [weak self] in self?.presenter.didOpen(.liveStream) })
        }
        if model.links.contains(.recording) {
            commands.append(KeyCommand(.character("r"), title: "Open the recording") { [weak self] in self?.presenter.didOpen(.recording) })
        }
        return commands
    }

    func show(_ state: SessionDetailsState) {
        self.state = state
        switch state {
        case .loading:
            text.paragraphs = [TextView.Paragraph("Loading…", style: .dim)]
        case .message(let message):
            text.paragraphs = [TextView.Paragraph(message, style: .dim)]
        case .loaded(let model):
            title = model.title
            text.paragraphs = paragraphs(for: model)
        }
    }

    private func paragraphs(for model: SessionDetailsViewModel) -> [TextView.Paragraph] {
        typealias Paragraph = TextView.Paragraph
        var result: [Paragraph] = []
        if let badge = model.badge { result.append(Paragraph(badge.uppercased(), style: Style.bold.foreground(.yellow))) }
        result.append(Paragraph(model.title, style: .bold))
        result.append(Paragraph(model.when))
        if let localWhen = model.localWhen { result.append(Paragraph(localWhen, style: .dim)) }
        result.append(Paragraph(model.room))
        if !model.categories.isEmpty { result.append(Paragraph(model.categories.joined(separator: " · "), style: .dim)) }
        if !model.speakers.isEmpty { result.append(Paragraph("Speakers: " + model.speakers.joined(separator: ", "))) }
        result.append(model.isFavorite
            ? Paragraph("★ In My schedule", style: Style.bold.foreground(.yellow))
            : Paragraph("☆ Not in My schedule — * adds it", style: .dim))
        result.append(Paragraph(""))
        // One paragraph: the text view keeps its line breaks, and reads only as far as it shows.
        result.append(Paragraph(model.description))
        let linkKeys = (model.canAddToCalendar ? ["c add to calendar"] : [])
            + model.links.map { $0 == .liveStream ? "o open the live stream" : "r open the recording" }
        if !linkKeys.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph(linkKeys.joined(separator: " · "), style: .dim))
        }
        return result
    }
}
