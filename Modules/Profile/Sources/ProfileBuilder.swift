import Foundation
import PeopleDataContract
import ProfileContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct ProfileBuilder: ProfileBuilding {
    private let profiles: any ProfileServing
    private let serverName: String

    /// `serverName`: how the form names the conference's server ("people.example.org").
    public init(profiles: any ProfileServing, serverName: String) {
        self.profiles = profiles
        self.serverName = serverName
    }

    public func makeProfile(delegate: any ProfileDelegate) -> ViewController {
        ProfileRouter.assembleModule(profiles: profiles, serverName: serverName, delegate: delegate)
    }
}
