#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line typed at the controlling terminal without echo — a passphrase or a token — read from
/// /dev/tty, so standard input stays free for data (`podium secret set` reads the value there).
public enum HiddenPrompt {
    /// Shows `prompt`, reads one line with echo off and puts the terminal back; nil when there is
    /// no terminal to ask, or nothing was typed before end of input.
    public static func ask(_ prompt: String) -> String? {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL | ICANON)
        write(terminal, prompt, prompt.utf8.count)
        guard tcsetattr(terminal, TCSAFLUSH, &quiet) == 0 else { return nil }
        defer { tcsetattr(terminal, TCSAFLUSH, &saved) }
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
}
