import Foundation

/// A word as a POSIX shell reads it back whole: as it is when it holds only characters no shell
/// treats specially, else in single quotes (a quote inside as '\''). Every command Podium
/// suggests is written this way, so it works when pasted ("18. Kieler Open Source…" included).
public enum ShellQuoting {
    public static func word(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || "/._-=:+,@".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
