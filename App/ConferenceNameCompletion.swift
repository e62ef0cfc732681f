import ArgumentParser
import ConferencesLocalDataManager
import Foundation

/// The conference names a shell completes where a command takes one (`podium use F<Tab>`,
/// `--conference`): read from the conferences file each time the shell asks. A file that cannot
/// be read completes nothing — a completion never prints an error into the line being typed —
/// and a name holding a control character is left out rather than written into the shell.
enum ConferenceNameCompletion {
    static let kind = CompletionKind.custom { _, _, _ in
        let environment = ProcessInfo.processInfo.environment
        // bash inserts a completion as typed text and its script expands each one once
        // (`compgen -W`): "FOSDEM 2025" must reach it escaped twice to arrive as one argument.
        // zsh and fish quote what they insert themselves.
        return names(environment).map { environment["SAP_SHELL"] == "bash" ? escaped(escaped($0)) : $0 }
    }

    /// A backslash before every character a shell word would read as syntax or a separator.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if !(character.isLetter || character.isNumber || "._-/+,@%:=".contains(character)) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    static func names(_ environment: [String: String]) -> [String] {
        guard let list = try? PersonFiles.conferences(environment).load() else { return [] }
        return list.conferences.map(\.name).filter { name in
            !name.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
        }
    }
}
