/// How a settings file writes a colour: a name of the 16 (`yellow`, `bright-red`, `grey`), a
/// number of the 256-colour palette (`130`), or `#rrggbb` (drawn in the nearest of the 256).
extension Color {
    public init?(spelling: String) {
        let lowered = String(spelling.lowercased().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        let named: [String: Color] = [
            "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
            "cyan": .cyan, "white": .white, "grey": .brightBlack, "gray": .brightBlack, "bright-black": .brightBlack,
            "bright-red": .brightRed, "bright-green": .brightGreen, "bright-yellow": .brightYellow, "bright-blue": .brightBlue,
            "bright-magenta": .brightMagenta, "bright-cyan": .brightCyan, "bright-white": .brightWhite,
        ]
        if let color = named[lowered] {
            self = color
        } else if let number = Int(lowered), (0...255).contains(number) {
            self = .palette(UInt8(number))
        } else if lowered.hasPrefix("#"), lowered.count == 7, let value = Int(lowered.dropFirst(), radix: 16) {
            self = .palette(Self.nearestPaletteEntry(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF))
        } else {
            return nil
        }
    }

    /// What a bad spelling is told, in one line.
    public static let spellingHelp = "a colour's name (black, red, green, yellow, blue, magenta, cyan, white, grey, bright-red, …), 0–255, #rrggbb or none"

    /// The levels of each channel in the 256-colour palette's 6×6×6 cube (entries 16–231).
    static let cubeSteps = [0, 95, 135, 175, 215, 255]

    /// The colour of a 256-palette entry past the 16: the cube's, or the grey ramp's (232–255).
    public static func rgb(ofPaletteEntry index: UInt8) -> (red: Int, green: Int, blue: Int) {
        if index >= 232 {
            let level = (Int(index) - 232) * 10 + 8
            return (level, level, level)
        }
        let cube = max(0, Int(index) - 16)
        return (cubeSteps[cube / 36], cubeSteps[cube / 6 % 6], cubeSteps[cube % 6])
    }

    /// The entry of the 6×6×6 cube or the grey ramp nearest a colour.
    static func nearestPaletteEntry(red: Int, green: Int, blue: Int) -> UInt8 {
        let steps = cubeSteps
        func step(_ value: Int) -> Int { steps.indices.min { abs(steps[$0] - value) < abs(steps[$1] - value) }! }
        let (r, g, b) = (step(red), step(green), step(blue))
        let cube = 16 + 36 * r + 6 * g + b
        func distance(_ x: (Int, Int, Int)) -> Int { (x.0 - red) * (x.0 - red) + (x.1 - green) * (x.1 - green) + (x.2 - blue) * (x.2 - blue) }
        let grey = min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
        let greyLevel = 8 + 10 * grey
        return distance((greyLevel, greyLevel, greyLevel)) < distance((steps[r], steps[g], steps[b])) ? UInt8(232 + grey) : UInt8(cube)
    }
}
