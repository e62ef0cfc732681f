import TerminalUI

/// "Share" as a terminal can do it: the link onto the clipboard through the terminal where it
/// takes it (OSC 52), and otherwise shown to copy by hand. The alert says which happened.
@MainActor
public enum ShareAlert {
    public static func copy(_ link: String, from controller: ViewController?) {
        guard let controller, let window = controller.window else { return }
        switch window.copyToClipboard(link) {
        case .copied(let how):
            controller.present(AlertController.notice(title: "Link copied", message: "\(link)\n\nis on the clipboard (\(how))."))
        case .unavailable(let why):
            controller.present(AlertController.notice(title: "Copy this link", message: "\(link)\n\nNot copied for you: \(why)."))
        }
    }
}
