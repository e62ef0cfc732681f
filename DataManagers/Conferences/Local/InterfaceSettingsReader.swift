import ConferencesDataContract
import Foundation
import TOMLKit

/// Reads `config.toml`:
///
///     theme = "auto"            # auto, dark, light or mono
///     selection_marker = true   # optional: mark the chosen row in text, colours or not
///     mouse = false             # optional: leave clicks to the terminal
///     images = "auto"           # optional: auto, kitty, sixel or none (photos)
///
///     [colors]                  # optional: a role's colour, by name or 0–255
///     favorite = "magenta"
///     selection = 24
///
///     [keys]                    # optional: an action's keys (`podium keys` lists them)
///     favorite = "F"
///     down = ["Down", "j", "Ctrl-n"]
///
/// The shape is checked here, each mistake with its line; which themes, roles, actions and
/// keys exist is for the app, which knows them.
enum InterfaceSettingsReader {
    static let topKeys = ["theme", "selection_marker", "mouse", "images", "colors", "keys"]

    static func settings(from text: String, file: String) throws(ConferenceFileError) -> InterfaceSettings {
        let table = try PersonFileText.table(from: text, file: file)
        let lines = TOMLKeyLines(text)
        var settings = InterfaceSettings(file: file)
        for key in table.keys where !topKeys.contains(key) {
            throw .invalid(file: file, line: lines.line(ofBlock: nil, key: key) ?? lines.line(ofTable: key, key: nil),
                           detail: "unknown setting '\(key)' (the file holds \(topKeys.joined(separator: ", ")))")
        }
        /// A top-level value, read by `read` when it is of its kind, else said with its line.
        func value<Value>(_ key: String, _ kind: String, _ read: (TOMLValueConvertible) -> Value?) throws(ConferenceFileError)
            -> InterfaceSettings.Line<Value>? {
            guard let found = table[key] else { return nil }
            let line = lines.line(ofBlock: nil, key: key)
            guard let value = read(found) else { throw .invalid(file: file, line: line, detail: "\(key) should be \(kind)") }
            return .init(value, line: line)
        }
        let name = "a name in quotes", flag = "true or false, without quotes"
        settings.theme = try value("theme", name) { $0.string }
        settings.selectionMarker = try value("selection_marker", flag) { $0.bool }
        settings.mouse = try value("mouse", flag) { $0.bool }
        settings.images = try value("images", name) { $0.string }
        if let colors = table["colors"] {
            guard let entries = colors.table else {
                throw .invalid(file: file, line: lines.line(ofBlock: nil, key: "colors"), detail: "colors should be a [colors] table")
            }
            for key in entries.keys {
                let line = lines.line(ofTable: "colors", key: key)
                if let name = entries[key]?.string {
                    settings.colors[key] = .init(name, line: line)
                } else if let number = entries[key]?.int {
                    settings.colors[key] = .init(String(number), line: line)
                } else {
                    throw .invalid(file: file, line: line, detail: "colors.\(key) should be a colour's name in quotes or a number from 0 to 255")
                }
            }
        }
        if let keys = table["keys"] {
            guard let entries = keys.table else {
                throw .invalid(file: file, line: lines.line(ofBlock: nil, key: "keys"), detail: "keys should be a [keys] table")
            }
            for name in entries.keys {
                let line = lines.line(ofTable: "keys", key: name)
                let problem = ConferenceFileError.invalid(file: file, line: line,
                                                          detail: "keys.\(name) should be a key in quotes, or a list of them in [ ]")
                if let key = entries[name]?.string {
                    settings.keys[name] = .init([key], line: line)
                } else if let list = entries[name]?.array {
                    var spellings: [String] = []
                    for element in list {
                        guard let key = element.string else { throw problem }
                        spellings.append(key)
                    }
                    settings.keys[name] = .init(spellings, line: line)
                } else {
                    throw problem
                }
            }
        }
        return settings
    }
}
