import Entities

public protocol ScheduleStore: Sendable {
    func sessions() async throws -> [Session]
}

/// A second protocol hiding in the first one's file.
public protocol FavoritesStore: Sendable {
    func favorites() async throws -> Set<String>
}
