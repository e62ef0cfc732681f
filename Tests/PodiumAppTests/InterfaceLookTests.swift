import ConferencesDataContract
import Foundation
import Testing
@testable import PodiumApp

/// `config.toml`'s look and keys as the app makes them: the theme against the terminal and
/// NO_COLOR, the person's colours over the theme's, and the keys checked against every action.
@Suite struct InterfaceLookTests {
    static let file = "/home/ada/.config/podium/config.toml"
    static let colour = ["TERM": "xterm-256color"]

    func look(_ settings: InterfaceSettings, _ environment: [String: String] = colour) throws(ConferenceFileError) -> InterfaceLook {
        try InterfaceLook(settings, environment: environment)
    }

    func error(_ settings: InterfaceSettings) -> String {
        do {
            _ = try look(settings)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func monoAndNoColorDrawNoColourAndMarkTheSelection() throws {
        let standard = try look(InterfaceSettings(file: Self.file))
        #expect(standard.colorMode == .ansi256 && !standard.marksSelection)
        #expect(standard.palette.colors[.favorite] == .yellow, "dark by default")
        let mono = try look(InterfaceSettings(file: Self.file, theme: .init("mono", line: 1)))
        #expect(mono.colorMode == .monochrome && mono.marksSelection && mono.palette.colors.isEmpty)
        let noColor = try look(InterfaceSettings(file: Self.file, theme: .init("dark", line: 1)), ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(noColor.colorMode == .monochrome && noColor.marksSelection, "NO_COLOR wins over the theme")
        let declined = try look(InterfaceSettings(file: Self.file, selectionMarker: .init(false, line: 2)), ["TERM": "dumb"])
        #expect(declined.colorMode == .monochrome && !declined.marksSelection, "the person said no marks")
        let asked = try look(InterfaceSettings(file: Self.file, selectionMarker: .init(true, line: 2)))
        #expect(asked.colorMode == .ansi256 && asked.marksSelection, "marks with colour, for a screen reader")
    }

    @Test func autoFollowsTheTerminalsBackgroundAndColoursGoOverTheTheme() throws {
        let light = try look(InterfaceSettings(file: Self.file), ["TERM": "xterm-256color", "COLORFGBG": "0;15"])
        #expect(light.palette.colors[.favorite] == .blue, "black on white: the light theme")
        let dark = try look(InterfaceSettings(file: Self.file, theme: .init("auto", line: 1)), ["TERM": "xterm", "COLORFGBG": "15;default;0"])
        #expect(dark.palette.colors[.favorite] == .yellow && dark.colorMode == .ansi16)
        let own = try look(InterfaceSettings(file: Self.file, theme: .init("Light", line: 1),
                                             colors: ["favorite": .init("130", line: 3), "code": .init("none", line: 4),
                                                      "selection": .init("#0000ff", line: 5)]))
        #expect(own.palette.colors[.favorite] == .palette(130) && own.palette.colors[.code] == nil && own.palette.colors[.selection] == .palette(21))
        #expect(own.palette.colors[.now] == .red, "the rest stays the theme's")
    }

    @Test func picturesFollowTheTerminalUnlessTheSettingsSayOtherwise() throws {
        #expect(try look(InterfaceSettings(file: Self.file), ["TERM": "xterm-kitty"]).images == .kitty)
        #expect(try look(InterfaceSettings(file: Self.file)).images == nil, "an xterm draws none")
        #expect(try look(InterfaceSettings(file: Self.file, images: .init("sixel", line: 3))).images == .sixel, "the person knows better")
        #expect(try look(InterfaceSettings(file: Self.file, images: .init("none", line: 3)), ["TERM": "xterm-kitty"]).images == nil)
        #expect(error(InterfaceSettings(file: Self.file, images: .init("iterm", line: 3)))
                == "\(Self.file) line 3: unknown images 'iterm' (auto, kitty, sixel, none)")
    }

    @Test func everyMistakeIsOneLineWithTheFileAndLine() {
        #expect(error(InterfaceSettings(file: Self.file, theme: .init("solarized", line: 1)))
                == "\(Self.file) line 1: unknown theme 'solarized' (auto, dark, light, mono)")
        #expect(error(InterfaceSettings(file: Self.file, colors: ["favourite": .init("red", line: 4)]))
                == "\(Self.file) line 4: unknown colour role 'favourite' (selection, favorite, now, changed, muted, problem, code)")
        #expect(error(InterfaceSettings(file: Self.file, colors: ["now": .init("pink", line: 5)])).hasPrefix("\(Self.file) line 5: colors.now: 'pink' is not a colour"))
        #expect(error(InterfaceSettings(file: Self.file, keys: ["favourite": .init(["F"], line: 7)]))
                == "\(Self.file) line 7: unknown action 'favourite' (`podium keys` lists every action and its keys)")
        #expect(error(InterfaceSettings(file: Self.file, keys: ["filters": .init(["*"], line: 8)]))
                == "\(Self.file) line 8: filters: * is already favorite's key where both are used (rebind favorite too, or choose another key)")
        #expect(error(InterfaceSettings(file: Self.file, keys: ["filters": .init(["*"], line: 8), "favorite": .init(["F"], line: 9)])) == "no error",
                "a key freed in the same file")
        #expect(error(InterfaceSettings(file: Self.file, keys: ["sync": .init(["o"], line: 2)])).contains("already"),
                "sync is on every screen, and o opens a link on some")
    }

    @Test func theKeysCommandListsEveryActionAndMarksTheRebound() throws {
        let bindings = try look(InterfaceSettings(file: Self.file, keys: ["favorite": .init(["F", "Ctrl-x"], line: 2)])).bindings
        let text = KeysCommand.text(bindings, file: Self.file)
        #expect(text.contains { $0.hasPrefix("* favorite ") && $0.contains("F Ctrl-X") })
        #expect(text.contains { $0.hasPrefix("  down ") && $0.contains("Down j") })
        #expect(text.last == "* rebound in \(Self.file)")
        let mdoc = KeysCommand.mdoc(.standard)
        #expect(mdoc.first == ".Sh KEYS")
        #expect(mdoc.contains(".It Cm favorite No \\(em Sy \\&*"))
        #expect(mdoc.contains(".It Cm back No \\(em Sy \\&Esc , Sy \\&Backspace"))
        #expect(!mdoc.dropFirst().contains { $0.hasPrefix(".") && !$0.hasPrefix(".It") && !$0.hasPrefix(".Li") && !$0.hasPrefix(".Pa")
                                            && !$0.hasPrefix(".Nm") && !$0.hasPrefix(".Bl") && !$0.hasPrefix(".El") },
                "no text line starts with a dot")
    }
}
