import TerminalUI

/// A screen as a person reaches it from a tab: pushed over another on a navigation stack, in a
/// window of `size`, with a clipboard when one is given. Esc then goes back to the screen below.
@MainActor
public func showPushed(_ screen: ViewController, size: Size, clipboard: (any Clipboard)? = nil) -> (Window, NavigationController) {
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Snapshot.window(showing: navigation, size: size)
    window.clipboard = clipboard
    navigation.push(screen)
    return (window, navigation)
}

/// A plain screen with a title: what a builder spy hands back, so a test sees it was shown.
@MainActor
public func titledScreen(_ title: String) -> ViewController {
    let screen = ViewController()
    screen.title = title
    return screen
}
