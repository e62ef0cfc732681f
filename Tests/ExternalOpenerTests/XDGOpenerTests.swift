import ExternalOpener
import Foundation
import TestHarness
import Testing

@Suite struct XDGOpenerTests {
    /// A fake xdg-open that records what it was given and answers with `status`.
    func fakeOpener(status: Int32) throws -> (environment: [String: String], log: URL) {
        let program = try FakeProgram("xdg-open", running: #"echo "$1" >> "$LOG"; exit "# + "\(status)")
        return (program.environment, program.log)
    }

    @Test func aWebAddressIsHandedToXdgOpen() async throws {
        let (environment, log) = try fakeOpener(status: 0)
        #expect(await XDGOpener(environment: environment).open(URL(string: "https://example.com/talk")!))
        #expect(try String(contentsOf: log, encoding: .utf8) == "https://example.com/talk\n")
    }

    @Test func onlyWebAddressesLeaveTheApp() async throws {
        let (environment, log) = try fakeOpener(status: 0)
        let opener = XDGOpener(environment: environment)
        for address in ["file:///etc/passwd", "javascript:alert(1)", "ssh://host", "mailto:a@b.c"] {
            #expect(await opener.open(URL(string: address)!) == false, "\(address)")
        }
        #expect(!FileManager.default.fileExists(atPath: log.path), "nothing was run")
        #expect(await opener.openFile(URL(string: "https://example.com/x.ics")!) == false, "openFile takes local files only")
    }

    @Test func aFailingOrMissingOpenerSaysSo() async throws {
        let (environment, _) = try fakeOpener(status: 3)
        #expect(await XDGOpener(environment: environment).open(URL(string: "https://example.com")!) == false)
        #expect(await XDGOpener(environment: ["PATH": "/nonexistent"]).open(URL(string: "https://example.com")!) == false)
    }
}
