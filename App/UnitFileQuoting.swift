import Formatting
import Foundation

/// Words as a systemd unit file reads them back (systemd.syntax(7), systemd.service(5)): in
/// double quotes with C escapes when not plain; `%` doubled everywhere (a specifier: `%h` is the
/// home folder), and `$` doubled in ExecStart (a variable). A folder name holding `$`, a
/// backquote, a quote, a line break or `%` once made systemd drop the setting, and the timer
/// then reminded nothing.
enum UnitFileQuoting {
    /// A word of ExecStart.
    static func word(_ word: String) -> String {
        quoted(word, dollars: true)
    }

    /// An `Environment=` assignment, `"NAME=value"` (no variable expansion there, only specifiers).
    static func assignment(name: String, value: String) -> String {
        quoted("\(name)=\(value)", dollars: false)
    }

    private static func quoted(_ word: String, dollars: Bool) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || "/._-=:+,@".unicodeScalars.contains($0)
        }
        if plain { return word }
        var result = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "%": result += "%%"
            case "$" where dollars: result += "$$"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += String(format: "\\x%02x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Words as a crontab line hands them to sh (crontab(5)): in single quotes, each `'` written
/// `'\''`, and `%` escaped (cron turns a bare `%` into a line break and the rest into the
/// command's input). A line break cannot be written at all: nil.
enum CrontabQuoting {
    static func word(_ word: String) -> String? {
        guard !word.contains(where: \.isNewline) else { return nil }
        // cron ends a command at a bare %; a plain word holds none.
        return ShellQuoting.word(word).replacingOccurrences(of: "%", with: "\\%")
    }
}
