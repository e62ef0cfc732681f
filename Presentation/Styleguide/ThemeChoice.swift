import TerminalUI

/// The look a person picks in the settings: colours for a dark or a light background, none
/// at all, or whichever the terminal says it has.
public enum ThemeChoice: String, CaseIterable, Sendable {
    case auto, dark, light, mono

    /// `auto` made definite: the background the terminal reports in `COLORFGBG` ("15;0": light
    /// text on black), else dark, which most terminals are.
    public func resolved(environment: [String: String]) -> ThemeChoice {
        guard self == .auto else { return self }
        guard let value = environment["COLORFGBG"], let background = value.split(separator: ";").last.flatMap({ Int($0) }) else { return .dark }
        // 0–6 and 8 are dark colours of the 16; 7 and 9–15 light.
        return background == 7 || background >= 9 ? .light : .dark
    }

    /// The colours of each role; the person's own colours go over these.
    public var palette: Palette {
        switch self {
        case .auto, .dark:
            Palette([.favorite: .yellow, .now: .red, .changed: .yellow, .problem: .red, .code: .cyan])
        case .light:
            // Yellow and cyan vanish on white: darker colours of the 16.
            Palette([.favorite: .blue, .now: .red, .changed: .magenta, .problem: .red, .code: .green])
        case .mono:
            Palette()
        }
    }

    /// Mono shows no colour even where the terminal has it, and marks the selection in text.
    public var isMonochrome: Bool { self == .mono }
}
