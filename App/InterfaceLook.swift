import ConferencesDataContract
import Styleguide
import TerminalHost
import TerminalUI

/// The person's `config.toml` made into what the window and the terminal use: the keys, the
/// palette, whether there is colour at all, and whether the selection is marked in text. Each
/// mistake is one line with the file and the line.
struct InterfaceLook {
    var bindings = KeyBindings.standard
    var palette: Palette
    var colorMode: ColorMode
    var marksSelection: Bool
    /// Whether Podium asks the terminal for clicks and the wheel.
    var mouse: Bool
    /// How the terminal draws photos; nil: it does not (or the person said none).
    var images: ImageProtocol?

    init(_ settings: InterfaceSettings, environment: [String: String]) throws(ConferenceFileError) {
        func invalid(_ line: Int?, _ detail: String) -> ConferenceFileError { .invalid(file: settings.file, line: line, detail: detail) }
        var choice = ThemeChoice.auto
        if let theme = settings.theme {
            guard let named = ThemeChoice(rawValue: theme.value.lowercased()) else {
                throw invalid(theme.line, "unknown theme '\(theme.value)' (\(ThemeChoice.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            choice = named
        }
        choice = choice.resolved(environment: environment)
        // NO_COLOR and a terminal without colour win over any theme.
        let detected = ColorMode.detect(environment: environment)
        colorMode = choice.isMonochrome ? .monochrome : detected
        var palette = choice.palette
        for (name, color) in settings.colors.sorted(by: { ($0.value.line ?? 0, $0.key) < ($1.value.line ?? 0, $1.key) }) {
            guard let role = ColorRole(rawValue: name) else {
                throw invalid(color.line, "unknown colour role '\(name)' (\(ColorRole.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            if ["none", "default"].contains(color.value.lowercased()) {
                palette.colors[role] = nil
                continue
            }
            guard let value = Color(spelling: color.value) else {
                throw invalid(color.line, "colors.\(name): '\(color.value)' is not a colour (write \(Color.spellingHelp))")
            }
            palette.colors[role] = value
        }
        self.palette = palette
        marksSelection = settings.selectionMarker?.value ?? (colorMode == .monochrome)
        mouse = settings.mouse?.value ?? true
        switch settings.images?.value.lowercased() {
        case nil, "auto"?: images = ImageProtocol.detect(environment: environment)
        case "none"?: images = nil
        case let name?:
            guard let named = ImageProtocol(rawValue: name) else {
                throw invalid(settings.images?.line, "unknown images '\(settings.images?.value ?? "")' (auto, kitty, sixel, none)")
            }
            images = named
        }
        let entries = settings.keys.map { KeyBindings.Entry(name: $0.key, keys: $0.value.value, line: $0.value.line) }
            .sorted { ($0.line ?? 0, $0.name) < ($1.line ?? 0, $1.name) }
        do {
            bindings = try KeyBindings(entries, actions: KeyAction.all)
        } catch {
            throw invalid(error.line, error.message)
        }
    }

    /// The window shows the person's keys and marks.
    @MainActor
    func apply(to window: Window) {
        window.keyBindings = bindings
        window.marksSelection = marksSelection
    }
}
