import SessionDetailsTesting
import TerminalUI
import Testing

@MainActor @Suite struct SessionDetailsBuilderSpyTests {
    @Test func aRequestIsRecordedAndItsScreenTitled() {
        let spy = SessionDetailsBuilderSpy()
        #expect(spy.makeSessionDetails(sessionID: "keynote").title == "Details of keynote (spy)")
        #expect(spy.requests == ["keynote"])
    }
}
