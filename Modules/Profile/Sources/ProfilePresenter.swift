import Entities
import Formatting
import Foundation

/// Turns one's profile into the form and the form back into a profile; says in words who will
/// see it, what the server refused beside each field, and that a profile is saved only online.
@MainActor
final class ProfilePresenter: ProfilePresentation, ProfileInteractorOutput {
    weak var view: ProfileView?
    let interactor: ProfileUseCase
    let router: ProfileWireframe
    static let bioLimit = ProfileLimits.bioLength

    /// The form as last loaded or saved: Esc asks before dropping anything else.
    private var saved: ProfileForm?
    private var fieldErrors: [ProfileField: String] = [:]
    private var status = "Loading your profile…"
    private var statusIsProblem = false
    private var isBusy = true

    init(interactor: ProfileUseCase, router: ProfileWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        render(filling: nil)
        interactor.load()
    }

    // MARK: ProfilePresentation

    func didSubmit(_ form: ProfileForm) {
        guard !isBusy else { return }
        let problems = Self.problems(of: form)
        guard problems.isEmpty else {
            return show(errors: problems, status: "Not saved: see the fields marked above.", problem: true)
        }
        isBusy = true
        show(errors: [:], status: "Saving…", problem: false)
        interactor.save(Self.profile(from: form))
    }

    func didEditBio(length: Int) {
        view?.showBioCount(Self.bioCount(length))
    }

    func didAskToLeave(_ form: ProfileForm) {
        guard let saved, Self.normalized(form) != Self.normalized(saved) else { return router.close() }
        router.confirmDiscard { [weak self] in self?.router.close() }
    }

    // MARK: ProfileInteractorOutput

    func didLoad(_ profile: MyProfile) {
        let form = Self.form(from: profile)
        saved = form
        isBusy = false
        fieldErrors = [:]
        status = "Tab moves between fields · Ctrl-S saves · Esc goes back"
        statusIsProblem = false
        render(filling: form)
    }

    func didFailToLoad(_ failure: ProfileFailure) {
        // Without the profile as saved, saving would overwrite it with an empty form: the form
        // stays closed to saving, and Esc is the way on.
        saved = nil
        isBusy = true
        show(errors: [:], status: "Your profile could not be read: " + Self.words(for: failure) + " Esc goes back.", problem: true)
    }

    func didSave(_ profile: MyProfile) {
        let form = Self.form(from: profile)
        saved = form
        isBusy = false
        fieldErrors = [:]
        status = "Saved. " + (profile.visibility == .attendees ? "Signed-in attendees can find you in the attendees list."
                                                                : "You are hidden: nobody sees you in the attendees list.")
        statusIsProblem = false
        render(filling: form)
        router.tellSaved(profile)
    }

    func didFailToSave(_ failure: ProfileFailure) {
        isBusy = false
        switch failure {
        case .invalid(let fields, let note):
            show(errors: fields, status: "Not saved: " + (note.map { $0 + "; " } ?? "") + "see the fields marked above.", problem: true)
        default:
            show(errors: [:], status: "Not saved: " + Self.words(for: failure), problem: true)
        }
    }

    // MARK: Words

    static func words(for failure: ProfileFailure) -> String {
        switch failure {
        case .unreachable:
            "the conference's server cannot be reached. A profile is not kept to send later: save again once you are online "
                + "(what you typed stays here until you leave)."
        case .notSignedIn: "you are signed out (or the sign-in expired). Sign in again with l on the Attendees tab."
        case .invalid(_, let note): note ?? "the server refused it."
        case .other(let message): message
        }
    }

    static let listedWords = "Listed: every signed-in attendee can find you and see this"
    static let hiddenWords = "Hidden: nobody else sees you in the attendees list"

    static func bioCount(_ length: Int) -> String {
        "\(length) of \(bioLimit) characters"
    }

    // MARK: Form and profile

    static func form(from profile: MyProfile) -> ProfileForm {
        var form = ProfileForm(name: profile.name, company: profile.company ?? "", role: profile.role ?? "", bio: profile.bio ?? "",
                               interests: profile.interests.joined(separator: ", "), isListed: profile.visibility == .attendees)
        for (index, link) in profile.links.prefix(ProfileForm.linkRows).enumerated() {
            form.links[index] = ProfileLinkRow(title: link.title, address: link.address)
        }
        return form
    }

    /// What the form says, as the server takes it: trimmed, empty fields absent, empty link rows
    /// and interests dropped.
    static func profile(from form: ProfileForm) -> MyProfile {
        func text(_ value: String) -> String? {
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        return MyProfile(
            name: form.name.trimmingCharacters(in: .whitespacesAndNewlines), company: text(form.company), role: text(form.role),
            bio: text(form.bio),
            links: form.links.compactMap { row in
                let (title, address) = (text(row.title), text(row.address))
                guard title != nil || address != nil else { return nil }
                return ProfileLink(title: title ?? "", address: address ?? "")
            },
            interests: form.interests.split(separator: ",").compactMap { text(String($0)) },
            visibility: form.isListed ? .attendees : .hidden)
    }

    /// What the form itself can tell before asking the server: a name, and an address for a
    /// link with a title (the server judges the rest).
    static func problems(of form: ProfileForm) -> [ProfileField: String] {
        var problems: [ProfileField: String] = [:]
        if form.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems[.name] = "a name is needed" }
        if form.links.contains(where: { !$0.title.trimmingCharacters(in: .whitespaces).isEmpty
            && $0.address.trimmingCharacters(in: .whitespaces).isEmpty }) {
            problems[.links] = "a link needs its address (http or https)"
        }
        return problems
    }

    /// The form as it would be saved: typing a space at the end is not a change worth asking about.
    private static func normalized(_ form: ProfileForm) -> MyProfile { profile(from: form) }

    // MARK: Rendering

    private func show(errors: [ProfileField: String], status: String, problem: Bool) {
        fieldErrors = errors
        self.status = status
        statusIsProblem = problem
        render(filling: nil)
    }

    private func render(filling form: ProfileForm?) {
        view?.show(ProfileViewModel(
            intro: "What other attendees see of you on \(ServerName.of(interactor.address)). Only you can change it.",
            form: form, fieldErrors: fieldErrors, listedWords: Self.listedWords, hiddenWords: Self.hiddenWords,
            bioLimit: Self.bioLimit, status: status, statusIsProblem: statusIsProblem, isBusy: isBusy))
        if let form { view?.showBioCount(Self.bioCount(form.bio.unicodeScalars.count)) }
    }
}
