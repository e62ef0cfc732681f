/// A key press as the UI sees it; TerminalHost decodes bytes into these.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, escape, backspace, delete, tab, backTab
    case up, down, left, right
    case home, end, pageUp, pageDown, insert
    case function(Int)
    /// Control plus a letter: `.control("a")` is Ctrl-A.
    case control(Character)
    /// Alt (Meta) plus a key.
    indirect case alt(Key)
    /// Text pasted as one event (bracketed paste): never interpreted as commands.
    case paste(String)

    /// How help screens name the key.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        case .control(let character): "Ctrl-\(character.uppercased())"
        case .alt(let key): "Alt-\(key.label)"
        case .paste: "paste"
        }
    }
}

/// A key a screen answers to, with the label `?` shows — like UIKeyCommand.
public struct KeyCommand {
    public let keys: [Key]
    public let title: String
    /// How help names the keys ("Esc/Backspace", "1–4").
    public let keyLabel: String
    let action: @MainActor (Key) -> Void

    public init(_ keys: Key..., title: String, action: @escaping @MainActor () -> Void) {
        self.init(keys: keys, title: title) { _ in action() }
    }

    /// A command over several keys whose action needs to know which one was pressed.
    public init(keys: [Key], title: String, label: String? = nil, action: @escaping @MainActor (Key) -> Void) {
        self.keys = keys
        self.title = title
        self.keyLabel = label ?? keys.map(\.label).joined(separator: "/")
        self.action = action
    }

    @MainActor
    public func perform(_ key: Key) {
        action(key)
    }
}
