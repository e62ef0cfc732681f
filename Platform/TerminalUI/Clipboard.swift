/// The system clipboard as a screen reaches it, like UIPasteboard: the host (the terminal)
/// provides one when it can; a screen copies and says what happened.
@MainActor
public protocol Clipboard: AnyObject {
    /// Puts `text` on the clipboard, or says why it cannot.
    func copy(_ text: String) -> ClipboardResult
}

public enum ClipboardResult: Sendable, Equatable {
    /// On the clipboard, and how it got there ("through the terminal (OSC 52)").
    case copied(how: String)
    /// Not copied; why, in words a person can act on.
    case unavailable(why: String)
}

extension Window {
    /// Copies through the host's clipboard; without one (no terminal), says so.
    public func copyToClipboard(_ text: String) -> ClipboardResult {
        clipboard?.copy(text) ?? .unavailable(why: "there is no terminal to pass it to")
    }
}
