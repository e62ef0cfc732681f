import Testing
import TerminalUI
@testable import TerminalHost

/// Replays encoded bytes onto a grid, as a terminal would, to check what a frame really draws.
struct ScreenModel {
    var rows: [[Character]]
    init(width: Int, height: Int) { rows = Array(repeating: Array(repeating: " ", count: width), count: height) }

    mutating func apply(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var x = 0, y = 0
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            if character == "\u{1B}" {
                guard iterator.next() == "[" else { continue }
                var parameters = ""
                var final: Character = " "
                while let next = iterator.next() {
                    if next.isLetter || next == "~" { final = next; break }
                    parameters.append(next)
                }
                if final == "H" {
                    let parts = parameters.split(separator: ";").compactMap { Int($0) }
                    y = (parts.first ?? 1) - 1
                    x = (parts.count > 1 ? parts[1] : 1) - 1
                } else if final == "J" {
                    rows = rows.map { $0.map { _ in " " } }
                }
                continue
            }
            rows[y][x] = character
            if TextWidth.of(character) == 2 {
                rows[y][x + 1] = "\u{0}"  // covered by the wide character
                x += 2
            } else {
                x += 1
            }
        }
    }

    var lines: [String] { rows.map { String($0.filter { $0 != "\u{0}" }) } }
}

@Suite struct FrameEncoderTests {
    let encoder = FrameEncoder(colorMode: .ansi256)

    func canvas(_ lines: [String], width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: y)) }
        return canvas
    }

    @Test func fullFrameDrawsEverythingAndReplaysExactly() {
        let frame = canvas(["Agenda 日本", "09:00 Keynote"], width: 16)
        var screen = ScreenModel(width: 16, height: 2)
        screen.apply(encoder.encode(from: nil, to: frame))
        #expect(screen.lines == ["Agenda 日本     ", "09:00 Keynote   "])
    }

    @Test func oneCellChangeWritesOnlyAFewBytes() {
        let before = canvas(Array(repeating: String(repeating: "x", count: 200), count: 60), width: 200)
        var after = before
        after.draw("y", at: Point(x: 100, y: 30))
        let bytes = encoder.encode(from: before, to: after)
        #expect(bytes.count <= 12, "wrote \(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[31;101Hy")
        #expect(encoder.encode(from: after, to: after).isEmpty)
    }

    @Test func resizeRedrawsEverythingOnce() {
        let small = canvas(["ab"], width: 2)
        let large = canvas(["abc", "def"], width: 3)
        let bytes = String(decoding: encoder.encode(from: small, to: large), as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(bytes.contains("abc") && bytes.contains("def"))
    }

    @Test func diffReplaysToTheNewFrameIncludingWideCharacters() {
        let before = canvas(["日本語 text", "plain line"], width: 12)
        let after = canvas(["日x語 text!", "plain lime"], width: 12)
        var screen = ScreenModel(width: 12, height: 2)
        screen.apply(encoder.encode(from: nil, to: before))
        screen.apply(encoder.encode(from: before, to: after))
        #expect(screen.lines == ["日x語 text! ", "plain lime  "])
    }

    @Test func stylesBecomeSGRAndMonochromeDropsColours() {
        var frame = Canvas(size: Size(width: 4, height: 1))
        frame.draw("ab", at: .zero, style: Style(foreground: .red, bold: true))
        let colour = String(decoding: encoder.encode(from: nil, to: frame), as: UTF8.self)
        #expect(colour.contains("\u{1B}[0;1;31mab"))
        let mono = String(decoding: FrameEncoder(colorMode: .monochrome).encode(from: nil, to: frame), as: UTF8.self)
        #expect(mono.contains("\u{1B}[0;1mab"))
        #expect(!mono.contains("31"))
    }

    @Test func rolesAreDrawnInThePalettesColoursAndTheSelectionOnItsOwn() {
        var frame = Canvas(size: Size(width: 6, height: 1))
        frame.draw("ab", at: .zero, style: Style.bold.foreground(.role(.favorite)))
        frame.draw("cd", at: Point(x: 2, y: 0), style: .selected)
        let plain = String(decoding: FrameEncoder(colorMode: .ansi256).encode(from: nil, to: frame), as: UTF8.self)
        #expect(plain.contains("\u{1B}[0;1mab"), "no colour for the role: the terminal's own")
        #expect(plain.contains("\u{1B}[0;7mcd"), "no colour for the selection: inverse")
        let themed = FrameEncoder(colorMode: .ansi256, palette: Palette([.favorite: .palette(130), .selection: .blue]))
        let text = String(decoding: themed.encode(from: nil, to: frame), as: UTF8.self)
        #expect(text.contains("\u{1B}[0;1;38;5;130mab"))
        #expect(text.contains("\u{1B}[0;44mcd"), "on the selection's colour, not inverse")
        let sixteen = String(decoding: FrameEncoder(colorMode: .ansi16, palette: Palette([.favorite: .palette(196)])).encode(from: nil, to: frame),
                             as: UTF8.self)
        #expect(sixteen.contains("\u{1B}[0;1;91mab"), "the 256-colour red drawn as the 16's bright red: \(sixteen.debugDescription)")
        let mono = String(decoding: FrameEncoder(colorMode: .monochrome, palette: Palette([.favorite: .red])).encode(from: nil, to: frame), as: UTF8.self)
        #expect(mono.contains("\u{1B}[0;1mab") && mono.contains("\u{1B}[0;7mcd"), "monochrome keeps attributes only")
    }

    @Test func hostileCellContentNeverEmitsItsEscape() {
        var frame = Canvas(size: Size(width: 30, height: 1))
        frame.draw("\u{1B}[2J\u{1B}]52;c;aGk=\u{07}", at: .zero)
        let bytes = encoder.encode(from: Canvas(size: frame.size), to: frame)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\u{1B}]52"))
        #expect(!text.contains("\u{07}"))
        #expect(text.components(separatedBy: "\u{1B}[2J").count == 1)
    }
}
