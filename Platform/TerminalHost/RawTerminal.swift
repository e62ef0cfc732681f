#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// Raw mode, the alternate screen, bracketed paste and mouse reporting — and their exact undoing, on a normal
/// exit, on SIGINT/SIGTERM/SIGHUP (through the run loop), and on a crash (through a signal
/// handler that only uses async-signal-safe calls: write and tcsetattr).
public enum RawTerminal {
    static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J".utf8)
    /// Clicks and the wheel (1000), reported as SGR (1006: any column, press and release apart).
    static let mouseSequence = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    /// Mouse reporting is turned off whether or not it was on: a terminal left reporting would
    /// type sequences into the shell at every click.
    static let exitSequence = Array("\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Whether standard input and output are both terminals.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The terminal's size in cells, if it can be asked.
    public static func size() -> Size? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    public struct SetupError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Saves the terminal's settings and switches to raw mode and the alternate screen, with
    /// the mouse reported unless `mouse` is false.
    public static func enter(mouse: Bool = true) throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw SetupError(description: "cannot read the terminal's settings (errno \(errno))")
        }
        SavedTerminal.settings = settings
        var raw = settings
        // No echo, no line buffering, no signals from keys (Ctrl-C arrives as a key), no
        // flow control or CR translation, 8-bit characters; one byte is enough for a read.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw SetupError(description: "cannot switch the terminal to raw mode (errno \(errno))")
        }
        SavedTerminal.isRaw = true
        writeAll(enterSequence + (mouse ? mouseSequence : []))
        installCrashHandlers()
    }

    /// Deletes every picture placed with kitty's graphics protocol.
    static let deleteKittyImages = Array("\u{1B}_Ga=d,d=A\u{1B}\\".utf8)

    /// Kitty's pictures were shown: restoring deletes them too.
    static func noteKittyImages() { SavedTerminal.showedKittyImages = true }

    /// Puts everything back as it was. Safe to call twice, and from a signal handler.
    public static func restore() {
        guard SavedTerminal.isRaw else { return }
        SavedTerminal.isRaw = false
        if SavedTerminal.showedKittyImages {
            deleteKittyImages.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
        exitSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        var settings = SavedTerminal.settings
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// Writes every byte, retrying after partial writes and interruptions.
    public static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR && errno != EAGAIN {
                    return
                }
            }
        }
    }

    private static func installCrashHandlers() {
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            _ = Glibc.signal(signal) { number in
                RawTerminal.restore()
                _ = Glibc.signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
    }
}

/// What the signal handler needs, kept where it can reach it without allocation or locks.
/// Written only before raw mode starts and read only to restore it.
enum SavedTerminal {
    nonisolated(unsafe) static var settings = termios()
    nonisolated(unsafe) static var isRaw = false
    nonisolated(unsafe) static var showedKittyImages = false
}
