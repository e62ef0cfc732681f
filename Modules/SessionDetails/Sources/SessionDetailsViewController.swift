import Styleguide
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
        if model.links.contains(.page) {
            commands.append(KeyCommand(.character("p"), title: "Open the session's page") { [weak self] in self?.presenter.didOpen(.page) })
        }
        for (index, _) in model.otherLinks.enumerated() {
            commands.append(KeyCommand(.character(Character("\(index + 1)")), title: "Open link \(index + 1)") { [weak self] in
                self?.presenter.didOpen(.other(index))
            })
        }
        return commands
    }

    func show(_ state: SessionDetailsState) {
        self.state = state
        switch state {
        case .loading:
            text.paragraphs = [TextView.Paragraph("Loading…", style: Theme.secondary)]
        case .message(let message):
            text.paragraphs = [TextView.Paragraph(message, style: Theme.secondary)]
        case .loaded(let model):
            title = model.title
            text.paragraphs = paragraphs(for: model)
        }
    }

    private func paragraphs(for model: SessionDetailsViewModel) -> [TextView.Paragraph] {
        typealias Paragraph = TextView.Paragraph
        var result: [Paragraph] = []
        if let badge = model.badge { result.append(Paragraph(badge.uppercased(), style: Theme.highlight)) }
        result.append(Paragraph(model.title, style: Theme.heading))
        if let subtitle = model.subtitle { result.append(Paragraph(subtitle)) }
        result.append(Paragraph(model.when))
        if let localWhen = model.localWhen { result.append(Paragraph(localWhen, style: Theme.secondary)) }
        result.append(Paragraph(model.room))
        if !model.categories.isEmpty { result.append(Paragraph(model.categories.joined(separator: " · "), style: Theme.secondary)) }
        if !model.speakers.isEmpty { result.append(Paragraph("Speakers: " + model.speakers.joined(separator: ", "))) }
        result.append(model.isFavorite
            ? Paragraph("★ In My schedule", style: Theme.highlight)
            : Paragraph("☆ Not in My schedule — * adds it", style: Theme.secondary))
        if model.isNotRecorded { result.append(Paragraph("Not recorded: the speakers asked", style: Theme.secondary)) }
        result.append(Paragraph(""))
        // One paragraph: the text view keeps its line breaks, and reads only as far as it shows.
        result.append(Paragraph(model.description))
        if !model.otherLinks.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph("Links", style: Theme.heading))
            for (index, link) in model.otherLinks.enumerated() { result.append(Paragraph("\(index + 1)  \(link)")) }
        }
        let linkKeys = (model.canAddToCalendar ? ["c add to calendar"] : []) + model.links.compactMap { link -> String? in
            switch link {
            case .liveStream: "o open the live stream"
            case .recording: "r open the recording"
            case .page: "p open its page"
            case .other: nil
            }
        } + (model.otherLinks.count == 1 ? ["1 open the link"] : model.otherLinks.isEmpty ? [] : ["1–\(model.otherLinks.count) open a link"])
        if !linkKeys.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph(linkKeys.joined(separator: " · "), style: Theme.secondary))
        }
        return result
    }
}
