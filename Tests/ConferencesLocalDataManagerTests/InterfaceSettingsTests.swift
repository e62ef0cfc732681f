import ConferencesDataContract
import Foundation
import TestHarness
import Testing
@testable import ConferencesLocalDataManager

/// `config.toml` as a person writes it beside the conferences file: what it holds, read with
/// each value's line, and every mistake of shape named with its line.
@Suite struct InterfaceSettingsTests {
    let folder: TemporaryDirectory
    let settings: InterfaceSettingsLocalDataManager

    init() throws {
        folder = try TemporaryDirectory(prefix: "podium-settings")
        settings = InterfaceSettingsLocalDataManager.forPerson(["XDG_CONFIG_HOME": folder.url.path])
    }

    func load(_ text: String) throws(ConferenceFileError) -> InterfaceSettings {
        try? FileManager.default.createDirectory(atPath: (settings.location as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? text.write(toFile: settings.location, atomically: true, encoding: .utf8)
        return try settings.load()
    }

    func error(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func itLivesBesideTheConferencesFileAndNoFileIsNoSettings() throws {
        #expect(settings.location == folder.url.appendingPathComponent("podium/config.toml").path)
        #expect(try settings.load() == InterfaceSettings(file: settings.location))
    }

    @Test func themeMarkerColoursAndKeysAreReadWithTheirLines() throws {
        let read = try load("""
            # the look
            theme = "light"
            selection_marker = true
            mouse = false

            [colors]
            favorite = "magenta"
            selection = 24

            [keys]
            favorite = "F"
            down = ["Down", "n"]
            """)
        #expect(read.theme == .init("light", line: 2))
        #expect(read.selectionMarker == .init(true, line: 3))
        #expect(read.mouse == .init(false, line: 4))
        #expect(read.colors == ["favorite": .init("magenta", line: 7), "selection": .init("24", line: 8)])
        #expect(read.keys == ["favorite": .init(["F"], line: 11), "down": .init(["Down", "n"], line: 12)])
    }

    /// CR LF line ends are TOML's too (a file written on Windows, or by an editor set so):
    /// read, with each value's line; a CR alone is still no line end.
    @Test func aFileWithCRLFLineEndsIsReadWithItsLines() throws {
        let read = try load("# the look\r\ntheme = \"light\"\r\n\r\n[keys]\r\nfavorite = \"F\"\r\n")
        #expect(read.theme == .init("light", line: 2))
        #expect(read.keys == ["favorite": .init(["F"], line: 5)])
        #expect(error("theme = \"dark\"\r\ncolour = 3\r\n").contains("line 2: unknown setting 'colour'"))
        #expect(error("theme = \"dark\"\rmouse = true\n").contains("line 1: a control character (U+000D)"))
    }

    @Test func mistakesOfShapeAreOneLineWithTheFileAndLine() {
        let file = settings.location
        #expect(error("theme = \"dark\"\ncolour = 3\n") == "\(file) line 2: unknown setting 'colour' (the file holds theme, selection_marker, mouse, images, colors, keys)")
        #expect(error("[colours]\nfavorite = \"red\"\n") == "\(file) line 1: unknown setting 'colours' (the file holds theme, selection_marker, mouse, images, colors, keys)")
        #expect(error("images = true\n") == "\(file) line 1: images should be a name in quotes")
        #expect(error("mouse = 0\n") == "\(file) line 1: mouse should be true or false, without quotes")
        #expect(error("theme = 3\n") == "\(file) line 1: theme should be a name in quotes")
        #expect(error("selection_marker = \"yes\"\n") == "\(file) line 1: selection_marker should be true or false, without quotes")
        #expect(error("[keys]\nfavorite = 3\n") == "\(file) line 2: keys.favorite should be a key in quotes, or a list of them in [ ]")
        #expect(error("[keys]\n\ndown = [\"j\", 1]\n") == "\(file) line 3: keys.down should be a key in quotes, or a list of them in [ ]")
        #expect(error("[colors]\nnow = true\n") == "\(file) line 2: colors.now should be a colour's name in quotes or a number from 0 to 255")
        #expect(error("keys = 1\n") == "\(file) line 1: keys should be a [keys] table")
        #expect(error("[keys\n").hasPrefix("\(file) line 1, column"), "not TOML")
        #expect(error("theme = \"dark\u{1B}[2J\"\n").contains("line 1: a control character (U+001B)"))
    }
}
