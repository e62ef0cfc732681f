/// Whether the store answers and can write, as /healthz says it.
public enum StoreHealth: Sendable, Equatable {
    case ok
    case notAnswering
    /// Why, in words for the organiser's log and the health answer.
    case cannotWrite(String)
}
