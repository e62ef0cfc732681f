import TerminalUI

/// Text from feeds, made safe for a terminal exactly as the UI makes it: escape sequences
/// and other controls are shown, never obeyed.
enum TerminalText {
    static func clean(_ text: String) -> String {
        Sanitizer.clean(text)
    }
}
