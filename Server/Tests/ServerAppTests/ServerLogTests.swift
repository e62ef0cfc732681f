import Testing
@testable import ServerApp

@Suite struct ServerLogTests {
    /// Text a client sent cannot start a line of its own in the organiser's log, nor drive a
    /// terminal: line and paragraph separators are replaced as control and format characters are.
    @Test func separatorsControlAndFormatCharactersNeverReachALogLine() {
        #expect(ServerLog.printable("GET /v1/\u{2028}200 OK\u{2029}\u{1B}[2J\u{202E}x\n") == "GET /v1/?200 OK??[2J?x?")
        #expect(ServerLog.printable(String(repeating: "a", count: 400)).count == 300)
    }
}
