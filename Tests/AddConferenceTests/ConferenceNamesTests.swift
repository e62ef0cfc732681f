import AddConference
import Foundation
import Testing

/// What a conference is called when its feed names nothing, and what its name may hold.
@Suite struct ConferenceNamesTests {
    @Test func namesFromAnAddressSayWhereItIs() {
        #expect(ConferenceNames.name(from: URL(string: "https://pretalx.com/democon/schedule/export/schedule.ics")!) == "democon")
        #expect(ConferenceNames.name(from: URL(string: "https://sessionize.com/api/v2/abc123/view/All")!) == "Sessionize event abc123")
        #expect(ConferenceNames.name(from: URL(string: "http://127.0.0.1:8080/")!) == "127.0.0.1 schedule")
        #expect(ConferenceNames.name(from: URL(string: "https://events.example.org/talks.ics")!) == "talks")
        #expect(ConferenceNames.name(from: URL(fileURLWithPath: "/home/ada/kielux-2020.ics")) == "kielux-2020")
    }

    @Test func aNameKeepsNoControlCharacters() {
        #expect(ConferenceNames.withoutControlCharacters(" FOSDEM\u{1B}[2J 2027\u{85} ") == "FOSDEM[2J 2027")
    }
}
