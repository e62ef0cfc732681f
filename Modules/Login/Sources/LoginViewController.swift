import Styleguide
import TerminalUI

/// The sign-in form: what it is for, the email, the ticket code (shown as •), and what went
/// wrong in place under them. Enter in the email moves to the code; Enter in the code signs in.
@MainActor
final class LoginViewController: ViewController, LoginView, TextFieldDelegate {
    let presenter: LoginPresentation
    private let content = StackView(axis: .vertical)
    private let introLabel = Label("", style: .plain)
    private let emailLabel = Label("Email", style: Theme.heading)
    private let emailField = TextField(placeholder: "you@example.org")
    private let codeLabel = Label("Ticket code", style: Theme.heading)
    private let codeField = TextField(placeholder: "as printed on your ticket")
    private let statusLabel = Label("", style: Theme.secondary)
    private var model: LoginViewModel?

    init(presenter: LoginPresentation) {
        self.presenter = presenter
        super.init()
        title = "Sign in"
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        introLabel.numberOfLines = 0
        codeField.isSecureTextEntry = true
        for (view, length) in [(introLabel, StackLength.fit), (Label(""), .fixed(1)), (emailLabel, .fixed(1)), (emailField, .fixed(1)),
                               (Label(""), .fixed(1)), (codeLabel, .fixed(1)), (codeField, .fixed(1)), (Label(""), .fixed(1)),
                               (statusLabel, .fit), (Label(""), .flexible())] as [(View, StackLength)] {
            content.addArrangedSubview(view, length: length)
        }
        statusLabel.numberOfLines = 0
        emailField.delegate = self
        codeField.delegate = self
        presenter.viewDidLoad()
    }

    override var preferredFocusView: View? { model?.focus == .ticketCode ? codeField : emailField }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.open, title: "Next field, then sign in"), KeyCommand(.nextField, title: "The other field") { [weak self] in self?.switchField() }]
    }

    func show(_ model: LoginViewModel) {
        self.model = model
        introLabel.text = model.intro
        statusLabel.text = model.status ?? "Enter moves to the ticket code, then signs in · Tab switches fields · Esc goes back"
        statusLabel.style = model.statusIsError ? Theme.problem : Theme.secondary
        (model.focus == .ticketCode ? codeField : emailField).becomeFocused()
        view.setNeedsLayout()
    }

    private func switchField() {
        (emailField.isFocused ? codeField : emailField).becomeFocused()
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if model?.isBusy == true { return true }
        if textField === emailField, codeField.text.isEmpty {
            codeField.becomeFocused()
        } else {
            presenter.didSubmit(email: emailField.text, ticketCode: codeField.text)
        }
        return true
    }
}
