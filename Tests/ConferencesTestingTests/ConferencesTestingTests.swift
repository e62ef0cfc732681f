import ConferencesDataContract
import ConferencesTesting
import Entities
import Testing

private struct Refused: Error {}

/// The conferences file in memory writes a change whole, or (when it throws) not at all.
@Suite struct InMemoryConferencesTests {
    @Test func aRefusedChangeWritesNothing() throws {
        let conferences = InMemoryConferences()
        try conferences.update { $0.conferences.append(SavedConference(name: "FOSDEM", feed: "/f.xml", store: "fosdem")) }
        #expect(throws: Refused.self) {
            try conferences.update { list in
                list.conferences.removeAll()
                throw Refused()
            }
        }
        #expect(try conferences.load().conferences.map(\.name) == ["FOSDEM"])
    }
}
