import Foundation
import Notifier
import NotifierContract

/// The desktop's notifications as the commands reach them: notify-send, when it is on PATH.
enum DesktopNotifications {
    static func notifier(_ environment: [String: String]) -> (any DesktopNotifying)? {
        let notifier = NotifySend(environment: environment)
        return notifier.isAvailable ? notifier : nil
    }
}
