import ArgumentParser
import Foundation

/// What `podium WORD` says when WORD is no command: the app (the default command) takes no
/// words, so ArgumentParser's "Unexpected argument" would send a person to `podium open
/// --help`. A word a typo away from a command is answered with that command.
enum CommandSuggestion {
    /// The line to say for `arguments` (the program's, without its own name), or nil when the
    /// first one is a command, an option, or nothing.
    static func problem(with arguments: [String], commands: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word) else { return nil }
        let shown = FeedOptions.shown(String(word.prefix(60)))
        let close = commands.map { ($0, distance(word.lowercased(), $0)) }.filter { $0.1 <= max(1, min(2, $0.0.count / 3)) }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }
        if let close { return "'\(shown)' is not a command; did you mean \(close.0)? (podium --help lists them)" }
        return "'\(shown)' is not a command (podium --help lists them; podium alone opens the app)"
    }

    /// Edits (insert, delete, replace, or swap two neighbours) from one word to the other; bounded
    /// by the words' lengths, which a person typed.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1) }
            }
        }
        return rows[a.count][b.count]
    }
}
