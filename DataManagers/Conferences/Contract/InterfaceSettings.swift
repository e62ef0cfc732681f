/// `config.toml` beside the conferences file, as written: the look and the keys. Names and
/// values are checked by whoever knows the themes and the actions; each comes with its line.
public struct InterfaceSettings: Sendable, Equatable {
    /// A value and the line of the file it is on.
    public struct Line<Value: Sendable & Equatable>: Sendable, Equatable {
        public let value: Value
        public let line: Int?

        public init(_ value: Value, line: Int?) {
            self.value = value
            self.line = line
        }
    }

    /// Where the file is, for messages.
    public var file: String
    /// `theme = "auto" | "dark" | "light" | "mono"`.
    public var theme: Line<String>?
    /// `selection_marker = true`: mark the chosen row in text, colours or not.
    public var selectionMarker: Line<Bool>?
    /// `mouse = false`: leave clicks to the terminal (selecting text) instead of Podium.
    public var mouse: Line<Bool>?
    /// `images = "auto" | "kitty" | "sixel" | "none"`: how the terminal draws photos.
    public var images: Line<String>?
    /// `[colors]`: role → a colour's name, or its number in the 256 palette (as text).
    public var colors: [String: Line<String>]
    /// `[keys]`: action → its keys as written.
    public var keys: [String: Line<[String]>]

    public init(file: String, theme: Line<String>? = nil, selectionMarker: Line<Bool>? = nil, mouse: Line<Bool>? = nil,
                images: Line<String>? = nil, colors: [String: Line<String>] = [:], keys: [String: Line<[String]>] = [:]) {
        self.file = file
        self.mouse = mouse
        self.images = images
        self.theme = theme
        self.selectionMarker = selectionMarker
        self.colors = colors
        self.keys = keys
    }
}
