import AddConference
import ConferencesDataContract
import ConferencesTesting
import Entities
import Foundation
import ScheduleDataContract
import Testing

/// `podium add`, the use case: what is saved (and what is not), where an address leads, and
/// what it says on the way.
@Suite struct ConferenceAddingTests {
    let fosdemXML = "https://fosdem.org/2027/schedule/xml"

    func adding(_ place: ScriptedPlace) -> (ConferenceAdding, Recorded<AddNote>) {
        let notes = Recorded<AddNote>()
        return (ConferenceAdding(place: place, note: notes.append), notes)
    }

    @Test func aFeedIsSavedUnderItsTitleAsTheCurrentConferenceWithTheStoreWritten() async throws {
        let conferences = InMemoryConferences()
        let place = ScriptedPlace(conferences: conferences, feeds: [fosdemXML: Feeds.schedule("FOSDEM 2027", sessions: 943)])
        let (adding, _) = adding(place)
        guard case .added(let added) = try await adding.add(ConferenceAddition(address: URL(string: fosdemXML)!)) else {
            return #expect(Bool(false), "added")
        }
        #expect(added.name == "FOSDEM 2027" && added.summary.sessions == 943 && added.zoneOrigin == nil)
        #expect(conferences.current.currentName == "FOSDEM 2027")
        #expect(conferences.current.named("FOSDEM 2027")?.store == "fosdem-2027" && conferences.current.named("FOSDEM 2027")?.feed == fosdemXML)
        #expect(place.stores.applied.all.count == 1)
    }

    @Test func nothingIsSavedWhenTheFeedIsAddedAlreadyOrItsNameIsTaken() async throws {
        let conferences = InMemoryConferences(ConferenceList(conferences: [SavedConference(name: "FOSDEM 2027", feed: fosdemXML, store: "fosdem-2027")]))
        let place = ScriptedPlace(conferences: conferences, feeds: [fosdemXML: Feeds.schedule("FOSDEM 2027"),
                                                                     "https://other.example/x.xml": Feeds.schedule("FOSDEM 2027")])
        await #expect(throws: AddFailure("that feed is already added as 'FOSDEM 2027' (podium use 'FOSDEM 2027')")) {
            try await adding(place).0.add(ConferenceAddition(address: URL(string: fosdemXML)!))
        }
        await #expect(throws: AddFailure("there is already a conference named 'FOSDEM 2027'; give this one another with --name")) {
            try await adding(place).0.add(ConferenceAddition(address: URL(string: "https://other.example/x.xml")!))
        }
        #expect(conferences.current.conferences.count == 1 && place.stores.applied.all.isEmpty)
    }

    @Test func credentialsInTheAddressGoToTheSecretStoreNotTheFile() async throws {
        let conferences = InMemoryConferences()
        let secret = "https://ada:s3cret@cfp.example.org/democon/schedule.xml"
        let place = ScriptedPlace(conferences: conferences, feeds: [secret: Feeds.schedule("DemoCon")])
        let (adding, notes) = adding(place)
        _ = try await adding.add(ConferenceAddition(address: URL(string: secret)!))
        #expect(conferences.current.named("DemoCon")?.feed == "https://cfp.example.org/democon/schedule.xml")
        #expect(place.kept.all.map(\.store) == ["democon"])
        #expect(notes.all.contains(.credentialsKept(file: conferences.location)))
    }

    @Test func aWebPageIsReadForTheFirstLinkedExportThatIsASchedule() async throws {
        let conferences = InMemoryConferences()
        let page = URL(string: "https://fosdem.org/2027/schedule/")!
        let broken = URL(string: "https://fosdem.org/2027/schedule/broken.json")!
        var place = ScriptedPlace(conferences: conferences, feeds: [page.absoluteString: Feeds.notAFeed, fosdemXML: Feeds.schedule("FOSDEM 2027")])
        place.pages = ScriptedPages(found: SchedulePageFound(exports: [broken, URL(string: fosdemXML)!], pagesRead: [page]))
        let (adding, notes) = adding(place)
        guard case .added(let added) = try await adding.add(ConferenceAddition(address: page)) else { return #expect(Bool(false)) }
        #expect(added.name == "FOSDEM 2027" && conferences.current.named("FOSDEM 2027")?.feed == fosdemXML)
        #expect(notes.all == [.linkedExport(page: page, export: URL(string: fosdemXML)!)])
    }

    @Test func aPageThatLinksNoScheduleSaysWhatWasLookedFor() async throws {
        let page = URL(string: "https://fosdem.org/2027/")!
        var place = ScriptedPlace(conferences: InMemoryConferences(), feeds: [page.absoluteString: Feeds.notAFeed])
        place.pages = ScriptedPages(found: SchedulePageFound(exports: [], pagesRead: [page]))
        await #expect {
            try await adding(place).0.add(ConferenceAddition(address: page))
        } throws: { error in
            "\(error)".hasPrefix("found no schedule at https://fosdem.org/2027/") && "\(error)".contains("it links no schedule export")
        }
    }

    @Test func aPretalxInstanceListsItsEventsAndAddsNothing() async throws {
        let conferences = InMemoryConferences()
        let instance = URL(string: "https://pretalx.example/")!
        var place = ScriptedPlace(conferences: conferences, feeds: [instance.absoluteString: Feeds.notAFeed])
        let event = PretalxEvent(instance: instance, slug: "democon")!
        place.pretalx = NoPretalx(found: .instance(instance), events: [PretalxEventListing(event: event, name: "DemoCon", firstDay: nil, lastDay: nil, timeZone: nil)])
        guard case .events(let listing) = try await adding(place).0.add(ConferenceAddition(address: instance)) else { return #expect(Bool(false)) }
        #expect(listing.isInstance && listing.events.map(\.name) == ["DemoCon"])
        #expect(conferences.current.conferences.isEmpty)
    }

    @Test func aMenuEntryAddsTheScheduleItPointsToInTheEntrysZone() async throws {
        let conferences = InMemoryConferences()
        let entry = URL(string: "https://ggt.example/menu/kielux.json")!
        let schedule = "https://kielux.example/schedule.xml"
        let pointer = SchedulePointer(url: URL(string: schedule)!, title: "18. Kieler Open Source und Linux Tage", timeZone: TimeZone(identifier: "Europe/Berlin"))
        let place = ScriptedPlace(conferences: conferences, feeds: [entry.absoluteString: .failure(.feed(.pointer(pointer), url: entry.absoluteString)),
                                                                     schedule: Feeds.schedule(nil, zone: TimeZone(identifier: "Europe/Berlin"))])
        let (adding, notes) = adding(place)
        guard case .added(let added) = try await adding.add(ConferenceAddition(address: entry)) else { return #expect(Bool(false)) }
        #expect(added.name == "18. Kieler Open Source und Linux Tage", "named by the entry when the feed names nothing")
        #expect(added.zoneOrigin == "from the menu entry")
        #expect(conferences.current.named(added.name)?.timeZone?.identifier == "Europe/Berlin")
        #expect(notes.all.first == .menuEntry(source: entry, schedule: URL(string: schedule)!))
    }

    @Test func aFeedThatNamesNothingIsNamedAfterItsAddressAndSaysHowToRename() async throws {
        let conferences = InMemoryConferences()
        let place = ScriptedPlace(conferences: conferences, feeds: ["https://events.example.org/talks.ics": Feeds.schedule(nil, format: .iCalendar)])
        let (adding, notes) = adding(place)
        _ = try await adding.add(ConferenceAddition(address: URL(string: "https://events.example.org/talks.ics")!))
        #expect(conferences.current.currentName == "talks")
        #expect(notes.all.contains(.namedAfterAddress("talks")))
    }
}
