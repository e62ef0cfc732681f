import Foundation
import PostgresStore
import StoreContract
import StoreRules
import Testing

/// On PostgreSQL a search walks at most `SearchPlan.window` rows of the list and then sorts the
/// matches (`SearchPlan`): whichever plan answers, and however the pages fall across the two, a
/// search finds what reading the whole list would, in the same order — as it does on SQLite.
@Suite struct SearchPlanTests {
    /// More people than a window holds, A–Z in an order unlike the order they registered in;
    /// a word everyone has, one every 40th has, one only the last few in the order have.
    static let count = SearchPlan.window + 300

    struct Person {
        let name: String, email: String, listed: Bool, role: String, interests: [String]
    }

    static let people: [Person] = (0..<count).map { index in
        let place = index * 7_919 % count   // a prime: every place once, out of order
        return Person(name: "P\(index) Name\(String(format: "%04d", place))", email: "p\(index)@example.org",
                      listed: index % 10 != 3, role: place % 40 == 0 ? "Mentor" : "Guest",
                      interests: place >= count - 20 ? ["swift", "quasar"] : ["swift"])
    }

    func fixture(_ kind: StoreKind) async throws -> StoreFixture {
        let fixture = try await StoreFixture(kind)
        _ = try await fixture.store.importRegistrations(Self.people.enumerated().map {
            Registration(name: $1.name, email: $1.email, ticketCode: "CODE-\($0)", line: $0 + 2)
        }, now: StoreFixture.now)
        try await fixture.store.updateProfiles(byEmail: Self.people.map {
            ($0.email, ProfileUpdate(name: $0.name, role: $0.role, interests: $0.interests, visibility: $0.listed ? .attendees : .hidden))
        }, now: StoreFixture.now)
        return fixture
    }

    /// What a search must find: the listed whose words start with every word typed, A–Z.
    static func expected(_ query: String) -> [String] {
        let typed = query.lowercased().split(separator: " ")
        return people.filter { person in
            let words = (person.name + " " + person.role + " " + person.interests.joined(separator: " ")).lowercased().split(separator: " ")
            return person.listed && typed.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }.map(\.name).sorted { SearchText.sortKey($0) < SearchText.sortKey($1) }
    }

    @Test(arguments: StoreKind.all) func everyPlanAndEveryPageFindsWhatTheWholeListHolds(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        defer { withExtendedLifetime(fixture) {} }
        // Everyone (the walk fills a page), every 40th (the walk finds some, the sort the rest),
        // the last twenty (no window from the start holds one), a prefix late in the order, none.
        for query in ["swift", "mentor", "quasar", "name12", "mentor swift", "p1", "nobody"] {
            let expected = Self.expected(query)
            #expect(try await fixture.store.page(matching: query, after: nil, limit: 50).items.map(\.name) == Array(expected.prefix(50)), "\(query)")
            var found: [String] = [], cursor: String? = nil
            repeat {
                let page = try await fixture.store.page(matching: query, after: cursor, limit: 7)
                found += page.items.map(\.name)
                cursor = page.nextCursor
            } while cursor != nil && found.count <= expected.count
            #expect(found == expected, "\(query): \(found.count) found page by page, \(expected.count) expected")
        }
        #expect(Self.expected("quasar").count == 18 && Self.expected("mentor").count > 20, "the fixture has what the plans need")
    }
}
