/// What the terminal can show, decided from the environment.
public enum ColorMode: Sendable, Equatable {
    /// No colours: attributes only (bold, dim, inverse, underline).
    case monochrome
    case ansi16
    case ansi256

    /// `NO_COLOR` set to anything non-empty (no-color.org) or `TERM=dumb` → monochrome;
    /// a 256-colour or true-colour terminal → 256; otherwise the 16 ANSI colours.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .monochrome }
        if term.contains("256color") || ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") { return .ansi256 }
        return .ansi16
    }
}
