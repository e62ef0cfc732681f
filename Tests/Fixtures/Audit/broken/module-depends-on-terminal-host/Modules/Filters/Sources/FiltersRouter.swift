import Entities
import FiltersContract
import TerminalHost
import TerminalUI

@MainActor
public struct FiltersRouter: FiltersBuilder {
    public func makeFilters(delegate: FiltersDelegate) -> ViewController { ViewController() }
    func describe(_ session: Session) -> String { session.title }
    func show() { Terminal().show(ViewController()) }
}
