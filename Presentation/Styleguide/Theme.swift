import TerminalUI

/// How every screen marks the same things: one place to change the look of favorites,
/// keynotes, secondary text, warnings and problems.
public enum Theme {
    /// "★": in My schedule; also badges such as KEYNOTE.
    public static let highlight = Style.bold.foreground(.yellow)
    /// A title or heading.
    public static let heading = Style.bold
    /// Times, details, hints, breaks: read second.
    public static let secondary = Style.dim
    /// Something the person should know about a row ("overlaps …", "changed since you last looked").
    public static let warning = Style.plain.foreground(.yellow)
    /// Something went wrong (a failed sync in the status line).
    public static let problem = Style.bold.foreground(.red)
    /// The one item chosen in a strip of choices (the day on show).
    public static let chosen = Style.inverse.bolded()
    /// A banner that asks for attention over the status line (a favorite about to start).
    public static let banner = Style.bold.foreground(.yellow).inverted()

    /// Formatted text: emphasis, strong, code, a link (with its number beside it, so it is
    /// told apart without colour).
    public static let emphasis = Style.italic
    public static let strong = Style.bold
    public static let code = Style.plain.foreground(.cyan)
    public static let link = Style.underline
    public static let reference = Style.dim

    /// "★ " for a favorite, two spaces for anything else, so titles line up.
    public static func favoriteMark(_ isFavorite: Bool) -> Span {
        isFavorite ? Span("★ ", style: highlight) : Span("  ")
    }
}
