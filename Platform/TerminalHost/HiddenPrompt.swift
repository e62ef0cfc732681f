#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line typed at the controlling terminal without echo — a passphrase or a token — read from
/// /dev/tty, so standard input stays free for data (`podium secret set` reads the value there).
public enum HiddenPrompt {
    /// Shows `prompt`, reads one line with echo off and puts the terminal back — also when the
    /// person gives up with Ctrl-C or the session hangs up; nil when there is no terminal to
    /// ask, or nothing was typed before end of input.
    public static func ask(_ prompt: String) -> String? {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL | ICANON)
        PromptTerminal.descriptor = terminal
        PromptTerminal.settings = saved
        let previous = installRestoringHandlers()
        defer {
            // TCSANOW, not TCSAFLUSH: whatever was typed after Enter belongs to the shell.
            tcsetattr(terminal, TCSANOW, &saved)
            restoreHandlers(previous)
        }
        // Echo goes off before the prompt shows: typing that starts the moment the prompt is
        // visible must be neither echoed nor discarded (TCSAFLUSH drops only earlier typeahead).
        guard tcsetattr(terminal, TCSAFLUSH, &quiet) == 0 else { return nil }
        write(terminal, prompt, prompt.utf8.count)
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(terminal, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    static let interruptions: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private static func installRestoringHandlers() -> [sigaction] {
        interruptions.map { number in
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                PromptTerminal.restoreThenDie(of: number)
            }
            #else
            action.__sigaction_u.__sa_handler = { number in
                PromptTerminal.restoreThenDie(of: number)
            }
            #endif
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(number, &action, &previous)
            return previous
        }
    }

    private static func restoreHandlers(_ previous: [sigaction]) {
        for (number, action) in zip(interruptions, previous) {
            var action = action
            sigaction(number, &action, nil)
        }
    }
}

/// What the prompt's signal handler needs, reachable without allocation or locks; written only
/// before the handlers are installed.
enum PromptTerminal {
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var settings = termios()

    /// Only async-signal-safe calls: tcsetattr, write, signal, raise.
    static func restoreThenDie(of number: Int32) {
        var settings = settings
        _ = tcsetattr(descriptor, TCSANOW, &settings)
        var newline: UInt8 = 10
        _ = write(descriptor, &newline, 1)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }
}
