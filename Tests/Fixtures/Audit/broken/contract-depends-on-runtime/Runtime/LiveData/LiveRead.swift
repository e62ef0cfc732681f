/// What a live read keeps: implementation, which no contract may reach.
public final class LiveRead: Sendable {
    public init() {}
}
