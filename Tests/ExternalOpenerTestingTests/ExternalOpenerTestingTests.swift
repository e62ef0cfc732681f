import ExternalOpenerContract
import ExternalOpenerTesting
import Foundation
import Testing

/// The opener spy records what it was handed and answers as told.
@Suite struct ExternalOpenerSpyTests {
    @Test func linksAndFilesAreRecordedApart() async {
        let spy = ExternalOpenerSpy(succeeds: false)
        #expect(await spy.open(URL(string: "https://fosdem.org")!) == false)
        #expect(await spy.openFile(URL(fileURLWithPath: "/tmp/a.ics")) == false)
        #expect(spy.opened == [URL(string: "https://fosdem.org")!] && spy.openedFiles == [URL(fileURLWithPath: "/tmp/a.ics")])
    }
}
