import ArgumentParser
import Foundation
import Styleguide
import TerminalUI

/// `podium keys`: every action, the keys it answers to now (the person's `config.toml` over the
/// defaults) and what it does — the names a `[keys]` table rebinds. `--format mdoc` is the man
/// page's KEYS section (scripts/install writes it from the defaults).
struct KeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List every action's keys, as config.toml binds them, and the names that rebind them.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, mdoc }

    @Option(help: "text, json or mdoc (the man page's KEYS section).")
    var format: Format = .text

    @Flag(help: "The keys Podium comes with, whatever config.toml says.")
    var defaults = false

    private static let voice = CommandVoice(command: "keys")

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let environment = ProcessInfo.processInfo.environment
            let file = PersonFiles.interfaceSettings(environment)
            let bindings = defaults ? KeyBindings.standard : try InterfaceLook(file.load(), environment: environment).bindings
            switch format {
            case .text: Self.text(bindings, file: defaults ? nil : file.location).forEach(CommandVoice.print)
            case .json: print(try JSONOutput.encode(Self.rows(bindings)), terminator: "")
            case .mdoc: Self.mdoc(bindings).forEach { print($0) }
            }
        }
    }

    struct Row: Encodable {
        let action: String
        let keys: [String]
        let summary: String
        let isRebound: Bool
    }

    static func rows(_ bindings: KeyBindings) -> [Row] {
        KeyAction.all.map { action in
            Row(action: action.name, keys: bindings.keys(for: action).map(\.spelling), summary: action.summary,
                isRebound: !bindings.isDefault(action))
        }
    }

    static func text(_ bindings: KeyBindings, file: String?) -> [String] {
        let rows = rows(bindings)
        let keys = rows.map { $0.keys.isEmpty ? "none" : $0.keys.joined(separator: " ") }
        let nameWidth = rows.map { TextWidth.of($0.action) }.max() ?? 0
        let keyWidth = keys.map(TextWidth.of).max() ?? 0
        var lines = zip(rows, keys).map { row, keys in
            "\(row.isRebound ? "*" : " ") \(TextLayout.pad(row.action, to: nameWidth))  \(TextLayout.pad(keys, to: keyWidth))  \(row.summary)"
        }
        if let file {
            lines.append(rows.contains(where: \.isRebound)
                         ? "* rebound in \(file)" : "Rebind an action in \(file): [keys] then, say, favorite = \"F\"")
        }
        return lines
    }

    /// mdoc for the man page: one tag per action, the default keys in bold.
    static func mdoc(_ bindings: KeyBindings) -> [String] {
        var lines = [
            ".Sh KEYS",
            "The interactive app is driven from the keyboard.",
            "Every key belongs to an action, named as below; the",
            ".Li [keys]",
            "table of",
            ".Pa config.toml",
            "(see CONFIGURATION) binds an action to other keys, and",
            ".Nm podium Cm keys",
            "lists them as bound now.",
            ".Bl -tag -width \"previous-field — Shift-Tab\" -compact",
        ]
        for row in rows(bindings) {
            let keys = row.keys.isEmpty ? "none" : row.keys.map { "Sy \\&\(escaped($0))" }.joined(separator: " , ")
            lines.append(".It Cm \(row.action) No \\(em \(keys)")
            lines.append(escaped(row.summary))
        }
        lines.append(".El")
        return lines
    }

    /// Text as mdoc reads it: a backslash is `\e`, and a line may not start with a dot.
    private static func escaped(_ text: String) -> String {
        let plain = text.replacingOccurrences(of: "\\", with: "\\e")
        return plain.hasPrefix(".") || plain.hasPrefix("'") ? "\\&" + plain : plain
    }
}
