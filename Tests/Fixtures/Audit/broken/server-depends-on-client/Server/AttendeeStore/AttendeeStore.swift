import TerminalUI

/// The server's store, (wrongly) drawing a client screen.
@MainActor
public final class AttendeeStore {
    let screen = ViewController()
    public init() {}
}
