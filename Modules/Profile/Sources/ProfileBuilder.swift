import Foundation
import PeopleDataContract
import ProfileContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct ProfileBuilder: ProfileBuilding {
    private let profiles: any ProfileServing

    public init(profiles: any ProfileServing) {
        self.profiles = profiles
    }

    public func makeProfile(delegate: any ProfileDelegate) -> ViewController {
        ProfileRouter.assembleModule(profiles: profiles, delegate: delegate)
    }
}
