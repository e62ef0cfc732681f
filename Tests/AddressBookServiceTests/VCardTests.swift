import ContentLines
import Entities
import Foundation
import Testing
@testable import AddressBookService

/// Speakers as an address book reads them (RFC 6350, and RFC 2426 for 3.0).
@Suite struct VCardTests {
    let service = AddressBookService(feedKey: "demo")
    let anna = Speaker(id: "s-anna", firstName: "Anna", lastName: "Berg", tagLine: "Principal Architect at Example",
                       bio: "Builds things; breaks things,\nthen writes about it.", photoURL: URL(string: "https://img.example.com/anna.jpg"),
                       links: [SpeakerLink(title: "Blog", url: URL(string: "https://anna.example.com")!, type: "Blog"),
                               SpeakerLink(title: "Company", url: URL(string: "https://example.com")!, type: "Company_Website"),
                               SpeakerLink(title: "X", url: URL(string: "https://x.com/anna")!, type: "Twitter")])
    let lei = Speaker(id: "s-lei", firstName: "Lei", lastName: "Li", displayName: "李 雷", tagLine: "Speaker, author and trainer")
    let zoe = Speaker(id: "s-zoe", firstName: "Zoë", lastName: "Müller")

    func cards(_ document: String) -> [[String]] {
        var cards: [[String]] = []
        for line in ContentText.unfold(document) {
            if line == "BEGIN:VCARD" { cards.append([]) } else if line != "END:VCARD" { cards[cards.count - 1].append(line) }
        }
        return cards
    }

    @Test func threeSpeakersMakeOneFileOfThreeCards() {
        let document = service.vCards(for: [anna, lei, zoe], version: .v4)
        #expect(cards(document).count == 3)
        #expect(document.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(!document.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare LF")
    }

    @Test func aVersion4CardHasEveryField() throws {
        let card = try #require(cards(service.vCards(for: [anna], version: .v4)).first)
        #expect(card.contains("VERSION:4.0"))
        #expect(card.contains("KIND:individual"))
        #expect(card.contains("FN:Anna Berg"))
        #expect(card.contains("N:Berg;Anna;;;"))
        #expect(card.contains("TITLE:Principal Architect"))
        #expect(card.contains("ORG:Example"))
        #expect(card.contains(#"NOTE:Builds things\; breaks things\,\nthen writes about it."#))
        #expect(card.contains("URL;TYPE=x-blog:https://anna.example.com"))
        #expect(card.contains("URL;TYPE=work:https://example.com"))
        #expect(card.contains("URL;TYPE=x-twitter:https://x.com/anna"))
        #expect(card.contains("PHOTO:https://img.example.com/anna.jpg"))
        let uid = try #require(card.first { $0.hasPrefix("UID:") })
        #expect(uid.range(of: #"^UID:urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#, options: .regularExpression) != nil, "\(uid)")
    }

    @Test func aVersion3CardUsesItsOwnForms() throws {
        let card = try #require(cards(service.vCards(for: [anna], version: .v3)).first)
        #expect(card.contains("VERSION:3.0"))
        #expect(!card.contains("KIND:individual"))
        #expect(card.contains("PHOTO;VALUE=uri:https://img.example.com/anna.jpg"))
        #expect(card.contains("N:Berg;Anna;;;"))
    }

    @Test func aTagLineThatDoesNotClearlySplitGoesToTheNote() throws {
        let card = try #require(cards(service.vCards(for: [lei], version: .v4)).first)
        #expect(card.contains("FN:李 雷"))
        #expect(card.contains(#"NOTE:Speaker\, author and trainer"#))
        #expect(!card.contains { $0.hasPrefix("TITLE") || $0.hasPrefix("ORG") })
    }

    @Test(arguments: [
        ("Principal Architect at Example", "Principal Architect", "Example"),
        ("Developer Advocate @ Acme Corp", "Developer Advocate", "Acme Corp"),
        ("Founder, CEO at Wayne Digital", "Founder, CEO", "Wayne Digital"),
        ("Engineer AT Big Co", "Engineer", "Big Co"),
    ])
    func tagLinesThatSplit(_ tagLine: String, _ title: String, _ organization: String) {
        let role = TagLineRole(tagLine)
        #expect(role?.title == title)
        #expect(role?.organization == organization)
    }

    @Test(arguments: ["Speaker, author and trainer", "Engineer at Acme and speaker at heart", "at Example", "Engineer at ",
                      "CTO, Wayne Digital", "Builder at Acme, Inc. and elsewhere"])
    func tagLinesThatDoNot(_ tagLine: String) {
        #expect(TagLineRole(tagLine) == nil)
    }

    @Test func uidsAreStableAndPerFeed() {
        #expect(service.uid("s-anna") == AddressBookService(feedKey: "demo").uid("s-anna"))
        #expect(service.uid("s-anna") != service.uid("s-lei"))
        #expect(service.uid("s-anna") != AddressBookService(feedKey: "feed-1").uid("s-anna"))
    }
}
