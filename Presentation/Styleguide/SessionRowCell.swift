import Formatting
import TerminalUI

/// A session as a two-line row, the same in every list: favorite mark, time and title over the
/// details (or what to watch out for), the details starting under the title.
public enum SessionRowCell {
    /// "10:30–11:15" is the widest time a row shows.
    public static let timeWidth = 11
    /// Where titles and details start: the mark (2), the time, two spaces.
    public static let textColumn = 2 + timeWidth + 2

    /// `warnings`, when any, lead the second line, before the details.
    public static func make(isFavorite: Bool, time: String, title: String, kind: SessionKind = .talk,
                            detail: String, warnings: [String] = [], canOpen: Bool = true) -> TableCell {
        let titleStyle: Style = switch kind {
        case .keynote: Theme.highlight
        case .service: Theme.secondary
        case .talk: canOpen ? Theme.heading : Theme.secondary
        }
        let first = StyledText([Theme.favoriteMark(isFavorite), Span(time, style: Theme.secondary, width: timeWidth), Span("  "),
                                Span(title, style: titleStyle)])
        let indent = Span(String(repeating: " ", count: textColumn))
        // A warning leads (it is what to act on) but never hides the room and speakers: the rows
        // with warnings are the ones a person must choose between.
        let second = warnings.isEmpty
            ? StyledText([indent, Span(detail, style: Theme.secondary)])
            : StyledText([indent, warning("⚠ " + warnings.joined(separator: " · "))]
                         + (detail.isEmpty ? [] : [Span(" · " + detail, style: Theme.secondary)]))
        return TableCell([first, second], style: kind == .service ? Theme.secondary : .plain)
    }

    /// A warning holds its own width, so a line too long shortens the details after it.
    private static func warning(_ text: String) -> Span {
        Span(text, style: Theme.warning, width: TextWidth.of(Sanitizer.clean(text)))
    }
}
