import AttendeesDataContract
import AttendeesTesting
import Entities
import Testing

/// The fake server pages and refuses as podium-server does.
@Suite struct ConferenceServerFakeTests {
    @Test func pagesFollowTheCursorAndASignedOutListIsRefused() async throws {
        let people = (0..<5).map { Attendee(id: "a\($0)", name: "Person \($0)") }
        let server = ConferenceServerFake(attendees: people, pageSize: 2)
        let first = try await server.page(search: nil, cursor: nil)
        let second = try await server.page(search: nil, cursor: first.nextCursor)
        #expect(first.items.map(\.id) == ["a0", "a1"] && second.items.map(\.id) == ["a2", "a3"])
        #expect(try await server.page(search: "person 4", cursor: nil).items.map(\.id) == ["a4"])
        try await server.signOut()
        await #expect(throws: ConferenceServerError.notSignedIn) { try await server.page(search: nil, cursor: nil) }
    }
}
