import SharedScreens
import Styleguide
import TerminalUI

/// One session, as wrapped, scrollable text: what, when (both clocks), where, who (each
/// speaker can be chosen and opened), the favorite mark, the abstract, and its links.
enum SessionDetailsChoice { case speaker(String), link(Int) }

@MainActor
final class SessionDetailsViewController: TextScreenController<SessionDetailsViewModel, SessionDetailsChoice>, SessionDetailsView {
    let presenter: SessionDetailsPresentation

    init(presenter: SessionDetailsPresentation) {
        self.presenter = presenter
        super.init(title: "Session")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func keyCommands(for model: SessionDetailsViewModel) -> [KeyCommand] {
        var commands = [KeyCommand(.favorite, title: model.isFavorite ? "Remove from My schedule" : "Add to My schedule") { [weak self] in
            self?.presenter.didToggleFavorite()
        }]
        if model.canAddToCalendar {
            commands.append(KeyCommand(.calendar, title: "Add to calendar (.ics file)") { [weak self] in self?.presenter.didAddToCalendar() })
        }
        if model.links.contains(.liveStream) {
            commands.append(KeyCommand(.liveStream, title: "Open the live stream") { [weak self] in self?.presenter.didOpen(.liveStream) })
        }
        if model.links.contains(.recording) {
            commands.append(KeyCommand(.recording, title: "Open the recording") { [weak self] in self?.presenter.didOpen(.recording) })
        }
        if model.links.contains(.page) {
            commands.append(KeyCommand(.page, title: "Open the session's page") { [weak self] in self?.presenter.didOpen(.page) })
        }
        for (index, _) in model.otherLinks.enumerated().prefix(9) {
            commands.append(KeyCommand(KeyAction.links[index], title: "Open link \(index + 1)") { [weak self] in
                self?.presenter.didOpen(.other(index))
            })
        }
        if model.canShare || !model.otherLinks.isEmpty {
            commands.append(KeyCommand(.copy, title: "Copy the link chosen, else the session's") { [weak self] in
                guard let self else { return }
                if case .link(let index)? = highlightedChoice { presenter.didAskToCopy(.other(index)) } else { presenter.didAskToShare() }
            })
        }
        if !model.speakers.isEmpty || !model.otherLinks.isEmpty {
            commands.append(KeyCommand(.open, title: "Open the speaker or link chosen"))
        }
        return commands
    }

    override func didChoose(_ choice: SessionDetailsChoice) {
        switch choice {
        case .speaker(let id): presenter.didChooseSpeaker(id)
        case .link(let index): presenter.didOpen(.other(index))
        }
    }

    override func content(for model: SessionDetailsViewModel) -> Content {
        Content(title: model.title, paragraphs: paragraphs(for: model), choices: model.speakers.map { .speaker($0.id) } + model.otherLinks.indices.map { .link($0) })
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
        if !model.speakers.isEmpty {
            result.append(Paragraph(model.speakers.count == 1 ? "Speaker" : "Speakers", style: Theme.secondary))
            for (index, speaker) in model.speakers.enumerated() { result.append(Paragraph("  \(speaker.name)  ›", tag: index)) }
        }
        result.append(model.isFavorite
            ? Paragraph("★ In My schedule", style: Theme.highlight)
            : Paragraph("☆ Not in My schedule — * adds it", style: Theme.secondary))
        if model.isNotRecorded { result.append(Paragraph("Not recorded: the speakers asked", style: Theme.secondary)) }
        result.append(Paragraph(""))
        result += RichTextParagraphs.paragraphs(model.description, referenceNumbers: model.referenceNumbers)
        if !model.otherLinks.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph("Links", style: Theme.heading))
            for (index, link) in model.otherLinks.enumerated() {
                result.append(Paragraph("\(index + 1)  \(link)", tag: model.speakers.count + index))
            }
        }
        let linkKeys = (model.canAddToCalendar ? ["c add to calendar"] : []) + model.links.compactMap { link -> String? in
            switch link {
            case .liveStream: "o open the live stream"
            case .recording: "r open the recording"
            case .page: "p open its page"
            case .other: nil
            }
        } + (model.otherLinks.count == 1 ? ["1 open the link"] : model.otherLinks.isEmpty ? [] : ["1–\(min(9, model.otherLinks.count)) open a link"])
            + (model.speakers.isEmpty && model.otherLinks.isEmpty ? [] : ["Enter opens the one chosen"])
            + (model.canShare || !model.otherLinks.isEmpty ? ["y copies the link"] : [])
        if !linkKeys.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph(linkKeys.joined(separator: " · "), style: Theme.secondary))
        }
        return result
    }
}
