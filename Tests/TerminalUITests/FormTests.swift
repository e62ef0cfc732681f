import Testing
@testable import TerminalUI

@Suite struct TextAreaLayoutTests {
    func lines(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        return TextAreaLayout(characters, width: width).lines.map { String(characters[$0.start..<$0.end]) }
    }

    @Test func wordsWrapAfterTheLastSpaceThatFitsAndLineFeedsBreak() {
        #expect(lines("one two three", width: 8) == ["one two ", "three"])
        #expect(lines("first\n\nthird line", width: 20) == ["first", "", "third line"])
        #expect(lines("", width: 5) == [""])
        #expect(lines("ends with\n", width: 20) == ["ends with", ""])
    }

    @Test func aWordLongerThanTheWidthIsCutWideCharactersWhole() {
        #expect(lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(lines("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(lines("a 日本語", width: 3) == ["a ", "日", "本", "語"])
    }

    @Test func theCursorAtASoftBreakIsOnTheNextLineAndColumnsCountCells() {
        let layout = TextAreaLayout(Array("one two three"), width: 8)
        #expect(layout.lineIndex(of: 8) == 1, "after “two ” is the start of “three”")
        #expect(layout.lineIndex(of: 13) == 1)
        #expect(layout.column(of: 10) == 2)
        #expect(layout.position(onLine: 0, column: 99) == 7, "not the soft line's end, which is the next line's start")
        let wide = TextAreaLayout(Array("日本\nab"), width: 10)
        #expect(wide.column(of: 1) == 2)
        #expect(wide.position(onLine: 1, column: 2) == 5)
    }
}

@MainActor
@Suite struct TextAreaTests {
    /// A focused text area in a window, its keys sent through the window as the host sends them.
    func area(_ text: String = "", width: Int = 10, height: Int = 3) -> (Keys, Window) {
        let area = TextArea(text: text)
        let window = Snapshot.window(showing: HostController(area), size: Size(width: width, height: height))
        area.becomeFocused()
        return (Keys(area: area, window: window), window)
    }

    @MainActor
    struct Keys {
        let area: TextArea
        let window: Window
        /// Whether the text area took the key (a key it leaves goes on to the window).
        @discardableResult
        func handle(_ key: Key) -> Bool {
            _ = window.render(size: window.size)   // laid out, as the window is before every key
            return area.handle(key)
        }
        var text: String { area.text }
        var cursor: Int { area.cursor }
        var length: Int { area.length }
        func setText(_ text: String) { area.setText(text) }
    }

    @Test func enterStartsALineAndTheTextWrapsAtTheFieldsWidth() {
        let (area, window) = area()
        for character in "Hello big world" { _ = area.handle(.character(character)) }
        #expect(area.handle(.enter))
        for character in "Bye" { _ = area.handle(.character(character)) }
        #expect(area.text == "Hello big world\nBye")
        #expect(Snapshot.text(of: window) == "Hello big\nworld\nBye")
    }

    @Test func upAndDownKeepTheColumnAndLeaveTheFieldAtItsEdges() {
        let (area, _) = area("abcdef\nxy\nlong line")
        _ = area.handle(.up)            // from the end of "long line" (column 9) to the end of "xy"
        #expect(area.cursor == 9)
        _ = area.handle(.up)            // back to column 9, as far as "abcdef" goes
        #expect(area.cursor == 6)
        #expect(!area.handle(.up), "above the first line, the key is not the field's (focus may move)")
        _ = area.handle(.home)
        #expect(area.cursor == 0)
        _ = area.handle(.down)
        _ = area.handle(.down)
        #expect(area.cursor == 10)
        _ = area.handle(.end)
        #expect(area.cursor == 19)
        #expect(!area.handle(.down))
        #expect(!area.handle(.tab), "Tab moves focus, it is not typed")
    }

    @Test func editingKeysWorkOnTheLine() {
        let (area, _) = area("first line\nsecond words here", width: 40)
        _ = area.handle(.control("w"))
        #expect(area.text == "first line\nsecond words ")
        _ = area.handle(.control("u"))
        #expect(area.text == "first line\n")
        _ = area.handle(.backspace)
        _ = area.handle(.home)
        _ = area.handle(.control("k"))
        #expect(area.text == "" && area.cursor == 0)
    }

    @Test func pastedTextKeepsLineBreaksAndLosesControlsAndTheLimitHolds() {
        let (area, _) = area()
        area.area.maximumLength = 12
        _ = area.handle(.paste("one\r\ntwo\u{1B}[2Jthree four"))
        #expect(area.text == "one\ntwo␛[2Jt")
        #expect(area.length == 12)
        _ = area.handle(.character("x"))
        #expect(area.length == 12, "nothing is typed past the limit")
    }

    @Test func aLongTextScrollsToTheCursorAndThePlaceholderShowsWhenEmpty() {
        let (area, window) = area("1\n2\n3\n4\n5", width: 6, height: 2)
        #expect(Snapshot.text(of: window) == "4\n5")
        for _ in 0..<4 { _ = area.handle(.up) }
        #expect(Snapshot.text(of: window) == "1\n2")
        area.setText("")
        area.area.placeholder = "About you"
        #expect(Snapshot.text(of: window) == "About\n")
    }
}

@MainActor
@Suite struct ToggleTests {
    @Test func spaceAndEnterFlipItAndItSaysWhatEachStateMeans() {
        let toggle = Toggle(isOn: false, onTitle: "Listed", offTitle: "Hidden")
        var heard: [Bool] = []
        toggle.onChange = { heard.append($0) }
        let window = Snapshot.window(showing: HostController(toggle), size: Size(width: 20, height: 1))
        #expect(Snapshot.text(of: window) == "[ ] Hidden")
        #expect(toggle.handle(.character(" ")))
        #expect(Snapshot.text(of: window) == "[x] Listed")
        #expect(toggle.handle(.enter))
        #expect(!toggle.handle(.character("x")))
        #expect(heard == [true, false])
        toggle.isOn = true   // set in code: no callback
        #expect(heard == [true, false])
    }
}

@MainActor
@Suite struct FormFocusTests {
    /// A form taller than its screen: five fields, a multi-line one and a toggle, in a scroll view.
    func form() -> (fields: [View], window: Window) {
        let stack = StackView(axis: .vertical)
        let fields: [View] = [TextField(text: "name"), TextField(text: "company"), TextArea(text: "bio\nmore"),
                              TextField(text: "link"), Toggle(onTitle: "Listed", offTitle: "Hidden")]
        for (index, field) in fields.enumerated() {
            stack.addArrangedSubview(Label("Field \(index)"), length: .fixed(1))
            stack.addArrangedSubview(field, length: field is TextArea ? .fixed(2) : .fixed(1))
        }
        let window = Snapshot.window(showing: HostController(ScrollView(contentView: stack)), size: Size(width: 20, height: 4))
        return (fields, window)
    }

    @Test func tabAndShiftTabMoveThroughEveryFieldInOrderAndAround() {
        let (fields, window) = form()
        #expect(window.focusedView === fields[0])
        var order: [View] = []
        for _ in fields.indices {
            window.handle(.tab)
            order.append(window.focusedView!)
        }
        #expect(order.map(ObjectIdentifier.init) == (fields.dropFirst() + [fields[0]]).map(ObjectIdentifier.init))
        window.handle(.backTab)
        #expect(window.focusedView === fields[4])
        window.handle(.backTab)
        #expect(window.focusedView === fields[3])
    }

    @Test func theFocusedFieldIsAlwaysScrolledIntoSight() {
        let (fields, window) = form()
        #expect(Snapshot.text(of: window).hasPrefix("Field 0\nname"))
        window.handle(.backTab)   // around to the toggle, at the bottom
        #expect(window.focusedView === fields[4])
        #expect(Snapshot.text(of: window).hasSuffix("Field 4\n[ ] Hidden"))
        window.handle(.tab)       // and back to the top
        #expect(Snapshot.text(of: window).contains("name"))
        window.handle(.tab)
        window.handle(.tab)       // the bio, two lines tall
        let shown = Snapshot.text(of: window)
        #expect(shown.contains("bio") && shown.contains("more"), "\(shown)")
    }

    @Test func typingInAFieldOfAFormNeverMovesFocus() {
        let (fields, window) = form()
        window.handle(.tab)
        window.handle(.tab)
        #expect(window.focusedView === fields[2])
        window.handle(.enter)
        window.handle(.character("q"))
        #expect((fields[2] as? TextArea)?.text == "bio\nmore\nq")
        #expect(window.focusedView === fields[2])
    }
}
