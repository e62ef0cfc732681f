import SpeakerDetailsTesting
import TerminalUI
import Testing

@MainActor @Suite struct SpeakerDetailsBuilderSpyTests {
    @Test func aRequestIsRecordedAndItsScreenTitled() {
        let spy = SpeakerDetailsBuilderSpy()
        #expect(spy.makeSpeakerDetails(speakerID: "s-anna").title == "Speaker s-anna (spy)")
        #expect(spy.requests == ["s-anna"])
    }
}
