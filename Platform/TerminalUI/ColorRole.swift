/// What a colour means, so a theme can choose it and a person can change it in one place.
public enum ColorRole: String, CaseIterable, Sendable, Hashable {
    /// The chosen row, tab, day or box (behind its text, as it is drawn inverse).
    case selection
    /// In My schedule, unread, keynote badges.
    case favorite
    /// The now line and "now" itself.
    case now
    /// Changed since you last looked, overlaps, hidden.
    case changed
    /// Read second: times, details, hints (dim besides).
    case muted
    /// Something went wrong.
    case problem
    /// Code in feed text.
    case code
}

/// The colour each role is drawn in; a role it has none for keeps the terminal's own colour.
public struct Palette: Sendable, Equatable {
    public var colors: [ColorRole: Color]

    public init(_ colors: [ColorRole: Color] = [:]) {
        self.colors = colors.filter { if case .role = $0.value { false } else { true } }
    }

    /// A concrete colour for `color`: itself, or what the palette gives its role (nil: none).
    public func resolve(_ color: Color?) -> Color? {
        guard case .role(let role)? = color else { return color }
        return colors[role]
    }

    /// `style` with its roles' colours filled in. The selection is drawn inverse until the
    /// theme gives it a colour; then on that colour, as inverse would swap it into the text.
    public func resolve(_ style: Style) -> Style {
        var resolved = style
        if style.background == .role(.selection), style.inverse, let selection = colors[.selection] {
            resolved.inverse = false
            resolved.background = selection
            resolved.foreground = resolve(style.foreground)
            return resolved
        }
        resolved.foreground = resolve(style.foreground)
        resolved.background = resolve(style.background)
        return resolved
    }
}
