/// The conferences file: one human-readable file the person may edit
/// (`$XDG_CONFIG_HOME/podium/conferences.toml`). Reading a broken file says where it is broken;
/// nothing ever overwrites it.
public protocol ConferencesLocalDataManaging: Sendable {
    /// Where the file is, for messages and the README.
    var location: String { get }
    /// The conferences; an empty list when there is no file yet.
    func load() throws(ConferenceFileError) -> ConferenceList
    /// Reads the list, lets `change` alter it, and writes it back whole (atomically), one
    /// process at a time. When `change` throws, nothing is written.
    func update<Result>(_ change: (inout ConferenceList) throws -> Result) throws -> Result
}

/// What is wrong with the conferences file, and where.
public enum ConferenceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not TOML.
    case syntax(file: String, line: Int, column: Int, detail: String)
    /// TOML, but not a list of conferences Podium can use (a missing feed, an unknown zone…).
    case invalid(file: String, line: Int?, detail: String)
    case unreadable(file: String, detail: String)
    case unwritable(file: String, detail: String)

    public var description: String {
        switch self {
        case .syntax(let file, let line, let column, let detail): "\(file) line \(line), column \(column): \(detail)"
        case .invalid(let file, let line?, let detail): "\(file) line \(line): \(detail)"
        case .invalid(let file, nil, let detail): "\(file): \(detail)"
        case .unreadable(let file, let detail): "cannot read \(file): \(detail)"
        case .unwritable(let file, let detail): "cannot write \(file): \(detail)"
        }
    }
}
