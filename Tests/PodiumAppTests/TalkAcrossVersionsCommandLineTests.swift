import Foundation
import TestHarness
import Testing

/// A pretalx event as its organisers change it, through the `podium` binary: a starred talk
/// given a second slot (pretalx writes both with new guids) stays starred, in both slots; a
/// favorite whose talk was taken out is listed as it last was, in text and in JSON.
@Suite struct TalkAcrossVersionsCommandLineTests {
    /// A pretalx schedule.xml: each event's guid, its slot, and its page (`/talk/CODE/`).
    static func export(_ events: [(guid: String, code: String, title: String, date: String, room: String)]) -> String {
        let rooms = Set(events.map(\.room)).sorted()
        let byRoom = rooms.map { room in
            "<room name=\"\(room)\">" + events.filter { $0.room == room }.enumerated().map { index, event in
                """
                <event guid="\(event.guid)" id="\(100 + index)"><date>\(event.date)</date><start>\(event.date.dropFirst(11).prefix(5))</start>\
                <duration>00:30</duration><room>\(room)</room><slug>democon-\(event.code)</slug><title>\(event.title)</title>\
                <url>https://pretalx.example.org/democon/talk/\(event.code)/</url><persons><person id="1">Ada</person></persons></event>
                """
            }.joined() + "</room>"
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <schedule><generator name="pretalx" version="2026.2.1"/><version>v1</version>
            <conference><acronym>democon</acronym><title>DemoCon</title><start>2026-05-01</start><end>2026-05-02</end><days>2</days>
            <time_zone_name>Europe/Berlin</time_zone_name></conference>
            <day index="1" date="2026-05-01" start="2026-05-01T04:00:00+02:00" end="2026-05-02T03:59:00+02:00">\(byRoom)</day>
            </schedule>
            """
    }

    static let other = (guid: "g-other", code: "OTHER1", title: "Another talk", date: "2026-05-01T12:00:00+02:00", room: "Hall B")

    @Test func aStarredTalkGivenASecondSlotStaysStarredInBoth() async throws {
        let home = try TemporaryDirectory(prefix: "podium-pretalx")
        defer { home.remove() }
        let feed = home.url.appendingPathComponent("schedule.xml")
        let data = ["--data-dir", home.url.appendingPathComponent("data").path]
        try Self.export([("g-1", "ABCDEF", "Rust in the kernel", "2026-05-01T10:00:00+02:00", "Hall A"), Self.other]).write(to: feed, atomically: true, encoding: .utf8)
        let added = try await podium(["add", feed.path] + data, configHome: home.url)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try await podium(["favorites", "add", "g-1"] + data, configHome: home.url).status == 0)

        try Self.export([("g-2", "ABCDEF", "Rust in the kernel", "2026-05-01T10:00:00+02:00", "Hall A"),
                         ("g-3", "ABCDEF", "Rust in the kernel", "2026-05-01T16:00:00+02:00", "Hall A"), Self.other])
            .write(to: feed, atomically: true, encoding: .utf8)
        let synced = try await podium(["sync", "--once"] + data, configHome: home.url)
        #expect(synced.status == 0, "\(synced.stderr)")
        let listed = try await podium(["favorites", "list"] + data, configHome: home.url)
        #expect(listed.stdout.contains("10:00–10:30  Rust in the kernel") && listed.stdout.contains("16:00–16:30  Rust in the kernel"), "\(listed.stdout)")
        #expect(!listed.stdout.contains("No longer in the schedule"), "\(listed.stdout)")
        let json = try await podium(["favorites", "list", "--format", "json"] + data, configHome: home.url)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String }.sorted() == ["g-2", "g-3"])
        #expect(entries.allSatisfy { $0["inSchedule"] as? Bool == true })
    }

    @Test func aFavoriteTakenOutIsListedAsItLastWasInTextAndJSON() async throws {
        let home = try TemporaryDirectory(prefix: "podium-pretalx")
        defer { home.remove() }
        let feed = home.url.appendingPathComponent("schedule.xml")
        let data = ["--data-dir", home.url.appendingPathComponent("data").path]
        try Self.export([("g-1", "GONE01", "A cancelled talk", "2026-05-01T10:00:00+02:00", "Hall A"), Self.other]).write(to: feed, atomically: true, encoding: .utf8)
        #expect(try await podium(["add", feed.path] + data, configHome: home.url).status == 0)
        #expect(try await podium(["favorites", "add", "g-1", "g-other"] + data, configHome: home.url).status == 0)
        try Self.export([Self.other]).write(to: feed, atomically: true, encoding: .utf8)
        #expect(try await podium(["sync", "--once", "--accept-shrink"] + data, configHome: home.url).status == 0)

        let listed = try await podium(["favorites", "list"] + data, configHome: home.url)
        #expect(listed.stdout.contains("No longer in the schedule\n  Fri 1 May 10:00–10:30  A cancelled talk  [Hall A]  — no longer in the schedule  (id g-1)"),
                "\(listed.stdout)")
        let json = try await podium(["favorites", "list", "--format", "json"] + data, configHome: home.url)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let gone = try #require(entries.first { $0["id"] as? String == "g-1" }, "\(json.stdout)")
        #expect(gone["title"] as? String == "A cancelled talk" && gone["inSchedule"] as? Bool == false)
        #expect(gone["startsAt"] as? String == "2026-05-01T08:00:00Z" && gone["room"] as? String == "Hall A")
        #expect(entries.first { $0["id"] as? String == "g-other" }?["inSchedule"] as? Bool == true)
    }
}
