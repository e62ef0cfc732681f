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
    /// A click or the wheel: the window hands it to the view under it, not along the keys' chain.
    case mouse(MouseEvent)

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
        case .mouse: "mouse"
        }
    }
}

/// What a screen answers to, with the title `?` shows — like UIKeyCommand, but bound to named
/// actions, so the keys are the person's (`KeyBindings`). A command over several actions (the
/// day before and after) is one line of help; its action learns which one was asked for.
public struct KeyCommand {
    public let actions: [KeyAction]
    public let title: String
    /// How help names the keys while every action has its default keys ("1–4", "[ ]").
    let defaultLabel: String?
    let action: @MainActor (Int) -> Void

    /// A command for one action; with no `perform`, a line of help for a key a view handles
    /// (Enter opens the row a list shows).
    public init(_ action: KeyAction, title: String, perform: @escaping @MainActor () -> Void = {}) {
        self.init(actions: [action], title: title) { _ in perform() }
    }

    /// A command over several actions; `perform` is told the index of the one asked for.
    public init(actions: [KeyAction], title: String, label: String? = nil, perform: @escaping @MainActor (Int) -> Void) {
        self.actions = actions
        self.title = title
        self.defaultLabel = label
        self.action = perform
    }

    /// The index of the action `key` asks for, if any.
    public func action(for key: Key, in bindings: KeyBindings) -> Int? {
        actions.firstIndex { bindings.key(key, asks: $0) }
    }

    /// How help names the keys: "Esc/Backspace", "[ ]", "1–4".
    public func keyLabel(in bindings: KeyBindings) -> String {
        if let defaultLabel, actions.allSatisfy(bindings.isDefault) { return defaultLabel }
        return actions.map { bindings.label(for: $0) }.joined(separator: " ")
    }

    @MainActor
    public func perform(_ index: Int = 0) {
        action(index)
    }
}
