import TerminalUI

/// How every screen marks the same things: one place to change the look of favorites,
/// keynotes, secondary text, warnings and problems. Colours are roles (`ColorRole`), so the
/// person's theme and colours decide them when the frame is drawn (`ThemeChoice`).
public enum Theme {
    /// "★": in My schedule; also badges such as KEYNOTE.
    public static let highlight = Style.bold.foreground(.role(.favorite))
    /// A title or heading.
    public static let heading = Style.bold
    /// Times, details, hints, breaks: read second.
    public static let secondary = Style.dim.foreground(.role(.muted))
    /// Something the person should know about a row ("overlaps …", "changed since you last looked").
    public static let warning = Style.plain.foreground(.role(.changed))
    /// Something went wrong (a failed sync in the status line).
    public static let problem = Style.bold.foreground(.role(.problem))
    /// The now line and "now" on it.
    public static let now = Style.bold.foreground(.role(.now))
    /// The one item chosen in a strip of choices (the day on show).
    public static let chosen = Style.selected.bolded()
    /// A banner that asks for attention over the status line (a favorite about to start).
    public static let banner = Style.bold.foreground(.role(.favorite)).inverted()

    /// Formatted text: emphasis, strong, code, a link (with its number beside it, so it is
    /// told apart without colour).
    public static let emphasis = Style.italic
    public static let strong = Style.bold
    public static let code = Style.plain.foreground(.role(.code))
    public static let link = Style.underline
    public static let reference = Style.dim

    /// One choice of a strip (a day): " Sat 1 ", the chosen one inverse — and, where selection
    /// is marked, in brackets, so the line says which it is without colour.
    public static func choice(_ text: String, isChosen: Bool, marked: Bool) -> Span {
        let (open, close) = isChosen && marked ? ("[", "]") : (" ", " ")
        return Span(open + text + close, style: isChosen ? chosen : secondary)
    }

    /// A strip's labels as they fit `width` when each is drawn with `choice` and a space
    /// between: shortened alike when they do not all fit (the chosen one too, so it is never the
    /// one cut); as they are when even that does not fit.
    public static func choiceLabels(_ labels: [String], width: Int) -> [String] {
        TextLayout.shortenedAlike(labels, toFit: width.saturatingSubtract(labels.count.saturatingMultiply(3))) ?? labels
    }

    /// Which choice of a strip drawn with `choice` and a space between is at `column`.
    public static func choice(atColumn column: Int, of labels: [String]) -> Int? {
        var x = 0
        for (index, label) in labels.enumerated() {
            let width = TextWidth.of(label) + 2
            if column >= x && column < x + width { return index }
            x += width + 1
        }
        return nil
    }

    /// "★ " for a favorite, two spaces for anything else, so titles line up.
    public static func favoriteMark(_ isFavorite: Bool) -> Span {
        isFavorite ? Span("★ ", style: highlight) : Span("  ")
    }
}
