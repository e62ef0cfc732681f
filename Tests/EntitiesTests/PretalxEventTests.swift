import Entities
import Foundation
import Testing

/// A pretalx event found from the addresses a person has: its export, a talk's page, any of
/// its pages; and never an address pretalx would not give.
@Suite struct PretalxEventTests {
    let democon = PretalxEvent(instance: URL(string: "https://pretalx.example.org/")!, slug: "democon")!

    @Test func everyAddressOfTheEventIsMadeFromTheInstanceAndTheSlug() {
        #expect(democon.page.absoluteString == "https://pretalx.example.org/democon/")
        #expect(democon.scheduleExport.absoluteString == "https://pretalx.example.org/democon/schedule/export/schedule.json")
        #expect(democon.loginPage.absoluteString == "https://pretalx.example.org/democon/login/")
        #expect(democon.favourites.absoluteString == "https://pretalx.example.org/api/events/democon/submissions/favourites/")
        #expect(democon.favourite(code: "ABC123").absoluteString == "https://pretalx.example.org/api/events/democon/submissions/ABC123/favourite/")
        #expect(democon.instanceKey == "pretalx.example.org")
        let prefixed = PretalxEvent(instance: URL(string: "http://127.0.0.1:8000/pretalx")!, slug: "Conf-2026")!
        #expect(prefixed.instanceKey == "127.0.0.1:8000/pretalx" && prefixed.slug == "conf-2026")
        #expect(prefixed.api.absoluteString == "http://127.0.0.1:8000/pretalx/api/events/conf-2026/")
    }

    @Test func theEventIsFoundFromItsExportsAndItsTalksPages() {
        for export in ["https://pretalx.example.org/democon/schedule/export/schedule.json",
                       "https://pretalx.example.org/democon/schedule/export/schedule.xml?lang=en",
                       "https://pretalx.example.org/democon/schedule.xml",
                       "https://pretalx.example.org/democon/schedule/widgets/schedule.json"] {
            #expect(PretalxEvent(exportAddress: URL(string: export)!) == democon, "\(export)")
        }
        #expect(PretalxEvent(exportAddress: URL(string: "https://fosdem.org/2025/schedule/xml")!) == nil)
        let page = URL(string: "https://PRETALX.example.org/democon/talk/abc123/")!
        #expect(PretalxEvent(talkPage: page) == democon)
        #expect(democon.talkCode(inPage: page) == "ABC123")
        #expect(democon.talkCode(inPage: URL(string: "https://pretalx.example.org/other/talk/ABC123/")!) == nil, "another event's talk")
        #expect(democon.talkCode(inPage: URL(string: "https://conference.example.org/events/1234.html")!) == nil)
    }

    @Test func aPageCouldNameAnEventAtEachDepthAndAnInstanceIsItsRoot() {
        let candidates = PretalxEvent.candidates(forPage: URL(string: "https://example.org/pretalx/democon/talk/ABC/?x=1#y")!)
        #expect(candidates.map(\.page.absoluteString) == ["https://example.org/pretalx/", "https://example.org/pretalx/democon/",
                                                          "https://example.org/pretalx/democon/talk/", "https://example.org/pretalx/democon/talk/abc/"])
        #expect(candidates.contains { $0.instance.absoluteString == "https://example.org/pretalx/" && $0.slug == "democon" })
        #expect(!candidates.contains { $0.slug == "api" || $0.slug == "orga" }, "pretalx's own words are no event")
        #expect(PretalxEvent.instance(of: URL(string: "https://pretalx.example.org?x=1")!)?.absoluteString == "https://pretalx.example.org/")
    }

    @Test func onlyWhatPretalxAllowsIsASlugOrACode() {
        #expect(PretalxEvent.isSlug("democon-2026.1") && PretalxEvent.isSlug("a"))
        for bad in ["", "-start", "end.", "white space", "ümlaut", "a/b", String(repeating: "a", count: 101), "\u{1B}[2J"] {
            #expect(!PretalxEvent.isSlug(bad), "\(bad)")
        }
        #expect(PretalxEvent(instance: URL(string: "https://pretalx.example.org/")!, slug: "orga") == nil)
        #expect(PretalxEvent(instance: URL(string: "ftp://pretalx.example.org/")!, slug: "democon") == nil)
        #expect(PretalxEvent(instance: URL(string: "https://user@pretalx.example.org/")!, slug: "democon") == nil)
        #expect(PretalxEvent.isTalkCode("ABC123") && !PretalxEvent.isTalkCode("AB C") && !PretalxEvent.isTalkCode(String(repeating: "A", count: 33)))
    }
}
