import TerminalUI

/// Builds the Now & next module: what is on in every room now, and what follows there.
@MainActor
public protocol NowAndNextBuilding {
    func makeNowAndNext() -> ViewController
}
