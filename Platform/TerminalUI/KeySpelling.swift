/// How a settings file writes a key: `j`, `*`, `Space`, `Ctrl-s`, `Alt-x`, `Enter`, `Esc`,
/// `Tab`, `Shift-Tab`, `Backspace`, `Delete`, `Insert`, `Up`, `Down`, `Left`, `Right`, `Home`,
/// `End`, `PgUp`, `PgDn`, `F1`–`F12`. Names ignore case; a single character does not.
extension Key {
    static let namedKeys: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "backspace": .backspace, "delete": .delete, "del": .delete,
        "insert": .insert, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "↑": .up, "↓": .down, "←": .left, "→": .right,
    ]

    /// The key a settings file names; nil when it names none a terminal sends.
    public init?(spelling: String) {
        if let named = Self.namedKeys[spelling.lowercased()] {
            self = named
            return
        }
        if spelling.count == 1, let character = spelling.first {
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) else { return nil }
            self = .character(character)
            return
        }
        let lowered = spelling.lowercased()
        if lowered.hasPrefix("ctrl-"), spelling.count == 6, let letter = lowered.last, letter.isASCII, letter.isLetter {
            self = .control(letter)
            return
        }
        if lowered.hasPrefix("alt-"), let inner = Key(spelling: String(spelling.dropFirst(4))), inner.canTakeAlt {
            self = .alt(inner)
            return
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    private var canTakeAlt: Bool {
        switch self {
        case .alt, .paste, .mouse: false
        default: true
        }
    }

    /// How `podium keys` and a settings file write it (ASCII, unlike `label`'s arrows).
    public var spelling: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .alt(let key): "Alt-\(key.spelling)"
        default: label
        }
    }

    /// What a bad spelling is told, in one line.
    public static let spellingHelp = "a character, Space, Ctrl-x, Alt-x, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Insert, Up, Down, Left, Right, Home, End, PgUp, PgDn or F1–F12"
}
