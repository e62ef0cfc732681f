/// A line of the `?` sheet: the keys as bound now, what they do, and the action names a
/// settings file rebinds them by.
public struct HelpEntry: Sendable, Equatable {
    public let keys: String
    public let title: String
    public let names: [String]

    public init(keys: String, title: String, names: [String]) {
        self.keys = keys
        self.title = title
        self.names = names
    }
}
