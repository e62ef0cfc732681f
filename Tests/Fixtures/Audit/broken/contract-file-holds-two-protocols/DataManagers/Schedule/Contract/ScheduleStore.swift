import Entities

public protocol ScheduleStore: Sendable {
    func sessions() async throws -> [Session]
}

/// A second protocol hiding in the first one's file.
public protocol BookmarksStore: Sendable {
    func bookmarks() async throws -> Set<String>
}
