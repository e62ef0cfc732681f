import ConferencesDataContract
import Foundation
import Synchronization

/// The conferences file in memory: `update` changes the list whole or, when its change throws,
/// not at all, as the file does.
public final class InMemoryConferences: ConferencesLocalDataManaging, Sendable {
    private let list: Mutex<ConferenceList>
    public let location = "/home/ada/.config/podium/conferences.toml"

    public init(_ list: ConferenceList = ConferenceList()) {
        self.list = Mutex(list)
    }

    public var current: ConferenceList { list.withLock { $0 } }

    public func load() throws(ConferenceFileError) -> ConferenceList { current }

    public func update<Result>(_ change: (inout ConferenceList) throws -> Result) throws -> Result {
        var copy = current
        let result = try change(&copy)
        list.withLock { $0 = copy }
        return result
    }
}
