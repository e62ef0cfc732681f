import TestHarness
import Testing
@testable import TerminalUI

/// A screen whose root view is a given view, for testing views inside a window.
@MainActor
final class HostController: ViewController {
    let content: View
    init(_ content: View) { self.content = content }
    override func makeView() -> View {
        ClosureView(layout: { [content] bounds in content.frame = bounds })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }
}

@MainActor
@Suite struct LabelAndStackTests {
    @Test func labelWrapsAndTruncatesToItsLineLimit() {
        let label = Label("The quick brown fox jumps over the lazy dog")
        #expect(label.lines(forWidth: 15) == ["The quick brown", "fox jumps over", "the lazy dog"])
        label.numberOfLines = 2
        #expect(label.lines(forWidth: 15) == ["The quick brown", "fox jumps over…"])
        label.numberOfLines = 1
        #expect(label.lines(forWidth: 15) == ["The quick brow…"])
        #expect(label.sizeThatFits(Size(width: 15, height: 10)) == Size(width: 15, height: 1))
    }

    @Test func stackDividesFixedFittingAndFlexibleLengths() {
        let stack = StackView(axis: .vertical, spacing: 1)
        let header = Label("Title"), body = View(), footer = View(), rest = View()
        stack.addArrangedSubview(header, length: .fit)
        stack.addArrangedSubview(body, length: .flexible(2))
        stack.addArrangedSubview(rest, length: .flexible(1))
        stack.addArrangedSubview(footer, length: .fixed(2))
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        stack.layoutSubviews()
        // 20 - 3 spacing - 1 (fit) - 2 (fixed) = 14 flexible: 9 and 5.
        #expect(header.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(body.frame == Rect(x: 0, y: 2, width: 20, height: 9))
        #expect(rest.frame == Rect(x: 0, y: 12, width: 20, height: 5))
        #expect(footer.frame == Rect(x: 0, y: 18, width: 20, height: 2))
    }

    @Test func horizontalStackSkipsHiddenViews() {
        let stack = StackView(axis: .horizontal)
        let a = View(), b = View(), c = View()
        stack.addArrangedSubview(a, length: .fixed(3))
        stack.addArrangedSubview(b, length: .flexible())
        stack.addArrangedSubview(c, length: .fixed(4))
        b.isHidden = true
        stack.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        stack.layoutSubviews()
        #expect(a.frame.x == 0 && c.frame.x == 3 && c.frame.width == 4)
    }

    @Test func buttonRunsItsActionOnEnterAndSpace() {
        var presses = 0
        let button = Button("OK") { presses += 1 }
        #expect(button.handle(.enter))
        #expect(button.handle(.character(" ")))
        #expect(!button.handle(.character("x")))
        #expect(presses == 2)
    }
}

@MainActor
@Suite struct TextFieldTests {
    @Test func typingMovesTheCursorByGraphemeCluster() {
        let field = TextField()
        for key: Key in [.character("c"), .character("a"), .character("f"), .character("e"), .paste("\u{301}")] { _ = field.handle(key) }
        #expect(field.text == "cafe\u{301}")
        #expect(field.cursor == 4)
        _ = field.handle(.backspace)
        #expect(field.text == "caf")
        _ = field.handle(.home)
        _ = field.handle(.paste("👨‍👩‍👧‍👦"))
        #expect(field.text == "👨‍👩‍👧‍👦caf" && field.cursor == 1)
        _ = field.handle(.delete)
        #expect(field.text == "👨‍👩‍👧‍👦af")
    }

    @Test func editingKeys() {
        let field = TextField(text: "hello big world")
        _ = field.handle(.control("w"))
        #expect(field.text == "hello big ")
        _ = field.handle(.left)
        _ = field.handle(.left)
        _ = field.handle(.control("k"))
        #expect(field.text == "hello bi")
        _ = field.handle(.control("u"))
        #expect(field.text == "" && field.cursor == 0)
        #expect(!field.handle(.up), "keys it does not use travel on")
    }

    /// A paste longer than the field may hold keeps what fits, and a long text in the field
    /// costs its width to draw, not its length (a 10 KB paste into search froze the app).
    @Test func aHugePasteKeepsTheLimitAndDrawsInTimeOfTheWidth() {
        let field = TextField()
        field.maximumLength = 200
        _ = field.handle(.paste(String(repeating: "paste ", count: 2_000_000)))
        #expect(field.text.unicodeScalars.count == 200 && field.cursor == 200)
        _ = field.handle(.character("x"))
        #expect(field.text.unicodeScalars.count == 200, "nothing is typed past the limit")
        field.setText(String(repeating: "é", count: 500))
        #expect(field.text.unicodeScalars.count == 200)
        // On the main actor, as views are: small sizes, a few milliseconds when linear.
        let ratio = Growth.ratio(small: 300, { (text: String) in
            let wide = TextField()
            wide.maximumLength = .max
            wide.setText(text)
            var canvas = Canvas(size: Size(width: 80, height: 1))
            wide.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 80, height: 1))
        }, make: { String(repeating: "word ", count: $0 / 5) })
        #expect(ratio < 30, "ten times the text cost \(ratio)× as much to draw")
    }

    @Test func pastedLineBreaksAndControlsAreNeutralised() {
        let field = TextField()
        _ = field.handle(.paste("two\nlines\u{1B}[2J"))
        #expect(field.text == "two lines␛[2J")
    }

    @Test func secureEntryShowsBulletsAndPlaceholderShowsWhenEmpty() {
        let field = TextField(placeholder: "Token")
        let window = Snapshot.window(showing: HostController(field), size: Size(width: 10, height: 1))
        #expect(Snapshot.text(of: window) == "Token")
        field.isSecureTextEntry = true
        field.setText("s3cr3t")
        #expect(Snapshot.text(of: window) == "••••••")
    }

    @Test func longTextScrollsToKeepTheCursorVisible() {
        let field = TextField(text: "abcdefghijklmnop")
        let window = Snapshot.window(showing: HostController(field), size: Size(width: 6, height: 1))
        #expect(Snapshot.text(of: window) == "lmnop")   // five characters and the cursor cell
        _ = field.handle(.home)
        #expect(Snapshot.text(of: window) == "abcdef")
    }

    @Test func delegateHearsChangesAndReturn() {
        final class Spy: TextFieldDelegate {
            var changes: [String] = []
            var returned = false
            func textFieldDidChange(_ textField: TextField) { changes.append(textField.text) }
            func textFieldShouldReturn(_ textField: TextField) -> Bool { returned = true; return true }
        }
        let spy = Spy()
        let field = TextField()
        field.delegate = spy
        _ = field.handle(.character("a"))
        _ = field.handle(.character("b"))
        #expect(field.handle(.enter))
        #expect(spy.changes == ["a", "ab"] && spy.returned)
    }
}
