/// Something a person can do with a key, by the name a settings file binds keys to
/// (`favorite = "F"`). Screens answer to actions, never to keys, so a rebinding reaches every
/// screen the action is on, and `?` shows the key that works.
public struct KeyAction: Hashable, Sendable {
    /// The name in the settings file: lowercase words joined by `-`.
    public let name: String
    /// What it does, for `podium keys` and the man page.
    public let summary: String
    public let defaultKeys: [Key]
    /// The screens it is on; nil: every screen (lists, tabs, the window's own keys). Two
    /// actions may share a key only where they are never on one screen.
    public let screens: Set<String>?

    public init(_ name: String, _ keys: Key..., summary: String, screens: Set<String>? = nil) {
        self.name = name
        self.defaultKeys = keys
        self.summary = summary
        self.screens = screens
    }

    /// Whether the two can be asked of one screen.
    func meets(_ other: KeyAction) -> Bool {
        guard let screens, let others = other.screens else { return true }
        return !screens.isDisjoint(with: others)
    }
}

/// The actions of the platform itself: the window's keys, containers and lists.
extension KeyAction {
    public static let help = KeyAction("help", .character("?"), summary: "Show the keys of the screen on show")
    public static let search = KeyAction("search", .character("/"), summary: "Search (where the screen has a search field)")
    public static let close = KeyAction("close", .escape, summary: "Close what is shown over the screen")
    public static let quit = KeyAction("quit", .character("q"), summary: "Quit (from a screen nothing is shown over)")
    public static let back = KeyAction("back", .escape, .backspace, summary: "Back to the screen before")
    public static let nextTab = KeyAction("next-tab", .tab, summary: "Next tab")
    public static let previousTab = KeyAction("previous-tab", .backTab, summary: "Previous tab")
    public static let nextField = KeyAction("next-field", .tab, summary: "Next field of a form")
    public static let previousField = KeyAction("previous-field", .backTab, summary: "Field before in a form")
    public static let down = KeyAction("down", .down, .character("j"), summary: "Next row, or scroll text down")
    public static let up = KeyAction("up", .up, .character("k"), summary: "Row before, or scroll text up")
    public static let pageDown = KeyAction("page-down", .pageDown, .control("f"), summary: "A page down (Space too, in text)")
    public static let pageUp = KeyAction("page-up", .pageUp, .control("b"), summary: "A page up")
    // Vim's and less's half pages.
    public static let halfPageDown = KeyAction("half-page-down", .control("d"), summary: "Half a page down")
    public static let halfPageUp = KeyAction("half-page-up", .control("u"), summary: "Half a page up")
    public static let top = KeyAction("top", .home, .character("g"), summary: "First row, or the top of the text")
    public static let bottom = KeyAction("bottom", .end, .character("G"), summary: "Last row, or the end of the text")
    public static let open = KeyAction("open", .enter, summary: "Open the row or link chosen")

    /// The tab at a place in the tab bar (1–9), chosen by its digit.
    public static let tabs: [KeyAction] = (1...9).map {
        KeyAction("tab-\($0)", .character(Character(String($0))), summary: "Tab \($0)")
    }

    public static let platform: [KeyAction] = [
        .help, .search, .close, .quit, .back, .nextTab, .previousTab,
    ] + tabs + [.nextField, .previousField, .down, .up, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom, .open]
}
