import TerminalUI

@MainActor
public struct Terminal {
    public init() {}
    public func show(_ controller: ViewController) { controller.viewDidLoad() }
}
