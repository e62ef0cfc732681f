import NotifierContract
import NotifierTesting
import Testing

/// The notifier spy records what it was asked to show and answers as told.
@Suite struct NotifierSpyTests {
    @Test func whatIsShownIsRecorded() async {
        let spy = NotifierSpy(answer: false)
        #expect(await spy.notify(title: "In 5 min: Keynote", body: "10:00 · Hall A") == false)
        #expect(spy.notifications.map(\.title) == ["In 5 min: Keynote"])
    }
}
