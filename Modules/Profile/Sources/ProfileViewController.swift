import Styleguide
import TerminalUI

/// The profile form: name, company, role, a few lines about you, five links, interests, and a
/// toggle that says who will see all this; what the server refused is said under its field. It
/// scrolls to the field being typed in when the terminal is shorter than the form.
@MainActor
final class ProfileViewController: ViewController, ProfileView, TextFieldDelegate, TextAreaDelegate {
    let presenter: ProfilePresentation
    /// The form scrolls; the line saying how saving went stays in sight under it.
    private let screen = StackView(axis: .vertical)
    private let content = StackView(axis: .vertical)
    private lazy var scroll = ScrollView(contentView: content)
    private let introLabel = Label("", style: Theme.secondary)
    private let nameField = TextField(placeholder: "the name others see")
    private let companyField = TextField(placeholder: "optional")
    private let roleField = TextField(placeholder: "optional: what you do")
    private let bioArea = TextArea(placeholder: "optional: a few lines about you (Enter starts a new line)")
    private let bioCountLabel = Label("", style: Theme.secondary)
    private let linkTitleFields = (0..<ProfileForm.linkRows).map { _ in TextField(placeholder: "title") }
    private let linkAddressFields = (0..<ProfileForm.linkRows).map { _ in TextField(placeholder: "https://…") }
    private let interestsField = TextField(placeholder: "comma-separated: swift, accessibility, databases")
    private let visibilityToggle = Toggle(onTitle: "", offTitle: "")
    private lazy var saveButton = Button("Save (Ctrl-S)") { [weak self] in self?.submit() }
    private let statusLabel = Label("", style: Theme.secondary)
    /// Under each field, the line saying what is wrong with it (its row hidden when nothing is).
    private var errorRows: [ProfileField: (row: View, label: Label)] = [:]
    /// Width of the labels before the fields.
    static let labelWidth = 11
    static let bioLines = 4

    init(presenter: ProfilePresentation) {
        self.presenter = presenter
        super.init()
        title = "Your profile"
    }

    override func makeView() -> View { screen }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.addArrangedSubview(scroll, length: .flexible())
        screen.addArrangedSubview(statusLabel, length: .fit)
        scroll.isHidden = true
        content.addArrangedSubview(introLabel, length: .fit)
        content.addArrangedSubview(Label(""), length: .fixed(1))
        addRow("Name", nameField, field: .name)
        addRow("Company", companyField, field: .company)
        addRow("Role", roleField, field: .role)
        addRow("About you", bioArea, height: Self.bioLines, field: .bio)
        content.addArrangedSubview(indented(bioCountLabel), length: .fixed(1))
        for index in 0..<ProfileForm.linkRows {
            let pair = StackView(axis: .horizontal, spacing: 1)
            pair.addArrangedSubview(linkTitleFields[index], length: .flexible(1))
            pair.addArrangedSubview(linkAddressFields[index], length: .flexible(2))
            addRow(index == 0 ? "Links" : "", pair, field: index == ProfileForm.linkRows - 1 ? .links : nil)
        }
        addRow("Interests", interestsField, field: .interests)
        addRow("Directory", visibilityToggle, field: .visibility)
        content.addArrangedSubview(Label(""), length: .fixed(1))
        content.addArrangedSubview(indented(saveButton), length: .fixed(1))
        for field in [nameField, companyField, roleField, interestsField] + linkTitleFields + linkAddressFields { field.delegate = self }
        bioArea.delegate = self
        presenter.viewDidLoad()
    }

    /// A label, the field, and under it a line for what is wrong with it (shown only then).
    private func addRow(_ title: String, _ view: View, height: Int = 1, field: ProfileField?) {
        let row = StackView(axis: .horizontal)
        row.addArrangedSubview(Label(title, style: Theme.heading, numberOfLines: 1), length: .fixed(Self.labelWidth))
        row.addArrangedSubview(view, length: .flexible())
        content.addArrangedSubview(row, length: .fixed(height))
        if let field {
            let error = Label("", style: Theme.problem)
            let errorRow = indented(error)
            errorRow.isHidden = true
            errorRows[field] = (errorRow, error)
            content.addArrangedSubview(errorRow, length: .fit)
        }
    }

    private func indented(_ view: View) -> View {
        let row = StackView(axis: .horizontal)
        row.addArrangedSubview(Label(""), length: .fixed(Self.labelWidth))
        row.addArrangedSubview(view, length: .flexible())
        return row
    }

    /// The fields show once the profile is in: typing into a form the profile then fills would be lost.
    private var hasForm = false

    override var preferredFocusView: View? { hasForm ? nameField : nil }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(actions: [.nextField, .previousField], title: "Next field, or the one before") { _ in },
            KeyCommand(.save, title: "Save") { [weak self] in self?.submit() },
            KeyCommand(.back, title: "Back (asks first when something is not saved)") { [weak self] in
                guard let self else { return }
                presenter.didAskToLeave(currentForm())
            },
        ]
    }

    // MARK: ProfileView

    func show(_ model: ProfileViewModel) {
        introLabel.text = model.intro
        visibilityToggle.onTitle = model.listedWords
        visibilityToggle.offTitle = model.hiddenWords
        bioArea.maximumLength = model.bioLimit
        if let form = model.form {
            fill(form)
            if !hasForm {
                hasForm = true
                scroll.isHidden = false
                nameField.becomeFocused()
            }
        }
        for (field, error) in errorRows {
            error.label.text = model.fieldErrors[field] ?? ""
            error.row.isHidden = model.fieldErrors[field] == nil
        }
        statusLabel.text = model.status
        statusLabel.style = model.statusIsProblem ? Theme.problem : Theme.secondary
        // The first field the server refused gets the cursor.
        if let first = ProfileField.allCases.first(where: { model.fieldErrors[$0] != nil }) { focusView(for: first).becomeFocused() }
        content.setNeedsLayout()
        scroll.setNeedsLayout()
        screen.setNeedsLayout()
    }

    func showBioCount(_ text: String) {
        bioCountLabel.text = text
    }

    private func fill(_ form: ProfileForm) {
        nameField.setText(form.name)
        companyField.setText(form.company)
        roleField.setText(form.role)
        bioArea.setText(form.bio)
        for (index, link) in form.links.enumerated() where index < ProfileForm.linkRows {
            linkTitleFields[index].setText(link.title)
            linkAddressFields[index].setText(link.address)
        }
        interestsField.setText(form.interests)
        visibilityToggle.isOn = form.isListed
    }

    private func currentForm() -> ProfileForm {
        ProfileForm(name: nameField.text, company: companyField.text, role: roleField.text, bio: bioArea.text,
                    links: zip(linkTitleFields, linkAddressFields).map { ProfileLinkRow(title: $0.text, address: $1.text) },
                    interests: interestsField.text, isListed: visibilityToggle.isOn)
    }

    private func submit() {
        presenter.didSubmit(currentForm())
    }

    private func focusView(for field: ProfileField) -> View {
        switch field {
        case .name: nameField
        case .company: companyField
        case .role: roleField
        case .bio: bioArea
        // The address of the first link typed in (most refusals are of an address).
        case .links: zip(linkTitleFields, linkAddressFields).first { !$0.text.isEmpty || !$1.text.isEmpty }?.1 ?? linkTitleFields[0]
        case .interests: interestsField
        case .visibility: visibilityToggle
        }
    }

    // MARK: Fields

    /// Enter in a one-line field goes on to the next field, as Tab does.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.focusNext()
        return true
    }

    func textAreaDidChange(_ textArea: TextArea) {
        presenter.didEditBio(length: textArea.length)
    }
}
