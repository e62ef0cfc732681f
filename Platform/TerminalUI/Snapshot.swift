/// Renders a screen to text without a terminal, so every View can be tested: plain text, or
/// with style marks (`[b fg:red]text[/]`).
@MainActor
public enum Snapshot {
    /// A window showing `controller` at `size`, laid out and visible (appearance calls done).
    public static func window(showing controller: ViewController, size: Size) -> Window {
        let window = Window(minimumSize: Size(width: 1, height: 1))
        window.rootViewController = controller
        window.makeVisible(size: size)
        return window
    }

    /// The screen as plain text, one line per row, trailing spaces removed.
    public static func text(of window: Window, size: Size? = nil) -> String {
        let canvas = window.render(size: size ?? window.size)
        return canvas.lines.map { trimTrailing($0) }.joined(separator: "\n")
    }

    /// The screen with style marks around every styled run, trailing plain spaces removed.
    public static func styledText(of window: Window, size: Size? = nil) -> String {
        let canvas = window.render(size: size ?? window.size)
        return canvas.styledLines.map { trimTrailing($0) }.joined(separator: "\n")
    }

    public static func text(of controller: ViewController, width: Int, height: Int) -> String {
        text(of: window(showing: controller, size: Size(width: width, height: height)))
    }

    public static func styledText(of controller: ViewController, width: Int, height: Int) -> String {
        styledText(of: window(showing: controller, size: Size(width: width, height: height)))
    }

    private static func trimTrailing(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
