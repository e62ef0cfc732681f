/// A terminal colour: the 16 ANSI colours, or one of the 256-colour palette.
public enum Color: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    case palette(UInt8)
    /// What the person's theme gives a role (the host's palette resolves it when it draws),
    /// like UIKit's dynamic colours resolved by the trait collection.
    case role(ColorRole)

    /// The name snapshots use.
    public var name: String {
        switch self {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "grey"
        case .brightRed: "bright-red"
        case .brightGreen: "bright-green"
        case .brightYellow: "bright-yellow"
        case .brightBlue: "bright-blue"
        case .brightMagenta: "bright-magenta"
        case .brightCyan: "bright-cyan"
        case .brightWhite: "bright-white"
        case .palette(let index): "p\(index)"
        case .role(let role): role.rawValue
        }
    }
}

/// How a cell looks. Attributes (bold, dim, inverse, underline) survive on a monochrome
/// terminal; colours do not, so nothing may be told apart by colour alone.
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool
    public var inverse: Bool
    public var underline: Bool
    /// Where the terminal has it (most do); one without shows the text plain.
    public var italic: Bool

    public init(foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
                inverse: Bool = false, underline: Bool = false, italic: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
        self.italic = italic
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    public static let inverse = Style(inverse: true)
    public static let underline = Style(underline: true)
    public static let italic = Style(italic: true)
    /// The chosen row, tab or box: inverse, or on the theme's selection colour where it has one.
    public static let selected = Style(background: .role(.selection), inverse: true)

    public func foreground(_ color: Color?) -> Style { var copy = self; copy.foreground = color; return copy }
    public func background(_ color: Color?) -> Style { var copy = self; copy.background = color; return copy }
    public func bolded(_ on: Bool = true) -> Style { var copy = self; copy.bold = on; return copy }
    public func dimmed(_ on: Bool = true) -> Style { var copy = self; copy.dim = on; return copy }
    public func inverted(_ on: Bool = true) -> Style { var copy = self; copy.inverse = on; return copy }
    public func underlined(_ on: Bool = true) -> Style { var copy = self; copy.underline = on; return copy }
    public func italicised(_ on: Bool = true) -> Style { var copy = self; copy.italic = on; return copy }

    /// This style without colours, for terminals that have none or users who set NO_COLOR.
    public var monochrome: Style {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }

    /// A later style laid over this one: set colours replace, attributes add up.
    public func merged(with other: Style) -> Style {
        Style(foreground: other.foreground ?? foreground, background: other.background ?? background,
              bold: bold || other.bold, dim: dim || other.dim,
              inverse: inverse || other.inverse, underline: underline || other.underline, italic: italic || other.italic)
    }

    /// A short mark for style-aware snapshots: `b`, `d`, `i`, `u`, `it`, `fg:red`, `bg:blue`.
    public var marks: [String] {
        var result: [String] = []
        if bold { result.append("b") }
        if dim { result.append("d") }
        if inverse { result.append("i") }
        if underline { result.append("u") }
        if italic { result.append("it") }
        if let foreground { result.append("fg:\(foreground.name)") }
        if let background { result.append("bg:\(background.name)") }
        return result
    }
}
