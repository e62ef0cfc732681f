import Entities

/// Hiding a track, level, format or room from every view, and showing it again.
public protocol HidingWriting: Sendable {
    /// Hides (or shows again) a category item, by id.
    func setCategoryItem(_ id: Int, hidden: Bool) async throws
    /// Hides (or shows again) a room, by id.
    func setRoom(_ id: Int, hidden: Bool) async throws
    /// Shows everything that was hidden.
    func showEverything() async throws
}
