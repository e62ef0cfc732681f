/// A notification on the person's desktop (outside the terminal), where the desktop has a way
/// to show one.
public protocol DesktopNotifying: Sendable {
    /// Shows `title` with `body` under it; false when nothing here could show it (no
    /// notification program, no desktop session), so the caller knows only its own banner spoke.
    func notify(title: String, body: String) async -> Bool
}
