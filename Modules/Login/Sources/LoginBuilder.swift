import Foundation
import LoginContract
import PeopleDataContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct LoginBuilder: LoginBuilding {
    private let people: any PeopleServing

    public init(people: any PeopleServing) {
        self.people = people
    }

    public func makeLogin(delegate: any LoginDelegate) -> ViewController {
        LoginRouter.assembleModule(people: people, delegate: delegate)
    }
}
