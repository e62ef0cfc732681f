/// The keys each action answers to: its defaults, except where a person's settings say
/// otherwise. The window holds one; screens and lists ask it.
public struct KeyBindings: Sendable, Equatable {
    /// Action name → keys, for the actions a person rebound.
    public private(set) var overrides: [String: [Key]] = [:]

    public init() {}

    public static let standard = KeyBindings()

    public func keys(for action: KeyAction) -> [Key] { overrides[action.name] ?? action.defaultKeys }

    public func isDefault(_ action: KeyAction) -> Bool { overrides[action.name] == nil }

    /// Whether `key` is one of the keys `action` is bound to.
    public func key(_ key: Key, asks action: KeyAction) -> Bool { keys(for: action).contains(key) }

    /// What a list or a text is asked to do by a key, if anything.
    public enum Movement: CaseIterable, Sendable {
        case down, up, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom, open

        var action: KeyAction {
            switch self {
            case .down: .down
            case .up: .up
            case .pageDown: .pageDown
            case .pageUp: .pageUp
            case .halfPageDown: .halfPageDown
            case .halfPageUp: .halfPageUp
            case .top: .top
            case .bottom: .bottom
            case .open: .open
            }
        }
    }

    public func movement(for key: Key) -> Movement? {
        Movement.allCases.first { self.key(key, asks: $0.action) }
    }

    /// "↓/j"; "none" for an action bound to no key.
    public func label(for action: KeyAction) -> String {
        let keys = keys(for: action)
        return keys.isEmpty ? "none" : keys.map(\.label).joined(separator: "/")
    }

    /// One line of a settings file: `name = "key"` or `name = ["key", …]`.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let keys: [String]
        public let line: Int?

        public init(name: String, keys: [String], line: Int?) {
            self.name = name
            self.keys = keys
            self.line = line
        }
    }

    /// A line of the settings that cannot be used, and why.
    public struct Problem: Error, Sendable, Equatable {
        public let line: Int?
        public let message: String
    }

    /// The bindings a person's settings ask for, checked against every action there is: an
    /// unknown name, a key no terminal sends, and a key two actions of one screen would both
    /// answer to are each refused with the line. (Defaults that already overlap — Esc closes a
    /// sheet and goes back — are the design, not a conflict.)
    public init(_ entries: [Entry], actions: [KeyAction]) throws(Problem) {
        let byName = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            guard byName[entry.name] != nil else {
                throw Problem(line: entry.line, message: "unknown action '\(entry.name)' (`podium keys` lists every action and its keys)")
            }
            var keys: [Key] = []
            for spelling in entry.keys {
                guard let key = Key(spelling: spelling) else {
                    throw Problem(line: entry.line, message: "\(entry.name): '\(spelling)' is not a key (write \(Key.spellingHelp))")
                }
                // The terminal host quits on Ctrl-C before any screen sees it (even while the
                // app is busy): bound to an action, it could never fire.
                guard key != .control("c") else {
                    throw Problem(line: entry.line, message: "\(entry.name): Ctrl-C always quits Podium and cannot be bound; choose another key")
                }
                if !keys.contains(key) { keys.append(key) }
            }
            overrides[entry.name] = keys
        }
        for entry in entries {
            guard let action = byName[entry.name] else { continue }
            for key in keys(for: action) {
                for other in actions where other != action && other.meets(action) && self.key(key, asks: other) {
                    // Overlaps the defaults already had are the design (inner screens first).
                    if action.defaultKeys.contains(key) && other.defaultKeys.contains(key) { continue }
                    throw Problem(line: entry.line, message: "\(entry.name): \(key.spelling) is already \(other.name)'s key where both are used (rebind \(other.name) too, or choose another key)")
                }
            }
        }
    }
}
