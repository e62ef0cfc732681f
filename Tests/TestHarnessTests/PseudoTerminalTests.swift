import Foundation
import TestHarness
import Testing

/// The terminal double: a program on it sees a terminal of the size asked for, every byte it
/// writes is kept, what is typed reaches it, and how it ended is known.
@Suite struct PseudoTerminalTests {
    @Test func aProgramSeesATerminalAndItsBytesAreKept() async throws {
        let status = try await offThePool { () throws -> Int32 in
            let terminal = try PseudoTerminal(["/bin/sh", "-c", "stty size; test -t 0 && echo tty; read line; printf '<%s>' \"$line\""],
                                              environment: ["PATH": "/usr/bin:/bin"], width: 100, height: 30)
            try terminal.waitFor("tty")
            terminal.type("typed\r")
            try terminal.waitFor("<typed>")
            #expect(PseudoTerminal.contains(terminal.output, Array("30 100".utf8)))
            return try terminal.waitForExit()
        }
        #expect(status == 0)
    }
}
