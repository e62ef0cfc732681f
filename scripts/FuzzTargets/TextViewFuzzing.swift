import Entities
import FeedMarkup
import Formatting
import Foundation
import SharedScreens
import Styleguide
import TerminalUI

/// The `text-view` target: a detail screen as Session details and Speaker details build it —
/// feed prose read as Markdown, made into paragraphs (choosable ones among them), shown in a
/// `TextScreenController` — at a size taken from the input, driven by keys, clicks and resizes
/// taken from the input, and drawn after each. Alongside it, `TextLayout.wrap` at widths and
/// line limits from the ends of `Int`'s range, where sentinels such as "every line" live.
///
/// Input: byte 0 and 1 the window's width and height (up to 160×50), byte 2 how many of the
/// following bytes are events (up to 40: each one of `events`, or a resize), the rest the text.
@MainActor
enum TextViewFuzzing {
    static func run(_ data: Data) {
        let bytes = Array(data)
        guard bytes.count >= 3 else { return }
        // Terminal sizes up to 160×50 and up to 40 events: every frame is drawn whole, and a
        // run must stay short for the fuzzer to try many (a debug build with ASan is slow).
        var size = Size(width: Int(bytes[0]) % 161, height: Int(bytes[1]) % 51)
        let eventCount = min(Int(bytes[2]) % 41, bytes.count - 3)
        let events = bytes[3..<(3 + eventCount)]
        let text = String(decoding: bytes[(3 + eventCount)...], as: UTF8.self)

        wrapAtTheEnds(text, seed: bytes[0] ^ bytes[1])

        let screen = Screen(title: "fuzz")
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(minimumSize: Size(width: 1, height: 1))
        window.rootViewController = navigation
        window.makeVisible(size: size)
        screen.show(.loaded(text))
        _ = window.render(size: size)
        for event in events {
            switch event {
            case 0xF0...0xFF:
                // A resize, as SIGWINCH brings one: any size from nothing to a wide terminal.
                size = Size(width: Int(event & 0x0F) * 10, height: Int(event & 0x07) * 7)
            default:
                window.handle(Self.events[Int(event) % Self.events.count])
            }
            _ = window.render(size: size)
        }
    }

    /// Every key a text screen's help lists, and clicks and the wheel anywhere on it.
    static let events: [Key] = [
        .end, .home, .character("G"), .character("g"), .pageDown, .pageUp, .up, .down, .left, .right,
        .character("j"), .character("k"), .character(" "), .control("d"), .control("u"), .control("f"), .control("b"),
        .enter, .tab, .backTab, .escape, .character("?"),
        .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2))), .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))),
        .mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5))), .mouse(MouseEvent(.wheelUp, at: Point(x: 5, y: 5))),
        .mouse(MouseEvent(.press(.left), at: Point(x: 70, y: 30))), .mouse(MouseEvent(.release, at: Point(x: 1, y: 1))),
    ]

    /// Widths and line limits at and near the ends of the range, and ordinary ones.
    private static let extremes = [Int.min, -1, 0, 1, 2, 3, 7, 40, 79, 200, cellLimit, Int.max / 2 + 1, Int.max - 1, Int.max]

    private static func wrapAtTheEnds(_ text: String, seed: UInt8) {
        let width = extremes[Int(seed) % extremes.count]
        let limit = extremes[Int(seed / 16) % extremes.count]
        let lines = TextLayout.wrap(text, width: width, lineLimit: limit)
        precondition(limit <= 0 || lines.count <= limit, "wrap gave \(lines.count) lines for a limit of \(limit)")
        _ = TextLayout.wrap([Span(text, style: .bold)], width: width, lineLimit: limit)
        _ = TextLayout.truncate(text, to: width)
        _ = TextLayout.pad(text, to: min(width, 500))
    }

    /// A detail screen showing the text as feed prose: every block a paragraph, and every
    /// link a choosable one, as Session details does.
    final class Screen: TextScreenController<String, Int> {
        override func content(for model: String) -> Content {
            let rich = MarkdownText.richText(model, base: URL(string: "https://pretalx.example.org/democon/talk/ABC/"))
            var paragraphs = [TextView.Paragraph("A title", style: Theme.heading), TextView.Paragraph("")]
            paragraphs += RichTextParagraphs.paragraphs(rich, referenceNumbers: Array(1...9))
            let links = Array(rich.links.prefix(9).enumerated())
            paragraphs += links.map { TextView.Paragraph("\($0.offset + 1)  \($0.element)", tag: $0.offset) }
            return Content(title: "fuzz", paragraphs: paragraphs, choices: links.map(\.offset))
        }
    }
}
