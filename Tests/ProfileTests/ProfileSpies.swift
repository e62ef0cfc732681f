import Entities
import Foundation
import ProfileContract
import TerminalUI
@testable import Profile

@MainActor
final class ProfileDelegateSpy: ProfileDelegate {
    var saved: [MyProfile] = []
    func profileDidSave(_ profile: MyProfile) { saved.append(profile) }
}

@MainActor
final class ProfileOutputSpy: ProfileInteractorOutput {
    var loaded: [MyProfile] = []
    var saved: [MyProfile] = []
    var loadFailures: [ProfileFailure] = []
    var saveFailures: [ProfileFailure] = []
    func didLoad(_ profile: MyProfile) { loaded.append(profile) }
    func didFailToLoad(_ failure: ProfileFailure) { loadFailures.append(failure) }
    func didSave(_ profile: MyProfile) { saved.append(profile) }
    func didFailToSave(_ failure: ProfileFailure) { saveFailures.append(failure) }
}

@MainActor
final class ProfileUseCaseSpy: ProfileUseCase {
    let address = URL(string: "http://127.0.0.1:8080")!
    var loads = 0
    var saves: [MyProfile] = []
    func load() { loads += 1 }
    func save(_ profile: MyProfile) { saves.append(profile) }
}

@MainActor
final class ProfileWireframeSpy: ProfileWireframe {
    var closed = 0
    var told: [MyProfile] = []
    /// The discard question's answer, kept to run as the person would.
    var askedToDiscard: (@MainActor () -> Void)?
    func close() { closed += 1 }
    func tellSaved(_ profile: MyProfile) { told.append(profile) }
    func confirmDiscard(_ discard: @escaping @MainActor () -> Void) { askedToDiscard = discard }
}

@MainActor
final class ProfileViewSpy: ProfileView {
    var models: [ProfileViewModel] = []
    var bioCounts: [String] = []
    func show(_ model: ProfileViewModel) { models.append(model) }
    func showBioCount(_ text: String) { bioCounts.append(text) }
}

extension Window {
    func type(_ text: String) { for character in text { handle(.character(character)) } }
}
