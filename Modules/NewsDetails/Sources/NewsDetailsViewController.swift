import SharedScreens
import Styleguide
import TerminalUI

/// One news item as wrapped, scrollable text: title, byline, the text, then its links (↑/↓
/// choose, Enter opens); and the keys for what else can be done.
@MainActor
final class NewsDetailsViewController: TextScreenController<NewsDetailsViewModel, Int>, NewsDetailsView {
    let presenter: NewsDetailsPresentation

    init(presenter: NewsDetailsPresentation) {
        self.presenter = presenter
        super.init(title: "News")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func keyCommands(for model: NewsDetailsViewModel) -> [KeyCommand] {
        var commands: [KeyCommand] = []
        if !model.links.isEmpty {
            commands.append(KeyCommand(.open, title: "Open the link chosen"))
            commands.append(KeyCommand(.openLink, title: "Open the item's page") { [weak self] in self?.presenter.didAskToOpenLink(nil) })
            commands.append(KeyCommand(.copy, title: "Copy the item's link") { [weak self] in self?.presenter.didAskToShare() })
        }
        if model.isRead {
            commands.append(KeyCommand(.markUnread, title: "Mark as unread") { [weak self] in self?.presenter.didAskToMarkUnread() })
        }
        return commands
    }

    override func content(for model: NewsDetailsViewModel) -> Content {
        Content(title: model.title, paragraphs: paragraphs(for: model), choices: Array(model.links.indices))
    }

    private func paragraphs(for model: NewsDetailsViewModel) -> [TextView.Paragraph] {
        typealias Paragraph = TextView.Paragraph
        var result = [Paragraph(model.title, style: Theme.heading)]
        if let byline = model.byline { result.append(Paragraph(byline, style: Theme.secondary)) }
        result.append(Paragraph(""))
        // One paragraph: the text view keeps its line breaks, and reads only as far as it shows.
        result.append(Paragraph(model.content))
        if !model.links.isEmpty {
            result.append(Paragraph(""))
            result.append(Paragraph("Links", style: Theme.heading))
            for (index, link) in model.links.enumerated() { result.append(Paragraph(link, tag: index)) }
        }
        result.append(Paragraph(""))
        let keys = (model.links.isEmpty ? [] : ["Enter opens the link chosen", "o opens its page", "y copies the link"])
            + (model.isRead ? ["u marks it unread"] : [])
        result.append(Paragraph(keys.joined(separator: " · "), style: Theme.secondary))
        return result
    }

    /// A link, by its position in the model's list.
    override func didChoose(_ link: Int) {
        presenter.didAskToOpenLink(link)
    }
}
