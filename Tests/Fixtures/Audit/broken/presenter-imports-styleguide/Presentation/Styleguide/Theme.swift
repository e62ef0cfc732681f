import TerminalUI

/// The shared look.
@MainActor
public enum Theme {
    public static func screen() -> ViewController { ViewController() }
}
