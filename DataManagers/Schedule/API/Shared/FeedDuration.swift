import Entities
import Foundation

/// Reads how long a session lasts, as frab and iCalendar write it.
///
/// - `HH:MM` (frab, pretalx, wafer; the hours may pass 24: `26:00`)
/// - `HH:MM:SS` with zero-padded hours (Pentabarf: `00:30:00`)
/// - `D:HH:MM`, one unpadded digit of days (`1:02:00` is a day and two hours); `0:30:00` cannot
///   be that (30 hours), so it reads as thirty minutes
/// - ISO 8601 / RFC 5545 durations: `PT1H30M`, `P1DT2H`, `PT45M`, `P1W`
enum FeedDuration {
    static func seconds(_ text: String) -> TimeInterval? {
        let text = text.withoutSurroundingWhiteSpace
        if text.first == "P" || text.first == "p" || text.hasPrefix("+P") || text.hasPrefix("-P") { return iso(text) }
        guard let parts = ColonNumbers(text, longestPart: 6)?.parts else { return nil }
        switch parts.count {
        case 2 where parts[1].digits == 2 && parts[1].value < 60:
            return TimeInterval(parts[0].value * 3600 + parts[1].value * 60)
        case 3 where parts[0].digits == 1 && parts[1].value < 24 && parts[1].digits == 2 && parts[2].digits == 2 && parts[2].value < 60:
            return TimeInterval(parts[0].value * 86_400 + parts[1].value * 3600 + parts[2].value * 60)
        case 3 where parts[1].digits == 2 && parts[2].digits == 2 && parts[1].value < 60 && parts[2].value < 60:
            return TimeInterval(parts[0].value * 3600 + parts[1].value * 60 + parts[2].value)
        default:
            return nil
        }
    }

    /// `P[nW][nD][T[nH][nM][nS]]`; a leading minus is refused (a session does not end before it starts).
    private static func iso(_ text: String) -> TimeInterval? {
        var rest = Substring(text.uppercased())
        if rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()
        var total = 0
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in rest {
            if character.isASCII, character.isNumber {
                guard number.count < 6 else { return nil }
                number.append(character)
                continue
            }
            if character == "T" {
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
                continue
            }
            guard let value = Int(number) else { return nil }
            let unit: Int
            switch (character, inTime) {
            case ("W", false): unit = 604_800
            case ("D", false): unit = 86_400
            case ("H", true): unit = 3600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: return nil
            }
            total += value * unit
            number = ""
            sawUnit = true
        }
        return sawUnit && number.isEmpty ? TimeInterval(total) : nil
    }
}
