/// How many terminal cells text takes, as terminals measure it: scalar by scalar (wcwidth), over
/// each cluster's `DisplayForm` — the form the canvas draws, whose width every terminal agrees
/// on. A base with its combining marks is one cell; an emoji ZWJ sequence is its members'
/// cells, side by side.
public enum TextWidth {
    /// The cells one grapheme cluster takes as drawn: 0, 1, 2, or more for a sequence drawn as
    /// its members.
    public static func of(_ character: Character) -> Int {
        let utf8 = character.utf8
        if let byte = utf8.first, byte < 0x80 {
            if utf8.count > 1 { return 1 }  // "\r\n", or a letter with its marks
            return byte >= 0x20 && byte != 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return width(of: only) }
        var total = 0
        for cluster in DisplayForm.clusters(of: character) {
            for scalar in cluster.unicodeScalars { total += width(of: scalar) }
        }
        return total
    }

    /// The cells a string takes, with every control character counted as the one visible
    /// cell the sanitiser turns it into.
    public static func of(_ text: some StringProtocol) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The cells one scalar takes, as wcwidth says: 0 for marks, format characters and the
    /// Hangul vowels and finals that join a syllable; 2 for East Asian Wide and Fullwidth
    /// characters and emoji presented as emoji; 1 for the rest (a regional indicator alone is
    /// one cell, so a flag, a pair of them, is two).
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x0300 { return 1 }      // Latin, no combining marks or emoji below U+0300
        if (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) { return 2 }       // CJK: no property lookup needed
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        return scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15) other than emoji, which are wide
    /// exactly when they are presented as emoji (Emoji_Presentation, a property lookup).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }
}
