import Testing
@testable import TerminalUI

@MainActor
@Suite struct KeyBindingTests {
    let journal = Journal()
    static let favorite = KeyAction("favorite", .character("*"), summary: "Toggle favorite", screens: ["agenda"])
    static let calendar = KeyAction("calendar", .character("c"), summary: "Add to calendar", screens: ["session"])
    static let actions = KeyAction.platform + [favorite, calendar]

    func bindings(_ entries: [(String, [String])]) throws(KeyBindings.Problem) -> KeyBindings {
        try KeyBindings(entries.enumerated().map { KeyBindings.Entry(name: $1.0, keys: $1.1, line: $0 + 3) }, actions: Self.actions)
    }

    func problem(_ entries: [(String, [String])]) -> KeyBindings.Problem? {
        do {
            _ = try bindings(entries)
            return nil
        } catch {
            return error
        }
    }

    @Test func aReboundKeyWorksTheOldOneNoLongerAndHelpShowsItWithTheName() throws {
        let screen = Screen("Agenda", journal)
        var favorited = 0
        screen.commands = [KeyCommand(Self.favorite, title: "Toggle favorite") { favorited += 1 }]
        let window = Snapshot.window(showing: NavigationController(rootViewController: screen), size: Size(width: 60, height: 16))
        window.keyBindings = try bindings([("favorite", ["F"]), ("help", ["F1"])])
        window.handle(.character("*"))
        #expect(favorited == 0, "the default key no longer does it")
        window.handle(.character("F"))
        #expect(favorited == 1)
        window.handle(.character("?"))
        #expect(!Snapshot.text(of: window).contains("Keys —"), "help moved to F1")
        window.handle(.function(1))
        let help = Snapshot.text(of: window)
        #expect(help.contains("F   Toggle favorite") || help.contains("F    Toggle favorite"), "\(help)")
        #expect(help.contains("favorite") && help.contains("F1") && help.contains("help"), "\(help)")
    }

    @Test func aReboundListKeyMovesTheRowsAndTheOldOneIsFree() throws {
        let rows = NumberedRows(sections: [10])
        let table = rows.table()
        let window = Snapshot.window(showing: HostController(table), size: Size(width: 20, height: 5))
        window.keyBindings = try bindings([("down", ["n", "Down"]), ("open", ["o"])])
        window.handle(.character("n"))
        window.handle(.down)
        window.handle(.character("j"))
        #expect(table.highlightedIndexPath == IndexPath(row: 2, section: 0))
        window.handle(.enter)
        #expect(rows.selected.isEmpty)
        window.handle(.character("o"))
        #expect(rows.selected == [IndexPath(row: 2, section: 0)])
        window.handle(.character("?"))
        let help = Snapshot.text(of: window, size: Size(width: 70, height: 16))
        #expect(help.contains("n/↓ ↑/k") && help.contains("Next or previous row") && help.contains("down up"), "the list's own keys: \(help)")
        #expect(help.contains("PgDn/Ctrl-F PgUp/Ctrl-B") && help.contains("Home/g End/G"), "\(help)")
    }

    @Test func unknownNamesBadKeysAndConflictsAreRefusedWithTheirLine() {
        #expect(problem([("favourite", ["F"])]) == KeyBindings.Problem(line: 3, message: "unknown action 'favourite' (`podium keys` lists every action and its keys)"))
        #expect(problem([("down", ["n"]), ("favorite", ["Ctrl+x"])])?.line == 4)
        #expect(problem([("favorite", ["Ctrl+x"])])?.message.contains("'Ctrl+x' is not a key") == true)
        let conflict = problem([("favorite", ["j"])])
        #expect(conflict?.line == 3 && conflict?.message.contains("down") == true, "j moves down in every list: \(String(describing: conflict))")
        #expect(problem([("favorite", ["j"]), ("down", ["Down"])]) == nil, "j freed first")
        #expect(problem([("favorite", ["c"])]) == nil, "calendar's c is on another screen")
        #expect(problem([("calendar", ["*"])]) == nil)
        #expect(problem([("help", ["c"])])?.message.contains("calendar") == true, "help is on every screen, calendar's too")
        #expect(problem([("back", ["Esc", "Backspace"])]) == nil, "Esc both closes and goes back by design")
        #expect(problem([("favorite", [])]) == nil, "an action may have no key")
        // Ctrl-C quits before any screen sees it: bound to an action it could never fire.
        #expect(problem([("favorite", ["Ctrl-c"])])?.message.contains("Ctrl-C always quits") == true)
        #expect(problem([("sync", ["Ctrl-C"])])?.line == 3)
    }

    @Test func everyDefaultKeyIsWrittenAsItIsRead() {
        for action in Self.actions {
            for key in action.defaultKeys {
                #expect(Key(spelling: key.spelling) == key, "\(action.name): \(key.spelling)")
            }
        }
        #expect(Key(spelling: "ctrl-S") == .control("s"))
        #expect(Key(spelling: "Alt-Enter") == .alt(.enter))
        #expect(Key(spelling: "space") == .character(" "))
        #expect(Key(spelling: "\u{1B}") == nil && Key(spelling: "") == nil && Key(spelling: "Ctrl-1") == nil && Key(spelling: "F13") == nil)
        #expect(Key(spelling: "\u{202E}") == nil, "a bidi override is no key")
    }

    @Test func markedSelectionShowsInTextOnRowsTabsAndButtons() {
        let rows = NumberedRows(sections: [3])
        let table = rows.table()
        let host = HostController(table)
        host.title = "Host"
        let tabs = TabBarController(viewControllers: [host, Screen("Mine", journal)])
        let window = Snapshot.window(showing: tabs, size: Size(width: 30, height: 5))
        #expect(Snapshot.text(of: window).split(separator: "\n").map(String.init) == [" 1 Host   2 Mine", "row 0.0", "row 0.1", "row 0.2"])
        window.marksSelection = true
        #expect(Snapshot.text(of: window).split(separator: "\n").map(String.init) == ["[1 Host]  2 Mine", "> row 0.0", "  row 0.1", "  row 0.2"])
        window.handle(.down)
        #expect(Snapshot.text(of: window).contains("  row 0.0\n> row 0.1"))
    }

    @Test func theSelectionTakesTheThemesColourInsteadOfInverse() {
        let inverse = Palette().resolve(Style.selected)
        #expect(inverse.inverse && inverse.background == nil, "no colour: inverse, as before")
        let coloured = Palette([.selection: .blue, .favorite: .magenta]).resolve(Style.selected.foreground(.role(.favorite)))
        #expect(!coloured.inverse && coloured.background == .blue && coloured.foreground == .magenta)
        #expect(Palette().resolve(Style.plain.foreground(.role(.favorite))).foreground == nil, "a role without a colour has none")
        #expect(Palette([.favorite: .role(.now)]).colors.isEmpty, "a role is no colour of a palette")
    }

    @Test func coloursAreWrittenByNameNumberOrHex() {
        #expect(Color(spelling: "Yellow") == .yellow && Color(spelling: "grey") == .brightBlack && Color(spelling: "bright-red") == .brightRed)
        #expect(Color(spelling: "130") == .palette(130) && Color(spelling: "256") == nil && Color(spelling: "-1") == nil)
        #expect(Color(spelling: "#ff0000") == .palette(196) && Color(spelling: "#000000") == .palette(16))
        #expect(Color(spelling: "#808080") == .palette(244), "a grey is the grey ramp's")
        #expect(Color(spelling: "pink") == nil && Color(spelling: "#12345") == nil)
    }
}
