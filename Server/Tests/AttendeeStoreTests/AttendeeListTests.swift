import Foundation
import StoreContract
import Testing

@Suite struct AttendeeListTests {
    static let people: [(name: String, email: String, code: String)] = [
        ("Zoë Åberg", "zoe@example.org", "ZOEA-0001"), ("Anna Becker", "anna@example.org", "ANNA-0002"),
        ("Hidden Hal", "hal@example.org", "HALH-0003"), ("Ben Costa", "ben@example.org", "BENC-0004"),
        ("Annika Dubois", "annika@example.org", "ANNI-0005"),
    ]

    func fixture(_ kind: StoreKind) async throws -> StoreFixture {
        let fixture = try await StoreFixture(kind)
        try await fixture.register(Self.people, listed: ["Zoë Åberg", "Anna Becker", "Ben Costa", "Annika Dubois"],
                                   role: "Staff Engineer", interests: ["swift", "open source"])
        return fixture
    }

    @Test(arguments: StoreKind.all) func onlyListedAttendeesAppearAToZBySurnameWithÅbergAmongTheAs(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        let page = try await fixture.store.page(matching: nil, after: nil, limit: 50)
        #expect(page.items.map(\.name) == ["Zoë Åberg", "Anna Becker", "Ben Costa", "Annika Dubois"], "as the Speakers tab sorts")
        #expect(page.nextCursor == nil)
    }

    @Test(arguments: StoreKind.all) func aSurnameKeepsItsParticlesAndAOneWordNameSortsByItself(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let people = [("Ludwig van Beethoven", "lvb@example.org", "LVBE-0001"), ("Ada Lovelace", "ada@example.org", "ADAL-0002"),
                      ("Jan de Vries", "jan@example.org", "JANV-0003"), ("Teller", "teller@example.org", "TELL-0004"),
                      ("Ben Vance", "ben@example.org", "BENV-0005")]
        try await fixture.register(people, listed: Set(people.map(\.0)), role: "Guest", interests: [])
        let page = try await fixture.store.page(matching: nil, after: nil, limit: 50)
        #expect(page.items.map(\.name) == ["Jan de Vries", "Ada Lovelace", "Teller", "Ludwig van Beethoven", "Ben Vance"])
    }

    @Test(arguments: StoreKind.all) func aHiddenAttendeeIsNeitherFoundNorOpenedByID(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        #expect(try await fixture.store.page(matching: "hal", after: nil, limit: 50).items.isEmpty)
        let halSeq = try await seq(of: "hal@example.org", fixture)
        let hal = try await fixture.store.profile(of: halSeq)
        #expect(hal.visibility == .hidden)
        #expect(try await fixture.store.listedAttendee(id: hal.id) == nil)
        #expect(try await fixture.store.listedAttendee(id: "nobody") == nil)
    }

    @Test(arguments: StoreKind.all) func searchFindsWordPrefixesAcrossNameRoleAndInterestsWithoutAccents(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        let store = fixture.store
        defer { withExtendedLifetime(fixture) {} }   // the fixture's folder goes with it
        #expect(try await store.page(matching: "ann", after: nil, limit: 50).items.map(\.name) == ["Anna Becker", "Annika Dubois"])
        #expect(try await store.page(matching: "aberg", after: nil, limit: 50).items.map(\.name) == ["Zoë Åberg"])
        #expect(try await store.page(matching: "staff eng", after: nil, limit: 50).items.count == 4)
        #expect(try await store.page(matching: "open sou", after: nil, limit: 50).items.count == 4)
        #expect(try await store.page(matching: "anna costa", after: nil, limit: 50).items.isEmpty)
    }

    @Test(arguments: StoreKind.all, ["\"", "ann\" OR \"", "NEAR(ann ben)", "name:ann", "*", "'; DROP TABLE attendee; --", "ann*", "^ann", "a AND", "(((", "-ann"])
    func queryAndFTSSyntaxIsText(kind: StoreKind, _ query: String) async throws {
        let fixture = try await fixture(kind)
        let found = try await fixture.store.page(matching: query, after: nil, limit: 50).items.map(\.name)
        let words = query.split { !($0.isLetter || $0.isNumber) }.map { $0.lowercased() }
        for name in found {   // every word typed starts a word of what was found
            let haystack = (name + " staff engineer swift open source").lowercased().split(separator: " ")
            #expect(words.allSatisfy { word in haystack.contains { $0.hasPrefix(word) } }, "\(query) found \(name)")
        }
        #expect(try await fixture.store.attendeeCount() == 5)
    }

    /// A Prepend letter (U+0D4E) joins the quote after it into one grapheme cluster; words are
    /// decided per scalar, so the quote stays text.
    @Test(arguments: StoreKind.all, ["ൎ\"", "ൎ\"ann", "a\u{0D4E}\" OR \"b", "\u{301}", "ann\u{301}\"", "\u{0D4E}\u{0D4E}\"*", "👩‍💻\"x"])
    func aQuoteInsideAGraphemeClusterIsTextNotSyntax(kind: StoreKind, _ query: String) async throws {
        let fixture = try await fixture(kind)
        _ = try await fixture.store.page(matching: query, after: nil, limit: 50)
    }

    /// The search box fuzzed against FTS5: random text from the characters that have broken
    /// search engines (quotes, operators, marks, Prepend letters, joiners, controls, surrogates'
    /// neighbours) never throws.
    @Test(arguments: StoreKind.all) func randomSearchTextNeverReachesFTS5AsSyntax(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        let alphabet: [Unicode.Scalar] = ["\"", "'", "*", "^", "(", ")", ":", "-", "+", " ", "a", "n", "N", "O", "R", "E", "A", "D",
                                          "\u{0D4E}", "\u{0301}", "\u{200D}", "\u{0000}", "\u{001B}", "\u{2028}", "\u{FEFF}",
                                          "\u{0600}", "\u{110BD}", "\u{1F469}", "\u{0E33}", "\u{093F}", "\u{FFFD}", "\u{D7FF}", "7"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 1...16, using: &generator)
            let query = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            do {
                _ = try await fixture.store.page(matching: query, after: nil, limit: 5)
            } catch {
                Issue.record("\(query.unicodeScalars.map { String($0.value, radix: 16) }): \(error)")
                return
            }
        }
    }

    @Test(arguments: StoreKind.all) func pagesFollowEachOtherWithoutGapsOrRepeatsAndABadCursorIsRefused(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        let store = fixture.store
        defer { withExtendedLifetime(fixture) {} }   // the fixture's folder goes with it
        var names: [String] = []
        var cursor: String? = nil
        repeat {
            let page = try await store.page(matching: nil, after: cursor, limit: 1)
            names += page.items.map(\.name)
            cursor = page.nextCursor
        } while cursor != nil
        #expect(names == ["Zoë Åberg", "Anna Becker", "Ben Costa", "Annika Dubois"])
        await #expect(throws: AttendeeStoreError.badCursor) { try await store.page(matching: nil, after: "not-a-cursor!", limit: 5) }
    }

    @Test(arguments: StoreKind.all) func aProfileWithBadFieldsIsRefusedNamingEachAndLeavesTheOldOne(kind: StoreKind) async throws {
        let fixture = try await fixture(kind)
        let annaSeq = try await seq(of: "anna@example.org", fixture)
        let bad = ProfileUpdate(name: " ", bio: String(repeating: "b", count: 1_001),
                                links: [ProfileLink(title: "x", url: "javascript:alert(1)")],
                                interests: Array(repeating: "swift", count: 11), visibility: .hidden)
        await #expect(throws: AttendeeStoreError.invalidProfile([
            "name": "a name is needed", "bio": "at most 1000 characters",
            "links": "only http and https addresses (not “javascript:alert(1)”)", "interests": "at most 10 interests",
        ])) { try await fixture.store.updateProfile(of: annaSeq, to: bad, now: StoreFixture.now) }
        #expect(try await fixture.store.profile(of: annaSeq).visibility == .attendees)
        // A control character in an address is named where it stood, not silently left out
        // (which showed an address that looks valid as the one refused).
        let escaped = ProfileUpdate(name: "Anna", links: [ProfileLink(title: "x", url: "https://a\u{1B}[2Jb.example")], visibility: .hidden)
        await #expect(throws: AttendeeStoreError.invalidProfile(["links": "only http and https addresses (not “https://a<U+001B>[2Jb.example”)"])) {
            try await fixture.store.updateProfile(of: annaSeq, to: escaped, now: StoreFixture.now)
        }
        let hidden = ProfileUpdate(name: "Anna Becker", visibility: .hidden)
        _ = try await fixture.store.updateProfile(of: annaSeq, to: hidden, now: StoreFixture.now)
        #expect(try await fixture.store.page(matching: "anna", after: nil, limit: 50).items.isEmpty)
    }
}

@Suite struct ProfileCleaningTests {
    @Test(arguments: StoreKind.all) func controlAndInvisibleCharactersAreRemovedOnSavingNotRefused(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let adaSeq = try await seq(of: "ada@example.org", fixture)
        let saved = try await fixture.store.updateProfile(of: adaSeq, to: ProfileUpdate(
            name: "Ada\u{1B}[31m L.\u{202E}", company: "Engines\u{2028}Ltd", role: "\u{7}Engineer",
            bio: "Line one\nline\u{0} two\u{2029}three", interests: ["\u{200B}", "swift"], visibility: .attendees), now: StoreFixture.now)
        #expect(saved.name == "Ada[31m L.")
        #expect(saved.company == "EnginesLtd", "U+2028 breaks a line as \\n does: not in a one-line field")
        #expect(saved.role == "Engineer")
        #expect(saved.bio == "Line one\nline two\nthree")
        #expect(saved.interests == ["swift"])
        // A name of nothing visible leaves the registered one showing.
        let blank = try await fixture.store.updateProfile(of: adaSeq, to: ProfileUpdate(name: "\u{200B}\u{1B}", visibility: .attendees),
                                                          now: StoreFixture.now)
        #expect(blank.name == "Ada Lovelace")
    }
}

/// U+0000 from a request (an email, an id in a path, a profile) is something SQLite keeps and
/// PostgreSQL's text refuses: either store answers as for any other unknown, refused or cleaned
/// value — schemathesis found sign-in answering 500 on PostgreSQL for an email holding one.
@Suite struct NullCharacterTests {
    @Test(arguments: StoreKind.all) func aNullCharacterIsUnknownOrCleanedNeverAnError(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        #expect(try await fixture.store.signIn(email: "ada\u{0}@example.org", ticketCode: "ABCD-1234", now: StoreFixture.now, lifetime: 60) == nil)
        #expect(try await fixture.store.listedAttendee(id: "abc\u{0}") == nil)
        let signedIn = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234", now: StoreFixture.now, lifetime: 60))
        let seq = try #require(try await fixture.store.attendeeSeq(forToken: signedIn.token, now: StoreFixture.now))
        // A link with one is not a web address (refused, as the document's pattern says); a title
        // loses it, as every control character.
        await #expect(throws: AttendeeStoreError.self) {
            try await fixture.store.updateProfile(of: seq, to: ProfileUpdate(
                name: "Ada", links: [ProfileLink(title: "Site", url: "https://example.org/\u{0}a")], visibility: .attendees), now: StoreFixture.now)
        }
        let saved = try await fixture.store.updateProfile(of: seq, to: ProfileUpdate(
            name: "Ada\u{0}", links: [ProfileLink(title: "Si\u{0}te", url: "https://example.org/")], visibility: .attendees), now: StoreFixture.now)
        #expect(saved.name == "Ada" && saved.links.first?.title == "Site")
    }
}
