import NewsDetailsTesting
import TerminalUI
import Testing

@MainActor @Suite struct NewsDetailsBuilderSpyTests {
    @Test func aRequestIsRecordedAndItsScreenTitled() {
        let spy = NewsDetailsBuilderSpy()
        #expect(spy.makeNewsDetails(itemID: "n1").title == "News item n1 (spy)")
        #expect(spy.requests == ["n1"])
    }
}
