/// A click or a turn of the wheel, where the terminal reports it (SGR mouse reporting). The
/// keyboard does everything the mouse does; the mouse is a shortcut, as a touch is in UIKit.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable { case left, middle, right }

    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release
        case wheelUp, wheelDown
    }

    public let kind: Kind
    /// The cell, from (0, 0) at the top left of the window.
    public let point: Point

    public init(_ kind: Kind, at point: Point) {
        self.kind = kind
        self.point = point
    }

    /// How far one notch of the wheel moves a list or text.
    public static let wheelLines = 3
}
