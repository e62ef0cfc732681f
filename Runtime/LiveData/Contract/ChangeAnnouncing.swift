/// A local data manager that says when its data changed, so what reads it can read again.
/// Every Local data manager a screen reads conforms; the live reads below are built on it.
public protocol ChangeAnnouncing: Sendable {
    /// The kinds of data that can change ("the schedule", "the favorites").
    associatedtype Change: Sendable & Hashable
    /// Every change from now on, as it happens. Ending the iteration unsubscribes.
    func changeEvents() -> AsyncStream<Change>
}
