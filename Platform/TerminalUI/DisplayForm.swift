/// How a grapheme cluster is shown, so that the terminal gives it exactly the cells the canvas
/// gave it. Terminals disagree about clusters of several scalars: tmux 3.3 (and the
/// terminals that measure scalar by scalar with wcwidth) draws ❤️ in one cell, 👍🏽 in four,
/// 🏳️‍🌈 in one, and keeps at most 21 bytes in a cell, so a family of four loses a member; newer
/// terminals draw each of those in two. The parts every terminal agrees on are kept:
///
/// - emoji ZWJ sequences are shown as their members, side by side (👨‍👩‍👧 → 👨👩👧);
/// - variation selectors, skin-tone modifiers after a base, tag characters and joiners are
///   dropped (❤️ → ❤ in its text presentation, 👍🏽 → 👍);
/// - at most two combining marks stay on a base (a flood of marks is the same letter).
///
/// What is left is split where a terminal starts a new cell — at every scalar that takes a
/// cell (wcwidth > 0), a flag's two regional indicators staying together — so a Devanagari
/// conjunct (क्षि) takes the three cells a terminal gives it, never one.
public enum DisplayForm {
    static let maximumMarks = 2

    /// The clusters `character` is shown as: itself for nearly all text, several for a ZWJ
    /// sequence, none for a cluster of only invisible scalars.
    public static func clusters(of character: Character) -> [Character] {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { return [character] }
        var kept = String.UnicodeScalarView()
        var marks = 0
        var previous: Unicode.Scalar?
        for scalar in scalars {
            defer { previous = scalar }
            let value = scalar.value
            switch value {
            case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0000...0xE007F:
                continue
            case 0x1F3FB...0x1F3FF where previous != nil:
                continue
            default:
                break
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                marks += 1
                if marks > maximumMarks { continue }
            default:
                marks = 0
            }
            kept.append(scalar)
        }
        return terminalCells(kept, unchanged: kept.count == scalars.count ? character : nil)
    }

    /// `scalars` grouped as a terminal groups them into cells.
    private static func terminalCells(_ scalars: String.UnicodeScalarView, unchanged: Character?) -> [Character] {
        var cells: [String.UnicodeScalarView] = []
        var current = String.UnicodeScalarView()
        var currentTakesACell = false
        for scalar in scalars {
            let takesACell = TextWidth.width(of: scalar) > 0
            let pairsWithCurrent = isRegionalIndicator(scalar) && current.count == 1 && current.first.map(isRegionalIndicator) == true
            if takesACell, currentTakesACell, !pairsWithCurrent {
                cells.append(current)
                current = String.UnicodeScalarView()
                currentTakesACell = false
            }
            current.append(scalar)
            currentTakesACell = currentTakesACell || takesACell
        }
        if !current.isEmpty { cells.append(current) }
        if cells.count == 1, let unchanged { return [unchanged] }
        return cells.flatMap { Array(String($0)) }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
