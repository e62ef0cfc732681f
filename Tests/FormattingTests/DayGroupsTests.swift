import Entities
import Formatting
import Foundation
import Testing

@Suite struct DayGroupsTests {
    let zone = TimeZone(identifier: "Europe/Berlin")!
    let day1 = Date(timeIntervalSince1970: 1_713_600_000)  // Saturday 10:00 in Berlin

    @Test func daysInOrderSessionsInTimeOrderUnscheduledLast() {
        let sessions = [
            Session(id: "sun", title: "Sunday", startsAt: day1 + 86_400),
            Session(id: "later", title: "Unscheduled"),
            Session(id: "sat-late", title: "Saturday late", startsAt: day1 + 3_600),
            Session(id: "sat", title: "Saturday", startsAt: day1),
        ]
        let groups = DayGroups.group(sessions, in: zone, startsAt: \.startsAt)
        #expect(groups.map(\.day) == [LocalDate(year: 2024, month: 4, day: 20), LocalDate(year: 2024, month: 4, day: 21), nil])
        #expect(groups.map { $0.items.map(\.id) } == [["sat", "sat-late"], ["sun"], ["later"]])
    }

    @Test func equalStartsKeepTheirOrder() {
        let sessions = (0..<20).map { Session(id: "\($0)", title: "\($0)", startsAt: day1) }
        #expect(DayGroups.group(sessions, in: zone, startsAt: \.startsAt).first?.items.map(\.id) == sessions.map(\.id))
    }

    @Test func rowsShowRoomSpeakersAndTrack() {
        let session = Session(id: "1", title: "T", room: Room(id: 1, name: "Hall A", sort: 0),
                              speakers: [SpeakerSummary(id: "a", name: "Anna Berg")],
                              categoryItems: [CategoryItem(id: 1, name: "Swift", categoryTitle: "Track", sort: 0)], isPlenumSession: true)
        #expect(SessionText.detail(of: session) == "Hall A · Anna Berg · Swift")
        #expect(SessionText.kind(of: session) == .keynote)
        #expect(SessionText.detail(of: Session(id: "2", title: "Bare")) == "")
    }
}
