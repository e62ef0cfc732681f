import TerminalUI

/// How a terminal draws pictures, if it does: kitty's graphics protocol (kitty, WezTerm,
/// Ghostty, Konsole) or sixel (foot, mlterm, xterm started with sixel, Windows Terminal).
public enum ImageProtocol: String, Sendable, CaseIterable {
    case kitty, sixel

    /// What the environment says the terminal is; nil: no pictures (the safe guess — an
    /// unknown terminal would print a picture's bytes as text).
    public static func detect(environment: [String: String]) -> ImageProtocol? {
        let term = (environment["TERM"] ?? "").lowercased()
        let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
        // Inside tmux or screen the outer terminal's pictures do not pass through.
        if term.hasPrefix("screen") || term.hasPrefix("tmux") || environment["TMUX"] != nil { return nil }
        if term.contains("kitty") || environment["KITTY_WINDOW_ID"] != nil || ["wezterm", "ghostty"].contains(program)
            || environment["KONSOLE_VERSION"] != nil { return .kitty }
        if term.hasPrefix("foot") || term.contains("mlterm") || term.contains("sixel") || environment["WT_SESSION"] != nil { return .sixel }
        return nil
    }
}

/// Turns a picture file into what the terminal draws it with, `cells` big: a decoder the
/// app provides (a maintained tool), run off the main actor. nil: it cannot.
public protocol ImageRendering: Sendable {
    func render(_ image: Image, cells: Size, as format: ImageProtocol) async -> [UInt8]?
}
