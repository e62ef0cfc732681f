import LiveData

/// A contract that hands out the runtime's type: what the rule forbids.
public protocol LiveSchedule: Sendable {
    func live() -> LiveRead
}
