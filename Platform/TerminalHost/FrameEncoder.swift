import TerminalUI

/// Turns a frame into the bytes that draw it: all of it after a resize, or only what changed
/// since the previous frame. Cursor moves are skipped when the cursor is already in place, and
/// short unchanged gaps are rewritten rather than jumped over when that is cheaper.
public struct FrameEncoder: Sendable {
    public let colorMode: ColorMode
    /// The colours of the theme's roles.
    public let palette: Palette

    public init(colorMode: ColorMode, palette: Palette = Palette()) {
        self.colorMode = colorMode
        self.palette = palette
    }

    /// The bytes that turn the screen from `previous` into `next`; with no previous frame of
    /// the same size, everything is cleared and drawn.
    public func encode(from previous: Canvas?, to next: Canvas) -> [UInt8] {
        var output = Output(colorMode: colorMode, palette: palette)
        let full = previous == nil || previous?.size != next.size
        if full { output.append("\u{1B}[0m\u{1B}[2J") }
        for y in 0..<next.size.height {
            if !full, next.rowEquals(y, in: previous!) { continue }
            var x = 0
            while x < next.size.width {
                let cell = next[x, y]
                let isWide = cell.width == 2
                let changed = full || !next.cellEquals(x, y, in: previous!)
                    || (isWide && x + 1 < next.size.width && !next.cellEquals(x + 1, y, in: previous!))
                if !changed || cell.isContinuation {
                    x += 1
                    continue
                }
                output.move(to: x, y)
                output.write(cell)
                x += isWide ? 2 : 1
                // Rewrite a short unchanged gap instead of jumping over it.
                if !full, let nextChange = nextChange(in: y, from: x, previous: previous!, next: next), nextChange - x <= 4 {
                    while x < nextChange {
                        if !next[x, y].isContinuation { output.write(next[x, y]) }
                        x += 1
                    }
                }
            }
        }
        output.resetStyle()
        return output.bytes
    }

    private func nextChange(in y: Int, from x: Int, previous: Canvas, next: Canvas) -> Int? {
        var position = x
        while position < next.size.width && position <= x + 4 {
            if !next.cellEquals(position, y, in: previous) { return position }
            position += 1
        }
        return nil
    }

    /// Accumulates bytes, tracking the cursor and the current style.
    private struct Output {
        let colorMode: ColorMode
        let palette: Palette
        var bytes: [UInt8] = []
        var cursor: (x: Int, y: Int)?
        /// Every frame ends with the style reset, so the next one starts plain.
        var style: Style? = .plain

        init(colorMode: ColorMode, palette: Palette) {
            self.colorMode = colorMode
            self.palette = palette
            bytes.reserveCapacity(4096)
        }

        mutating func append(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        mutating func move(to x: Int, _ y: Int) {
            if let cursor, cursor.x == x, cursor.y == y { return }
            append("\u{1B}[\(y + 1);\(x + 1)H")
            cursor = (x, y)
        }

        mutating func write(_ cell: Cell) {
            let shown = colorMode == .monochrome ? cell.style.monochrome : palette.resolve(cell.style)
            if shown != style {
                append(Self.sgr(shown, colorMode: colorMode))
                style = shown
            }
            cell.appendUTF8(to: &bytes)
            cursor = cursor.map { ($0.x + Int(max(1, cell.width)), $0.y) }
        }

        mutating func resetStyle() {
            if style != nil && style != .plain { append("\u{1B}[0m") }
            style = nil
        }

        /// Select Graphic Rendition: reset, then the style's attributes and colours.
        static func sgr(_ style: Style, colorMode: ColorMode) -> String {
            var codes = ["0"]
            if style.bold { codes.append("1") }
            if style.dim { codes.append("2") }
            if style.italic { codes.append("3") }
            if style.underline { codes.append("4") }
            if style.inverse { codes.append("7") }
            if let foreground = style.foreground { codes.append(colorCode(foreground, background: false, colorMode: colorMode)) }
            if let background = style.background { codes.append(colorCode(background, background: true, colorMode: colorMode)) }
            return "\u{1B}[" + codes.joined(separator: ";") + "m"
        }

        static func colorCode(_ color: Color, background: Bool, colorMode: ColorMode) -> String {
            let base = background ? 40 : 30
            let brightBase = background ? 100 : 90
            switch color {
            case .black: return "\(base)"
            case .red: return "\(base + 1)"
            case .green: return "\(base + 2)"
            case .yellow: return "\(base + 3)"
            case .blue: return "\(base + 4)"
            case .magenta: return "\(base + 5)"
            case .cyan: return "\(base + 6)"
            case .white: return "\(base + 7)"
            case .brightBlack: return "\(brightBase)"
            case .brightRed: return "\(brightBase + 1)"
            case .brightGreen: return "\(brightBase + 2)"
            case .brightYellow: return "\(brightBase + 3)"
            case .brightBlue: return "\(brightBase + 4)"
            case .brightMagenta: return "\(brightBase + 5)"
            case .brightCyan: return "\(brightBase + 6)"
            case .brightWhite: return "\(brightBase + 7)"
            case .palette(let index):
                // On a 16-colour terminal the palette's first 16 entries are the ANSI colours,
                // and the rest are drawn in the nearest of them.
                if colorMode == .ansi16 {
                    let ansi = Int(index < 16 ? index : Self.nearestANSI(index))
                    return ansi < 8 ? "\(base + ansi)" : "\(brightBase + ansi - 8)"
                }
                return background ? "48;5;\(index)" : "38;5;\(index)"
            case .role:
                // Resolved by the palette before this; a role it has no colour for has none.
                return background ? "49" : "39"
            }
        }

        /// The ANSI colour (0–15) nearest a 256-palette entry: the 6×6×6 cube and the greys.
        static func nearestANSI(_ index: UInt8) -> UInt8 {
            let (red, green, blue) = Color.rgb(ofPaletteEntry: index)
            let brightest = max(red, green, blue)
            guard brightest >= 48 else { return 0 }
            let bits = (red * 2 >= brightest ? 1 : 0) | (green * 2 >= brightest ? 2 : 0) | (blue * 2 >= brightest ? 4 : 0)
            let isGrey = max(red, green, blue) - min(red, green, blue) < 24
            if isGrey { return brightest > 200 ? 15 : brightest > 140 ? 7 : 8 }
            return UInt8(bits + (brightest > 200 ? 8 : 0))
        }
    }
}
