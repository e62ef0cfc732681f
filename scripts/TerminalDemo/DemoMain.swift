import Foundation
import TerminalHost
import TerminalUI

/// `terminal-demo`: a small program on TerminalUI and TerminalHost that the end-to-end test
/// drives under tmux — a table of 10,000 rows, a filter field, a pushed detail screen, a
/// modal sheet and an alert. `terminal-demo --rows FILE` shows the lines of FILE instead (and
/// no clock, so frames only change on a key): the screen test's corpus of hostile text.
@main
struct DemoMain {
    static func main() async {
        let arguments = CommandLine.arguments
        var rows = DemoRows.make(count: 10_000)
        var ticking = true
        if let index = arguments.firstIndex(of: "--rows"), index + 1 < arguments.count {
            guard let text = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8) else {
                FileHandle.standardError.write(Data("terminal-demo: cannot read \(arguments[index + 1])\n".utf8))
                exit(2)
            }
            rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            ticking = false
        }
        let window = Window(minimumSize: Size(width: 40, height: 12))
        window.rootViewController = NavigationController(rootViewController: RowListController(rows: rows, ticking: ticking))
        let application = TerminalApplication(window: window, programName: "terminal-demo",
                                              environment: ProcessInfo.processInfo.environment)
        exit(await application.run())
    }
}

/// The rows: numbered, with words so that filtering has something to find.
enum DemoRows {
    static let words = ["keynote", "swift", "actors", "terminal", "unicode", "日本語", "café", "layout", "diffing", "focus"]

    static func make(count: Int) -> [String] {
        (1...count).map { number in
            "Row \(String(format: "%05d", number)) — \(words[number % words.count]) \(words[(number / 10) % words.count])"
        }
    }
}
