import SharedScreens
import Styleguide
import TerminalUI

/// One speaker as wrapped, scrollable text: name and tag line, their sessions and links (↑/↓
/// choose, Enter opens), then their bio; and the keys for what else can be done.
@MainActor
final class SpeakerDetailsViewController: TextScreenController<SpeakerDetailsViewModel, SpeakerDetailsChoice>, SpeakerDetailsView {
    let presenter: SpeakerDetailsPresentation

    init(presenter: SpeakerDetailsPresentation) {
        self.presenter = presenter
        super.init(title: "Speaker")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func keyCommands(for model: SpeakerDetailsViewModel) -> [KeyCommand] {
        var commands = [KeyCommand(.open, title: "Open the session or link chosen")]
        if !model.links.isEmpty {
            commands.append(KeyCommand(.openLink, title: "Open the link chosen (else the first)") { [weak self] in
                guard let self else { return }
                if case .link(let index) = self.highlightedChoice { self.presenter.didAskToOpenLink(index) } else { self.presenter.didAskToOpenLink(nil) }
            })
        }
        commands.append(KeyCommand(.addressBook, title: "Save to your address book (.vcf file)") { [weak self] in
            self?.presenter.didAskToSaveContact()
        })
        if model.canShare {
            commands.append(KeyCommand(.copy, title: "Copy the speaker's link") { [weak self] in self?.presenter.didAskToShare() })
        }
        return commands
    }

    override func content(for model: SpeakerDetailsViewModel) -> Content {
        Content(title: model.name, paragraphs: paragraphs(for: model), choices: model.sessions.map { .session($0.sessionID) } + model.links.indices.map { .link($0) },
                image: model.photo.map(Image.init(contentsOfFile:)))
    }

    private func paragraphs(for model: SpeakerDetailsViewModel) -> [TextView.Paragraph] {
        typealias Paragraph = TextView.Paragraph
        var result = [Paragraph(model.name, style: Theme.heading)]
        if let tagLine = model.tagLine { result.append(Paragraph(tagLine, style: Theme.secondary)) }
        result.append(Paragraph(""))
        result.append(Paragraph(model.sessions.count == 1 ? "Session" : "Sessions", style: Theme.heading))
        if model.sessions.isEmpty { result.append(Paragraph("None in the schedule.", style: Theme.secondary)) }
        for (index, session) in model.sessions.enumerated() {
            let room = session.room.map { " · \($0)" } ?? ""
            result.append(Paragraph("\(session.isFavorite ? "★" : " ") \(session.when)  \(session.title)\(room)",
                                    style: session.isFavorite ? Theme.highlight : .plain, tag: index))
        }
        if !model.links.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph("Links", style: Theme.heading))
            for (index, link) in model.links.enumerated() {
                result.append(Paragraph("\(link.kind) — \(link.address)", tag: model.sessions.count + index))
            }
        }
        if let bio = model.bio {
            result.append(Paragraph(""))
            // One paragraph: the text view keeps its line breaks, and reads only as far as it shows.
            result.append(Paragraph(bio))
        }
        result.append(Paragraph(""))
        let keys = ["Enter opens", model.links.isEmpty ? nil : "o opens a link", "a saves to your address book",
                    model.canShare ? "y copies the link" : nil]
        result.append(Paragraph(keys.compactMap { $0 }.joined(separator: " · "), style: Theme.secondary))
        return result
    }

    override func didChoose(_ choice: SpeakerDetailsChoice) {
        presenter.didChoose(choice)
    }
}
