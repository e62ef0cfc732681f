#if canImport(Glibc)
import Glibc
#endif
import ExternalPrograms
import Foundation
import Synchronization

/// A program on a pseudo-terminal of its own, with every byte it writes kept: a terminal test
/// double for what tmux cannot show (a picture protocol tmux does not pass on). It answers
/// nothing; it only records, and types what a test sends.
public final class PseudoTerminal: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let master: Int32
    public let pid: pid_t
    private let record = Record()
    /// Whether a wait ended yet: the first one waits for the program to start.
    private let waited = Mutex(false)

    /// What the program wrote and how it ended, shared with the threads that read and reap it.
    private final class Record: Sendable {
        let written = Mutex<[UInt8]>([])
        let ended = Mutex<Int32?>(nil)
    }

    // Linux's ioctls for /dev/ptmx (the C macros are not imported): the pair's number, and unlocking it.
    private static let getNumber: UInt = 0x8004_5430
    private static let setLock: UInt = 0x4004_5431

    /// Starts `arguments` (a path and its arguments) with exactly `environment`, on a terminal
    /// of `width` × `height` cells.
    public init(_ arguments: [String], environment: [String: String], width: Int = 100, height: Int = 30) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.getNumber, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal (errno \(errno))")
        }
        let slave = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own, so the terminal it opens is its controlling one (POSIX_SPAWN_SETSID).
        ChildProcess.startingClean(&attributes, flags: 0x80)
        let cArguments = arguments.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, arguments[0], &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else {
            close(master)
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        pid = child
        LeftAtExit.shared.add(child)
        let (fd, record, pid) = (master, record, child)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count > 0 { record.written.withLock { $0 += buffer[0..<count] } } else if count < 0 && errno == EINTR { continue } else { break }
            }
        }
        Thread.detachNewThread {
            let status = ChildProcess.wait(pid).status
            LeftAtExit.shared.remove(pid)
            record.ended.withLock { $0 = status }
        }
    }

    deinit {
        if record.ended.withLock({ $0 }) == nil { kill(pid, SIGKILL) }
        close(master)
    }

    /// Everything the program wrote so far.
    public var output: [UInt8] { record.written.withLock { $0 } }

    /// Types `text` (bytes as a terminal sends them: "\r" is Enter, "\u{1B}" Esc).
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until what was written satisfies `condition`; returns it. Without a `timeout`, as
    /// long as `TmuxSession.patience` says (a later wait here: fifteen seconds).
    @discardableResult
    public func waitUntil(_ what: String, timeout: Duration? = nil, _ condition: ([UInt8]) -> Bool) throws -> [UInt8] {
        let waitsBefore = waited.withLock { $0 } ? 1 : 0
        let deadline = ContinuousClock.now + (timeout ?? TmuxSession.patience(waitsBefore: waitsBefore, later: .seconds(15)))
        while ContinuousClock.now < deadline {
            let now = output
            if condition(now) {
                waited.withLock { $0 = true }
                return now
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out waiting for \(what); \(output.count) bytes written")
    }

    /// Waits until `text` appears in what was written.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration? = nil) throws -> [UInt8] {
        try waitUntil(text.debugDescription, timeout: timeout) { Self.contains($0, Array(text.utf8)) }
    }

    /// How the program ended, once it has.
    public func waitForExit(timeout: Duration = .seconds(15)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let status = record.ended.withLock({ $0 }) { return status }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "the program did not end")
    }

    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
