import Foundation
import StoreContract
import StoreRules
import Testing

@Suite struct ImportTests {
    @Test func aFileWithQuotesAndBadRowsImportsTheGoodOnesAndNamesTheLinesOfTheRest() throws {
        let text = """
            Email,Name,Ticket Code,Company
            ada@example.org,Ada Lovelace,ABCD-1234,"Analytical, Engines Ltd"
            bad-address,Bob,EFGH-5678,
            carol@example.org,"Carol ""CJ"" Jones",,Acme
            dan@example.org,"Dan
            Multi-line",JKLM-9012,
            ADA@example.org,Ada Again,ZZZZ-9999,

            erin@example.org,Erin,XY,
            """
        let (registrations, problems) = try RegistrationFile.parse(text)
        #expect(registrations.map(\.name) == ["Ada Lovelace"])
        #expect(registrations.first?.company == "Analytical, Engines Ltd")
        #expect(problems.map(\.description) == [
            "line 3: “bad-address” is not an email address",
            "line 4: no ticket code",
            "line 5: a field holds control characters",   // a line break in a name; the lines after it still count right
            "line 7: the email is also on line 2; this row is skipped",
            "line 9: the ticket code is shorter than 6 characters",
        ])
    }

    @Test func aHeaderWithoutTheNeededColumnsIsRefusedNamingThem() {
        #expect(throws: RegistrationFile.HeaderError.self) { try RegistrationFile.parse("name,company\nAda,Acme\n") }
        do {
            _ = try RegistrationFile.parse("name,company\nAda,Acme\n")
        } catch {
            #expect(error.description == "line 1: the header row has no email, ticket code column (it needs name, email, ticket code and may have company)")
        }
    }

    @Test(arguments: StoreKind.all) func reimportingUpdatesReportsWhatChangedAndKeepsEveryoneAndTheirProfiles(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234"), ("Bob Byte", "bob@example.org", "EFGH-5678")],
                                   listed: ["Ada Lovelace"])
        let ada = try #require(try await fixture.store.page(matching: nil, after: nil, limit: 10).items.first)
        _ = try await fixture.store.updateProfile(of: try await seq(of: "ada@example.org", fixture), to: ProfileUpdate(
            name: "Ada L.", role: "Mathematician", bio: "Notes on the engine.", visibility: .attendees), now: StoreFixture.now)

        let summary = try await fixture.store.importRegistrations([
            Registration(name: "Ada King", email: "ADA@example.org ", ticketCode: "ABCD-1234", company: "Engines", line: 2),
            Registration(name: "Cyd Charisse", email: "cyd@example.org", ticketCode: "QRST-0001", line: 3),
        ], now: StoreFixture.now)
        #expect(summary.added == 1)
        #expect(summary.updated.map(\.line) == [2])
        #expect(summary.updated.first?.fields == ["name", "company"])
        #expect(summary.notInFile == 1)   // Bob: kept
        #expect(try await fixture.store.attendeeCount() == 3)
        let after = try #require(try await fixture.store.listedAttendee(id: ada.id))
        #expect(after.name == "Ada L.")   // her own words win over the registration
        #expect(after.bio == "Notes on the engine.")
        #expect(after.company == "Engines")   // she set none of her own
    }

    /// A file without a company column says nothing about companies: the ones registered stay.
    /// A company column with an empty field clears that attendee's.
    @Test(arguments: StoreKind.all) func aFileWithoutACompanyColumnKeepsTheCompaniesRegistered(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let withCompany = try RegistrationFile.parse("name,email,ticket code,company\nAda Lovelace,ada@example.org,ABCD-1234,Engines\n"
                                                     + "Bob Byte,bob@example.org,EFGH-5678,Looms\n")
        _ = try await fixture.store.importRegistrations(withCompany.registrations, now: StoreFixture.now)
        let without = try RegistrationFile.parse("name,email,ticket code\nAda Lovelace,ada@example.org,ABCD-1234\n")
        let summary = try await fixture.store.importRegistrations(without.registrations, now: StoreFixture.now)
        #expect(summary.unchanged == 1 && summary.updated.isEmpty)
        let emptied = try RegistrationFile.parse("name,email,ticket code,company\nBob Byte,bob@example.org,EFGH-5678,\n")
        #expect(try await fixture.store.importRegistrations(emptied.registrations, now: StoreFixture.now).updated.first?.fields == ["company"])
        let ada = try await fixture.store.profile(of: try await seq(of: "ada@example.org", fixture))
        let bob = try await fixture.store.profile(of: try await seq(of: "bob@example.org", fixture))
        #expect(ada.company == "Engines")
        #expect(bob.company == nil)
    }

    @Test(arguments: StoreKind.all) func aNewTicketCodeSignsOutWhoeverUsedTheOldOne(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        try await fixture.register([("Ada Lovelace", "ada@example.org", "ABCD-1234")])
        let signedIn = try #require(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234",
                                                                  now: StoreFixture.now, lifetime: 3600))
        _ = try await fixture.store.importRegistrations([Registration(name: "Ada Lovelace", email: "ada@example.org",
                                                                      ticketCode: "NEWC-0DE1", line: 2)], now: StoreFixture.now)
        #expect(try await fixture.store.attendeeSeq(forToken: signedIn.token, now: StoreFixture.now) == nil)
        #expect(try await fixture.store.signIn(email: "ada@example.org", ticketCode: "ABCD-1234", now: StoreFixture.now, lifetime: 3600) == nil)
    }
}

func seq(of email: String, _ fixture: StoreFixture) async throws -> Int64 {
    let signedIn = try #require(try await fixture.store.signIn(email: email, ticketCode: code(of: email), now: StoreFixture.now, lifetime: 60))
    return try #require(try await fixture.store.attendeeSeq(forToken: signedIn.token, now: StoreFixture.now))
}

/// The fixtures' codes by email.
func code(of email: String) -> String {
    AttendeeListTests.people.first { $0.email == email }?.code
        ?? ["ada@example.org": "ABCD-1234", "bob@example.org": "EFGH-5678"][email] ?? "QRST-0001"
}
