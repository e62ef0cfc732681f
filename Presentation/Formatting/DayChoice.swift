import Entities
import Foundation

/// The day a screen of the programme shows (the Agenda, the Grid), as its Presenter holds it:
/// the programme day under way when the conference first loads (else its first day), kept
/// across syncs, moved a day at a time or to a day clicked on the strip, and back to the day
/// nearest now. Each change says whether the day on show is another, so the screen reads it;
/// a day just chosen wants the highlight on what is on now (or its first session) once.
public struct DayChoice: Equatable, Sendable {
    public private(set) var days: [LocalDate] = []
    public private(set) var index: Int?
    /// Set when a day is chosen (or the screen asks again, after a filter): the next sessions
    /// read for it put the highlight on now. `takeFocus()` reads and clears it.
    public private(set) var wantsFocus = true

    public init() {}

    /// The day on show; nil before the conference loads or when it has no days.
    public var day: LocalDate? { index.map { days[$0] } }

    /// The conference's days, when it first loads and after every sync (`now` chooses the first
    /// day shown); true when the day on show is another than before.
    public mutating func load(_ days: [LocalDate], now: Date, timeZone: TimeZone) -> Bool {
        let before = day
        self.days = days
        if days.isEmpty {
            index = nil
        } else if let index {
            self.index = min(index, days.count - 1)
        } else {
            index = days.firstIndex(of: ProgrammeDay.date(of: now, in: timeZone)) ?? 0
        }
        guard day != before else { return false }
        wantsFocus = true
        return true
    }

    /// `[` `]`: `offset` days on, held to the conference's; true when that is another day.
    public mutating func move(by offset: Int) -> Bool {
        guard let index else { return false }
        let step = max(-days.count, min(days.count, offset))   // no sum can overflow
        return choose(max(0, min(days.count - 1, index + step)))
    }

    /// A day of the strip, by its place; true when that is another day.
    public mutating func choose(_ index: Int) -> Bool {
        guard days.indices.contains(index), index != self.index else { return false }
        self.index = index
        wantsFocus = true
        return true
    }

    /// `t`: the day `now` belongs to, or the conference's nearest; false when it has no days.
    public mutating func chooseNow(_ now: Date, timeZone: TimeZone) -> Bool {
        guard let nearest = ProgrammeDay.index(nearest: now, in: days, timeZone: timeZone) else { return false }
        index = nearest
        wantsFocus = true
        return true
    }

    /// The highlight goes to now again when the day's sessions next come (a filter applied, a
    /// search ended).
    public mutating func refocus() { wantsFocus = true }

    /// Whether these sessions are the first read since the day was chosen; clears it.
    public mutating func takeFocus() -> Bool {
        defer { wantsFocus = false }
        return wantsFocus
    }

    /// The strip's labels ("Mon 23 Nov"), in the conference's clock.
    public func labels(_ clock: ConferenceClock?) -> [String] {
        clock.map { clock in days.map(clock.shortName(of:)) } ?? []
    }
}
