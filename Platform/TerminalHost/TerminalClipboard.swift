#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TerminalUI

/// The clipboard through the terminal: OSC 52 (`ESC ] 52 ; c ; base64 BEL`), which the
/// terminal, not Podium, puts on the system clipboard. Whether this terminal takes it is
/// decided from what it says of itself: a terminal that ignores it would leave the person
/// believing something was copied.
@MainActor
public final class TerminalClipboard: Clipboard {
    private let environment: [String: String]
    private let write: ([UInt8]) -> Void
    private let askTmux: () -> String?
    private lazy var support = ClipboardSupport.detect(environment: environment, tmuxSetClipboard: askTmux)

    public init(environment: [String: String], write: @escaping ([UInt8]) -> Void = RawTerminal.writeAll,
                askTmux: @escaping () -> String? = TmuxOption.setClipboard) {
        self.environment = environment
        self.write = write
        self.askTmux = askTmux
    }

    public func copy(_ text: String) -> ClipboardResult {
        switch support {
        case .osc52(let terminal):
            write(Array(ClipboardSupport.sequence(for: text).utf8))
            return .copied(how: "through \(terminal) (OSC 52)")
        case .unsupported(let reason):
            return .unavailable(why: reason)
        }
    }
}

/// Which terminals take OSC 52 from a program, from their own environment variables.
public enum ClipboardSupport: Sendable, Equatable {
    case osc52(terminal: String)
    case unsupported(reason: String)

    /// `ESC ] 52 ; c ; <base64> BEL`: "c" is the clipboard selection.
    public static func sequence(for text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }

    public static func detect(environment: [String: String], tmuxSetClipboard: () -> String?) -> ClipboardSupport {
        switch environment["PODIUM_CLIPBOARD"] {
        case "off": return .unsupported(reason: "PODIUM_CLIPBOARD=off turns it off")
        case "osc52": return .osc52(terminal: "the terminal (PODIUM_CLIPBOARD=osc52)")
        default: break
        }
        if environment["TMUX"] != nil {
            // tmux takes a program's OSC 52 (into its buffer, and on to the terminal) only with
            // set-clipboard on; its default, external, drops it.
            return tmuxSetClipboard() == "on" ? .osc52(terminal: "tmux")
                : .unsupported(reason: "tmux passes it on only with `set -g set-clipboard on`")
        }
        if environment["STY"] != nil { return .unsupported(reason: "GNU screen does not pass it on") }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        let known: [(matches: Bool, name: String)] = [
            (environment["KITTY_WINDOW_ID"] != nil || term.hasPrefix("xterm-kitty"), "kitty"),
            (environment["WEZTERM_PANE"] != nil || program == "WezTerm", "WezTerm"),
            (environment["ALACRITTY_WINDOW_ID"] != nil || term.hasPrefix("alacritty"), "Alacritty"),
            (environment["GHOSTTY_RESOURCES_DIR"] != nil || program == "ghostty" || term == "xterm-ghostty", "Ghostty"),
            (term.hasPrefix("foot"), "foot"),
            (program == "iTerm.app", "iTerm2"),
            (program == "vscode", "the VS Code terminal"),
            (environment["WT_SESSION"] != nil, "Windows Terminal"),
        ]
        if let terminal = known.first(where: \.matches) { return .osc52(terminal: terminal.name) }
        return .unsupported(reason: "this terminal (TERM=\(Sanitizer.clean(term.isEmpty ? "unset" : term))) is not known to take it; "
            + "PODIUM_CLIPBOARD=osc52 says it does")
    }
}

/// Asks the tmux server this program runs in for an option, with a short wait.
public enum TmuxOption {
    public static func setClipboard() -> String? {
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        let arguments = ["tmux", "show-options", "-gv", "set-clipboard"]
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, cArguments, environ)
        close(output[1])
        defer { close(output[0]) }
        guard spawned == 0 else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < 4096 {
            let count = read(output[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
