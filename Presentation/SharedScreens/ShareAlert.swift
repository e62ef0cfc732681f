import TerminalUI

/// "Share" as a terminal can do it: the link onto the clipboard through the terminal where it
/// takes it (OSC 52), and otherwise shown to copy by hand. The alert says which happened.
@MainActor
public enum ShareAlert {
    /// `what` names the text in the alert's title ("Link copied", "Copy this contact").
    public static func copy(_ text: String, what: String = "link", from controller: ViewController?) {
        guard let controller, let window = controller.window else { return }
        switch window.copyToClipboard(text) {
        case .copied(let how):
            controller.present(AlertController.notice(title: what.prefix(1).uppercased() + what.dropFirst() + " copied",
                                                      message: "\(text)\n\nis on the clipboard (\(how))."))
        case .unavailable(let why):
            controller.present(AlertController.notice(title: "Copy this \(what)", message: "\(text)\n\nNot copied for you: \(why)."))
        }
    }
}
