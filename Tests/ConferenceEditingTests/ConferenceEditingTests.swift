import ConferenceEditing
import ConferencesDataContract
import ConferencesTesting
import Entities
import Foundation
import Testing

/// `podium use`, `rename` and `set` as use cases: one write, or none when refused, and the words.
@Suite struct ConferenceEditingTests {
    func twoConferences() -> InMemoryConferences {
        InMemoryConferences(ConferenceList(conferences: [SavedConference(name: "FOSDEM 2027", feed: "https://fosdem.org/2027/schedule/xml", store: "fosdem-2027"),
                                                         SavedConference(name: "39C3", feed: "https://fahrplan.events.ccc.de/39c3.json", store: "39c3")],
                                           currentName: "FOSDEM 2027"))
    }

    @Test func useFindsItInAnyCaseAndMakesItCurrent() throws {
        let conferences = twoConferences()
        #expect(try ConferenceEditing(conferences: conferences).use("39c3") == "39C3")
        #expect(conferences.current.currentName == "39C3")
        #expect(throws: ConferenceEditFailure("there is no conference named 'DebConf'; there are: FOSDEM 2027, 39C3")) {
            try ConferenceEditing(conferences: conferences).use("DebConf")
        }
        #expect(throws: ConferenceEditFailure("there is no conference named 'x'; add one with: podium add URL-or-FILE")) {
            try ConferenceEditing(conferences: InMemoryConferences()).use("x")
        }
    }

    @Test func renameKeepsItCurrentAndItsFilesAndRefusesAClash() throws {
        let conferences = twoConferences()
        let editing = ConferenceEditing(conferences: conferences)
        let renamed = try editing.rename("fosdem 2027", to: "  FOSDEM  ")
        #expect(renamed.old == "FOSDEM 2027" && renamed.new == "FOSDEM")
        #expect(conferences.current.currentName == "FOSDEM" && conferences.current.named("FOSDEM")?.store == "fosdem-2027")
        #expect(throws: ConferenceEditFailure("there is already a conference named '39C3'")) { try editing.rename("FOSDEM", to: "39c3") }
        #expect(conferences.current.named("FOSDEM") != nil, "a refused rename writes nothing")
    }

    @Test func setChangesWhatItIsGivenAndSaysSo() throws {
        let conferences = twoConferences()
        let editing = ConferenceEditing(conferences: conferences)
        let said = try editing.set(nil, ConferenceChanges(timeZone: .named(TimeZone(identifier: "Europe/Brussels")!),
                                                          news: .feed(kept: "https://fosdem.org/news.atom", shown: "https://fosdem.org/news.atom"),
                                                          reminderMinutes: 0))
        #expect(said == "FOSDEM 2027: time zone Europe/Brussels, news https://fosdem.org/news.atom, no reminders "
                + "(its times are read again at the next sync)")
        let fosdem = try #require(conferences.current.named("FOSDEM 2027"))
        #expect(fosdem.timeZone?.identifier == "Europe/Brussels" && fosdem.news == "https://fosdem.org/news.atom" && fosdem.reminderMinutes == 0)
        #expect(try editing.set("39C3", ConferenceChanges(news: ConferenceChanges.News.none, name: "39C3 Leipzig")) == "39C3: no news, named 39C3 Leipzig")
        #expect(throws: ConferenceEditFailure("no current conference: give --conference NAME (podium list shows them)")) {
            try ConferenceEditing(conferences: InMemoryConferences(ConferenceList(conferences: twoConferences().current.conferences)))
                .set(nil, ConferenceChanges(reminderMinutes: 5))
        }
    }
}
