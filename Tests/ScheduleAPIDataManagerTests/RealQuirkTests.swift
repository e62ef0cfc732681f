import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import TestHarness
import Testing
@testable import ScheduleAPIDataManager

/// What real schedules do that broke Podium, one hand-made file each in
/// Tests/Fixtures/Schedules/Quirks (the whole real files are checked in RealScheduleTests).
@Suite struct RealQuirkTests {
    static let quirks = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Quirks")

    static func read(_ file: String, zone: String? = nil, from address: String? = nil,
                     ignoringOffsets: Bool = false) throws -> ScheduleFeed {
        let data = try Data(contentsOf: quirks.appendingPathComponent(file))
        return try ScheduleFeedReader(timeZone: zone.flatMap(TimeZone.init(identifier:)), feedURL: address.flatMap(URL.init(string:)),
                                      ignoringOffsets: ignoringOffsets).read(data)
    }

    static func session(_ feed: ScheduleFeed, _ title: String) throws -> Session {
        try #require(feed.sessions.first { $0.title == title })
    }

    // MARK: People are who the file says they are

    /// c3voc's merged files number each sub-schedule's people from 1: id 2 is two people.
    @Test func anIDSeenAgainWithAnotherNameIsAnotherPerson() throws {
        let feed = try Self.read("merged-person-ids.xml")
        #expect(try Self.session(feed, "Technikgebrauch damals(tm)").speakers.map(\.name) == ["ajuvo"])
        #expect(try Self.session(feed, "Wind in the wires").speakers.map(\.name) == ["Windfisch"])
        let ajuvo = try #require(feed.speakers.first { $0.displayName == "ajuvo" })
        let windfisch = try #require(feed.speakers.first { $0.displayName == "Windfisch" })
        #expect(ajuvo.id != windfisch.id)
        #expect(ajuvo.sessionIDs == ["aa000000-0000-4000-8000-000000000001"])
        #expect(windfisch.sessionIDs == ["bb000000-0000-4000-8000-000000000001"])
    }

    @Test func oneNameUnderTwoIDsIsOnePersonListedOnce() throws {
        let feed = try Self.read("merged-person-ids.xml")
        #expect(feed.speakers.compactMap(\.displayName).sorted() == ["Ada", "Grace", "Windfisch", "ajuvo", "bleeptrack"])
        let bleeptrack = try #require(feed.speakers.first { $0.displayName == "bleeptrack" })
        #expect(bleeptrack.sessionIDs.count == 2)
        #expect(bleeptrack.id == "9", "an id no one else uses is kept as the feed writes it")
        #expect(try Self.session(feed, "Plotting with pens").speakers.first?.id == "9")
    }

    @Test func aPersonListedTwiceInOneTalkIsShownOnceAndAGuidIsTheirID() throws {
        let feed = try Self.read("merged-person-ids.xml")
        #expect(try Self.session(feed, "Generative art with bots").speakers.map(\.name) == ["bleeptrack", "Ada"])
        #expect(try Self.session(feed, "Plotting with pens").speakers.map(\.id).last == "cc000000-0000-4000-8000-000000000005")
    }

    @Test func personIDsOfAnOrdinaryFeedAreTheFeeds() throws {
        let feed = try ScheduleFeedReader().read(Data(FrabSample.xml.utf8))
        let ids = Set(feed.speakers.map(\.id))
        #expect(ids.allSatisfy { !$0.contains("-") || $0.hasPrefix("person-") }, "\(ids)")
    }

    // MARK: Every frab and Pentabarf generation

    @Test func eventsStandingDirectlyUnderTheirDayAreRead() throws {
        let feed = try Self.read("pentabarf-events-under-day.xml")
        #expect(feed.sessions.count == 3)
        let aiglx = try Self.session(feed, "AIGLX")
        #expect(aiglx.room?.name == "Chavanne")
        #expect(aiglx.startsAt?.formatted(.iso8601) == "2007-02-25T14:00:00Z", "15:00 in Brussels, a winter date")
        #expect(aiglx.endsAt?.formatted(.iso8601) == "2007-02-25T14:45:00Z")
        #expect(aiglx.speakers.map(\.name) == ["Kristian Høgsberg"])
        #expect(aiglx.description == "How AIGLX (http://fedoraproject.org/wiki/RenderingProject/aiglx) fits in.")
        #expect(try Self.session(feed, "Closing the gaps").startsAt?.formatted(.iso8601) == "2007-02-26T08:30:00Z")
        #expect(feed.rooms.map(\.name) == ["Chavanne", "H.2214"])
    }

    @Test func aZoneIsNamedAfterTheFeedsCityAndSaysSo() throws {
        let feed = try Self.read("pentabarf-events-under-day.xml")
        #expect(feed.conference.timeZone?.identifier == "Europe/Brussels")
        #expect(feed.conference.timeZoneSource == .city)
        #expect(feed.warnings.contains { $0.message.contains("the zone of its city (Brussels)") })
        #expect(CityZone.zone(forCity: "Montréal")?.identifier == "America/Montreal")
        #expect(CityZone.zone(forCity: "New York")?.identifier == "America/New_York")
        #expect(CityZone.zone(forCity: "Kolkata")?.identifier == "Asia/Kolkata")
        #expect(CityZone.zone(forCity: "Ghent") == nil, "a city that names no zone names none")
        #expect(CityZone.zone(forCity: " ho chi minh ")?.identifier == "Asia/Ho_Chi_Minh", "case, spaces for underscores")
        #expect(CityZone.zone(forCity: "CALCUTTA")?.identifier == "Asia/Calcutta", "a name only Foundation's list holds")
        #expect(CityZone.zone(forCity: "Europe") == nil && CityZone.zone(forCity: " ") == nil, "a region or nothing names no zone")
        let given = try Self.read("pentabarf-events-under-day.xml", zone: "Europe/Paris")
        #expect(given.conference.timeZoneSource == .configured)
    }

    @Test func aScheduleOfAnotherStructureIsRefusedNamingWhatItHolds() throws {
        #expect(throws: ScheduleFeedError.unrecognizedFormat("a <schedule> of <day><entry> elements: not a frab or Pentabarf schedule")) {
            try Self.read("not-frab-entries.xml")
        }
        #expect(throws: ScheduleFeedError.unrecognizedFormat("a <schedule> of <session>, <speaker> elements: not a frab or Pentabarf schedule")) {
            try ScheduleFeedReader().read(Data("<schedule><session/><speaker/><session/></schedule>".utf8))
        }
        #expect(throws: ScheduleFeedError.unrecognizedFormat("an empty <schedule>: not a frab or Pentabarf schedule")) {
            try ScheduleFeedReader().read(Data("<schedule/>".utf8))
        }
    }

    @Test func aScheduleWithTheStructureAndNoEventsIsEmpty() throws {
        let announced = try ScheduleFeedReader().read(Data("<schedule><conference><title>Soon</title></conference></schedule>".utf8))
        #expect(announced.sessions.isEmpty)
        #expect(announced.conference.title == "Soon")
        let emptyDays = try ScheduleFeedReader().read(Data(#"<schedule><conference/><day date="2026-01-01"/><day date="2026-01-02"><room name="A"/></day></schedule>"#.utf8))
        #expect(emptyDays.sessions.isEmpty)
    }

    // MARK: Calendars read as the peers read them

    @Test func aCalendarWithStrayCRsBareLineEndsAndTabFoldsIsReadWhole() throws {
        let feed = try Self.read("bare-cr-calendar.ics")
        #expect(feed.conference.title == "Linux Days 2019")
        #expect(feed.sessions.map(\.title) == ["Opening", "Bare LF lines and a tab fold", "Bare CR lines", "Closing"])
        #expect(try Self.session(feed, "Opening").description
                == "Welcome to the Linux Days. Second line of a folded description, with a stray CR before every line end.")
        #expect(try Self.session(feed, "Bare LF lines and a tab fold").speakers.map(\.name) == ["Jane Doe"])
        #expect(try Self.session(feed, "Bare CR lines").endsAt?.formatted(.iso8601) == "2019-10-12T10:30:00Z")
    }

    @Test func anEventThatCannotBeReadIsLeftOutAndCountedInOneWarning() throws {
        let feed = try Self.read("bare-cr-calendar.ics")
        let skipped = feed.warnings.filter { $0.message.contains("could not be read") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.message.hasPrefix("2 events could not be read and are left out; the first: VEVENT (line 33)") == true,
                "\(skipped)")
        #expect(!feed.sessions.contains { $0.title == "A broken event" || $0.title == "An event with an unreadable time" })
    }

    @Test func aCalendarCutShortIsStillRefused() throws {
        let whole = try Data(contentsOf: Self.quirks.appendingPathComponent("bare-cr-calendar.ics"))
        let cut = whole.prefix(whole.count / 2)
        #expect(throws: ScheduleFeedError.self) { try ScheduleFeedReader().read(Data(cut)) }
    }

    @Test func aCalendarIsNamedByCalnameThenNameThenCaldesc() throws {
        func name(_ lines: String) throws -> String? {
            let text = "BEGIN:VCALENDAR\r\n\(lines)BEGIN:VEVENT\r\nUID:1\r\nDTSTART:20260101T100000Z\r\nSUMMARY:A\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            return try ScheduleFeedReader().read(Data(text.utf8)).conference.title
        }
        #expect(try name("X-WR-CALDESC:Talks of the Kieler Linuxtage\\nand more\r\nNAME:Kielux\r\nX-WR-CALNAME:Kieler Linuxtage\r\n")
                == "Kieler Linuxtage")
        #expect(try name("X-WR-CALDESC:Talks of the Kieler Linuxtage\\nand more\r\nNAME:Kielux\r\n") == "Kielux")
        #expect(try name("X-WR-CALDESC:Talks of the Kieler Linuxtage\\nand more\r\n") == "Talks of the Kieler Linuxtage")
        #expect(try name("X-WR-CALNAME: \r\n") == nil)
    }

    // MARK: The venue's clock, when a feed's offsets are wrong

    @Test func aZoneThatContradictsTheFeedsOffsetsIsSaidInOneLine() throws {
        let feed = try Self.read("wafer-venue-clock.xml", zone: "America/Toronto")
        #expect(try Self.session(feed, "Breakfast").startsAt?.formatted(.iso8601) == "2017-08-05T07:45:00Z", "read as written")
        let said = feed.warnings.filter { $0.message.contains("--ignore-offsets") }
        #expect(said.count == 1)
        #expect(said.first?.message.hasPrefix("the feed writes its times at UTC+00:00, but America/Toronto is at UTC-04:00 then: "
                                              + "a session the feed puts at 07:45 is shown at 03:45") == true, "\(said)")
    }

    /// DebConf23's wafer export writes each start in UTC with the venue's clock beside it: read in
    /// the venue's zone it is right, so no warning, and never the advice to ignore its offsets
    /// (which would move every session 5 h 30 earlier).
    @Test func offsetsThatTheFeedsOwnClockFieldsConfirmAreNeverCalledWrong() throws {
        let feed = try Self.read("utc-dates-venue-clock.xml", zone: "Asia/Kolkata")
        #expect(feed.warnings.isEmpty, "\(feed.warnings)")
        #expect(try Self.session(feed, "Welcome to DebConf23").startsAt?.formatted(.iso8601) == "2023-09-10T05:00:00Z")
        // In another zone the offsets are still the right instants: shown there, not called wrong.
        for zone in ["Pacific/Honolulu", "Asia/Tokyo", "America/New_York"] {
            let elsewhere = try Self.read("utc-dates-venue-clock.xml", zone: zone)
            #expect(!elsewhere.warnings.contains { $0.message.contains("--ignore-offsets") }, "\(zone): \(elsewhere.warnings)")
        }
        // The wafer export whose clock fields are the date's own clock still gets the advice.
        #expect(try Self.read("wafer-venue-clock.xml", zone: "America/Toronto").warnings.contains { $0.message.contains("--ignore-offsets") })
    }

    @Test func offsetsIgnoredReadTheClockTimesAsWrittenInTheZone() throws {
        let feed = try Self.read("wafer-venue-clock.xml", zone: "America/Toronto", ignoringOffsets: true)
        #expect(try Self.session(feed, "Breakfast").startsAt?.formatted(.iso8601) == "2017-08-05T11:45:00Z", "07:45 in Montréal")
        #expect(try Self.session(feed, "Debian and the cloud").endsAt?.formatted(.iso8601) == "2017-08-06T18:45:00Z")
        #expect(feed.warnings.isEmpty, "\(feed.warnings)")
        #expect(throws: ScheduleFeedError.self) { try Self.read("wafer-venue-clock.xml", ignoringOffsets: true) }
    }

    @Test func mostSessionsAtNightInTheZoneGivenIsSaid() throws {
        let feed = try Self.read("wafer-venue-clock.xml", zone: "Pacific/Honolulu")
        #expect(feed.warnings.contains { $0.message.hasPrefix("3 of 4 sessions start between midnight and 06:00 in Pacific/Honolulu") })
        #expect(!(try Self.read("wafer-venue-clock.xml", zone: "Europe/London")).warnings.contains { $0.message.contains("midnight") })
    }

    // MARK: Names and zones stated honestly

    @Test func aZoneKnownOnlyByItsOffsetIsNamedSoWithANote() throws {
        let feed = try Self.read("wafer-venue-clock.xml")
        #expect(feed.conference.timeZoneSource == .offsets)
        #expect(feed.warnings.map(\.message).contains { $0.contains("shown at UTC+00:00") && $0.contains("summer-time changes are not known") })
        #expect(TimeZone(secondsFromGMT: 3600)?.shownName == "UTC+01:00")
        #expect(TimeZone(secondsFromGMT: -12_600)?.shownName == "UTC-03:30")
        #expect(TimeZone(identifier: "Europe/Berlin")?.shownName == "Europe/Berlin")
        #expect(TimeZone(identifier: "GMT")?.shownName == "UTC")
    }

    // MARK: Descriptions rendered, not dumped

    /// pretalx and frab abstracts are Markdown: read as such, their plain text (what search
    /// finds and calendars export) holds no Markdown syntax, and their links are links.
    @Test func markdownAbstractsOfRealFeedsAreFormattedNotShownRaw() async throws {
        let real = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/Real")
        // Read on threads of their own: a whole real file in a debug build would starve the shared pool.
        let feeds = try await offThePool {
            try ["pretalx-rc3.json", "jev22-everything.schedule.xml"].map { try ScheduleFeedReader().read(try Data(contentsOf: real.appendingPathComponent($0))) }
        }
        for (file, feed) in zip(["pretalx-rc3.json", "jev22-everything.schedule.xml"], feeds) {
            let raw = feed.sessions.compactMap(\.description).filter { $0.contains("](http") || $0.contains("\n    ") }
            #expect(raw.isEmpty, "\(file): \(raw.prefix(1))")
            #expect(feed.sessions.contains { $0.richDescription?.links.isEmpty == false }, "\(file)")
        }
        let rc3 = feeds[0]
        let gluon = try Self.session(rc3, "Der faule Admin automatisiert: Gluon auf echter Hardware testen")
        #expect(gluon.richDescription?.links.map(\.absoluteString)
                == ["https://gluon.readthedocs.io/", "https://docs.pytest.org/", "https://labgrid.readthedocs.io/"])
        #expect(gluon.description?.contains("Gluon (https://gluon.readthedocs.io/)") == true)
        #expect(rc3.speakers.contains { $0.bio == "Find me on the web (https://dan.orangecms.org/) :)" }, "a bio without its syntax")
        #expect(!rc3.speakers.contains { $0.bio?.contains("](") == true })
    }

    @Test func htmlAbstractsAreFormattedAndPlainCalendarsStayPlain() throws {
        let fosdem = try ScheduleFeedReader().read(Data(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/fosdem-2025-excerpt.xml")))
        #expect(fosdem.sessions.allSatisfy { $0.description?.contains("<p>") != true })
        let calendar = try Self.read("bare-cr-calendar.ics")
        #expect(calendar.sessions.allSatisfy { $0.richDescription == nil })
    }

    // MARK: Quiet, useful warnings

    @Test func linksWithoutASchemeAreHTTPSAndRelativeOnesArePlacedByTheFeedsAddress() {
        var fields = FeedFields(base: URL(string: "https://pretalx.example.org/democon/schedule/export/schedule.json"))
        #expect(fields.url("www.axoloti.be", at: "a")?.absoluteString == "https://www.axoloti.be")
        #expect(fields.url("example.org/talk?id=1", at: "a")?.absoluteString == "https://example.org/talk?id=1")
        #expect(fields.url("//cdn.example.org/a.png", at: "a")?.absoluteString == "https://cdn.example.org/a.png")
        #expect(fields.url("/media/avatars/ada.png", at: "a")?.absoluteString == "https://pretalx.example.org/media/avatars/ada.png")
        #expect(fields.url("slides.pdf", at: "a")?.absoluteString == "https://pretalx.example.org/democon/schedule/export/slides.pdf")
        #expect(fields.url("javascript:alert(1)", at: "a") == nil)
        #expect(fields.allWarnings.count == 1)
        var offline = FeedFields(base: URL(fileURLWithPath: "/tmp/schedule.xml"))
        #expect(offline.url("../../slides/a.pdf", at: "a") == nil, "a file's folder is no web address")
        #expect(offline.allWarnings.first?.message.contains("is a relative address") == true)
    }

    @Test func warningsOfOneKindAreOneLineWithACount() {
        var fields = FeedFields()
        for day in 1...7 { fields.warn("day[\(day)].event[0]", "filed under 2017-08-0\(day) but starts on 2017-08-0\(day + 1); shown on 2017-08-0\(day + 1)") }
        fields.warn("day[1].event[3]", "\"ftp://x\" is not an http(s) URL; dropped")
        fields.warn("day[2].event[4]", "\"gopher://y\" is not an http(s) URL; dropped")
        #expect(fields.allWarnings.map(\.description) == [
            "day[1].event[0]: filed under 2017-08-01 but starts on 2017-08-02; shown on 2017-08-02 (and 6 more like it)",
            "day[1].event[3]: \"ftp://x\" is not an http(s) URL; dropped (and 1 more like it)",
        ])
    }

    @Test func aGiggityMenuEntryIsReadAsWhereTheScheduleIs() throws {
        let data = try Data(contentsOf: Self.quirks.appendingPathComponent("giggity-entry.json"))
        do throws(ScheduleFeedError) {
            _ = try ScheduleFeedReader().read(data)
            Issue.record("a menu entry is no schedule")
        } catch {
            guard case .pointer(let pointer) = error else { throw error }
            #expect(pointer == SchedulePointer(url: URL(string: "https://debconf17.debconf.org/schedule/pentabarf.xml")!, title: "DebConf17",
                                               timeZone: TimeZone(identifier: "America/Toronto")))
        }
        #expect(throws: ScheduleFeedError.invalidValue(path: "url", value: "javascript:alert(1)", expected: "an http(s) address")) {
            try ScheduleFeedReader().read(Data(#"{"url": "javascript:alert(1)", "title": "x"}"#.utf8))
        }
        // A port no connection can use is said as such (it was later read as a missing local file).
        for port in ["99999", "0"] {
            #expect(throws: ScheduleFeedError.invalidValue(path: "url", value: "https://a.example:\(port)/s.xml",
                                                          expected: "an address Podium can connect to (port \(port) is outside 1–65535)")) {
                try ScheduleFeedReader().read(Data(#"{"url": "https://a.example:\#(port)/s.xml", "title": "x"}"#.utf8))
            }
        }
        let odd = try MenuEntry.pointer(in: Data(#"{"url": "https://a.example/s.xml", "title": "  ", "timezone": "Mars/Base"}"#.utf8))
        #expect(odd.title == nil, "an empty title is none")
        #expect(odd.timeZone == nil, "an unknown zone is not taken")
    }
}
