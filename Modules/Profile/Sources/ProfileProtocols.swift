import Entities
import Foundation

// The in-module contract of Profile: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// The form's fields, in the order they are shown (and the server names them).
enum ProfileField: String, CaseIterable, Equatable {
    case name, company, role, bio, links, interests, visibility
}

/// One row of links as typed.
struct ProfileLinkRow: Equatable {
    var title: String
    var address: String
}

/// The form as the person sees and edits it: text as typed.
struct ProfileForm: Equatable {
    static let linkRows = ProfileLimits.links
    var name = ""
    var company = ""
    var role = ""
    var bio = ""
    /// Always `linkRows` rows; empty ones are not links.
    var links = Array(repeating: ProfileLinkRow(title: "", address: ""), count: linkRows)
    /// Comma-separated.
    var interests = ""
    var isListed = false
}

struct ProfileViewModel: Equatable {
    /// Above the form: whose profile, on which server, and who sees it.
    let intro: String
    /// Fills the fields (on opening, and with what was saved); nil leaves them as typed.
    let form: ProfileForm?
    /// Said beside each field the server (or the form) refused.
    let fieldErrors: [ProfileField: String]
    /// What each state of the visibility toggle means, in words.
    let listedWords: String
    let hiddenWords: String
    /// The bio's most characters, and how many it has, said under it.
    let bioLimit: Int
    /// Under the form: loading, saving, saved, or why it was not.
    let status: String
    let statusIsProblem: Bool
    /// Loading or saving: the form waits.
    let isBusy: Bool
}

@MainActor
protocol ProfileView: AnyObject {
    func show(_ model: ProfileViewModel)
    /// "312 of 1000 characters", as the bio is typed.
    func showBioCount(_ text: String)
}

@MainActor
protocol ProfilePresentation: AnyObject {
    func viewDidLoad()
    /// Ctrl-S or the Save button.
    func didSubmit(_ form: ProfileForm)
    func didEditBio(length: Int)
    /// Esc: with the form as it is now (unsaved changes are asked about first).
    func didAskToLeave(_ form: ProfileForm)
}

@MainActor
protocol ProfileUseCase: AnyObject {
    /// The server the profile is kept on (the intro names it).
    var address: URL { get }
    func load()
    func save(_ profile: MyProfile)
}

/// Why the profile could not be read or saved, as the Presenter words it.
enum ProfileFailure: Error, Equatable {
    /// The server cannot be reached: profiles are not kept to send later.
    case unreachable
    case notSignedIn
    /// Refused fields, a message each; `note`: what the server said of no field of the form.
    case invalid([ProfileField: String], note: String?)
    case other(String)
}

@MainActor
protocol ProfileInteractorOutput: AnyObject {
    func didLoad(_ profile: MyProfile)
    func didFailToLoad(_ failure: ProfileFailure)
    func didSave(_ profile: MyProfile)
    func didFailToSave(_ failure: ProfileFailure)
}

@MainActor
protocol ProfileWireframe: AnyObject {
    /// Back to the Attendees tab, telling whoever opened the form when it was saved.
    func close()
    func tellSaved(_ profile: MyProfile)
    /// Asks whether to drop what was typed; `discard` runs if so.
    func confirmDiscard(_ discard: @escaping @MainActor () -> Void)
}
