import SharedScreens
import Styleguide
import TerminalUI

/// One attendee as wrapped, scrollable text: name and occupation, links (↑/↓ choose, Enter
/// opens), interests and bio; the keys for what else can be done.
@MainActor
final class AttendeeDetailsViewController: TextScreenController<AttendeeDetailsViewModel, Int>, AttendeeDetailsView {
    let presenter: AttendeeDetailsPresentation

    init(presenter: AttendeeDetailsPresentation) {
        self.presenter = presenter
        super.init(title: "Attendee")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func keyCommands(for model: AttendeeDetailsViewModel) -> [KeyCommand] {
        var commands: [KeyCommand] = []
        if !model.links.isEmpty {
            commands.append(KeyCommand(.open, title: "Open the link chosen"))
            commands.append(KeyCommand(.openLink, title: "Open the link chosen (else the first)") { [weak self] in
                self?.presenter.didAskToOpenLink(self?.highlightedChoice)
            })
        }
        commands.append(KeyCommand(.addressBook, title: "Save to your address book (.vcf file)") { [weak self] in
            self?.presenter.didAskToSaveContact()
        })
        commands.append(KeyCommand(.copy, title: "Copy the contact (vCard)") { [weak self] in self?.presenter.didAskToCopyContact() })
        return commands
    }

    override func content(for model: AttendeeDetailsViewModel) -> Content {
        Content(title: model.name, paragraphs: paragraphs(for: model), choices: Array(model.links.indices))
    }

    private func paragraphs(for model: AttendeeDetailsViewModel) -> [TextView.Paragraph] {
        typealias Paragraph = TextView.Paragraph
        var result: [Paragraph] = []
        if let note = model.offlineNote { result += [Paragraph(note, style: Theme.warning), Paragraph("")] }
        result.append(Paragraph(model.name, style: Theme.heading))
        if let occupation = model.occupation { result.append(Paragraph(occupation, style: Theme.secondary)) }
        if !model.links.isEmpty {
            result += [Paragraph(""), Paragraph("Links", style: Theme.heading)]
            for (index, link) in model.links.enumerated() {
                result.append(Paragraph(link.title == link.address ? link.address : "\(link.title) — \(link.address)", tag: index))
            }
        }
        if let interests = model.interests { result += [Paragraph(""), Paragraph("Interests: \(interests)")] }
        if let bio = model.bio { result += [Paragraph(""), Paragraph(bio)] }
        result.append(Paragraph(""))
        let keys = [model.links.isEmpty ? nil : "Enter or o opens a link", "a saves to your address book", "y copies the contact"]
        result.append(Paragraph(keys.compactMap { $0 }.joined(separator: " · "), style: Theme.secondary))
        return result
    }

    override func didChoose(_ choice: Int) {
        presenter.didAskToOpenLink(choice)
    }
}
