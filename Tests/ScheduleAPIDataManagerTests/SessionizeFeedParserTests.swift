import Entities
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleAPIDataManager

@Suite struct SessionizeFeedParserTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func parse(_ json: String, timeZone: TimeZone? = nil) throws(ScheduleFeedError) -> ScheduleFeed {
        try SessionizeFeedParser(conferenceTimeZone: timeZone ?? berlin).parse(Data(json.utf8))
    }

    func error(_ json: String) -> ScheduleFeedError? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error
        }
    }

    func instant(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    // MARK: The real world's feed

    @Test func readsTheSampleIntoEntities() throws {
        let feed = try parse(SessionizeSample.json)
        #expect(feed.sessions.map(\.id) == ["658419", "658420", "sz-break-1", "658421"])
        #expect(feed.speakers.count == 3)
        #expect(feed.rooms.map(\.name) == ["Main Hall", "Room B"], "rooms in their sort order")
        #expect(feed.categories.map(\.title) == ["Track", "Level", "Speaker region"])
        #expect(feed.warnings.isEmpty, "\(feed.warnings)")

        let keynote = feed.sessions[0]
        #expect(keynote.isPlenumSession && !keynote.isServiceSession)
        #expect(keynote.room?.name == "Main Hall")
        #expect(keynote.speakers == [SpeakerSummary(id: "5f0a0b5e-0000-4000-8000-000000000001", name: "Anna Berg")])
        #expect(keynote.categoryItems.map { "\($0.categoryTitle): \($0.name)" } == ["Track: Language", "Level: Introductory"])
        #expect(keynote.liveURL?.absoluteString == "https://stream.example.com/keynote")
        #expect(keynote.recordingURL == nil)
        #expect(keynote.status == "Accepted")
        #expect(keynote.description == "Opening keynote.\n\n- Bullets\n- **Markdown-ish**")

        #expect(feed.sessions[1].title == "Structured concurrency in practice", "runs of white space collapsed")
        #expect(feed.sessions[1].description == nil)
        #expect(feed.sessions[1].speakerNames == "Zoë Åberg, 李雷")
        #expect(feed.sessions[2].isServiceSession && feed.sessions[2].room == nil)
        #expect(!feed.sessions[3].isScheduled)
        #expect(feed.sessions[3].title == "日本語の組版 — Unicode in the terminal 🙂")
    }

    @Test func speakersKeepLinksAndTheirSessionsFromNumericIDs() throws {
        let feed = try parse(SessionizeSample.json)
        let anna = feed.speakers[0]
        #expect(anna.isTopSpeaker && anna.tagLine == "Principal Architect at Example")
        #expect(anna.links.map(\.type) == ["Blog", "Twitter"])
        #expect(anna.sessionIDs == ["658419"])
        #expect(anna.categoryItems.map(\.name) == ["Europe"])
        #expect(anna.bio == "Builds things.\nSpeaks about them.")
        #expect(feed.speakers[1].tagLine == nil, "an empty tag line is none")
        #expect(feed.speakers[2].sessionIDs == ["658420", "658421"])
    }

    // MARK: Time zones

    @Test func localTimesAreTheConferencesTimeZone() throws {
        let feed = try parse(SessionizeSample.json)
        #expect(feed.sessions[0].startsAt == instant("2024-04-20T07:00:00Z"))
        let tokyo = try parse(SessionizeSample.json, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.sessions[0].startsAt == instant("2024-04-20T00:00:00Z"))
    }

    @Test func springForwardDayInBerlin() throws {
        let json = SessionizeSample.variant(replacing: "\"2024-04-20T09:00:00\"", with: "\"2024-03-31T09:00:00\"")
            .replacingOccurrences(of: "\"2024-04-20T09:45:00\"", with: "\"2024-03-31T09:45:00\"")
        let keynote = try parse(json).sessions[0]
        #expect(keynote.startsAt == instant("2024-03-31T07:00:00Z"), "CEST, UTC+2, from 03:00 that morning")
        #expect(keynote.endsAt == instant("2024-03-31T07:45:00Z"), "09:45 CEST")
    }

    @Test func utcAndOffsetTimesAreTakenAsWritten() throws {
        // The end stays local (09:45 Berlin = 07:45Z), so starts must come before it.
        let utc = try parse(SessionizeSample.variant(replacing: "\"2024-04-20T09:00:00\"", with: "\"2024-04-20T07:00:00Z\""))
        #expect(utc.sessions[0].startsAt == instant("2024-04-20T07:00:00Z"))
        let tokyo = try parse(SessionizeSample.variant(replacing: "\"2024-04-20T09:00:00\"", with: "\"2024-04-20T16:00:00+09:00\""))
        #expect(tokyo.sessions[0].startsAt == instant("2024-04-20T07:00:00Z"))
        let fractional = try parse(SessionizeSample.variant(replacing: "\"2024-04-20T09:00:00\"", with: "\"2024-04-20T06:30:00.250Z\""))
        #expect(fractional.sessions[0].startsAt == instant("2024-04-20T06:30:00Z"))
        #expect(fractional.warnings.isEmpty)
    }

    // MARK: Rejected, with what and where

    @Test func malformedJSONSaysWhere() {
        let broken = SessionizeSample.variant(replacing: "\"roomId\": 2\n", with: "\"roomId\": 2,,\n")
        guard case .malformedJSON(let line?, let column?, _)? = error(broken) else {
            Issue.record("expected malformed JSON with a position, got \(String(describing: error(broken)))")
            return
        }
        let expectedLine = broken.prefix(while: { _ in true }).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"roomId\": 2,,") }.map { $0 + 1 }
        #expect(line == expectedLine)
        #expect(column > 1)
    }

    @Test func truncatedHTMLAndOtherShapesAreRejected() {
        if case .malformedJSON = error(String(SessionizeSample.json.prefix(500))) {} else { Issue.record("truncated JSON accepted") }
        if case .malformedJSON(let line, _, _)? = error("<html><body>502 Bad Gateway</body></html>") { #expect(line == 1) } else { Issue.record("HTML accepted") }
        #expect(error("[]") == .notASessionizeFeed("the top level is not an object (expected SessionizeDocument)")
                || error("[]").map { "\($0)" }?.contains("not a Sessionize") == true)
        #expect(error(#"{"speakers": [], "rooms": []}"#) == .notASessionizeFeed("it has no \"sessions\" list"))
    }

    /// A title is not a megabyte: fields are cut to sane sizes when read, with a warning, and
    /// an id too long to be one refuses the feed.
    @Test func oversizedFieldsAreCutAndSaid() async throws {
        let megabyte = String(repeating: "word ", count: 200_000)
        let json = SessionizeSample.variant(replacing: "\"id\": \"sz-break-1\", \"title\": \"Coffee break\", \"description\": null",
                                            with: "\"id\": \"sz-break-1\", \"title\": \"\(megabyte)\", \"description\": \"\(megabyte)\"")
        // Seconds of parsing in a debug build: on a thread of its own, not the shared pool.
        let zone = berlin
        let feed = try await offThePool { try SessionizeFeedParser(conferenceTimeZone: zone).parse(Data(json.utf8)) }
        let session = try #require(feed.sessions.first { $0.id == "sz-break-1" })
        #expect(session.title.unicodeScalars.count <= FeedLimits.line && session.title.hasSuffix("…"))
        #expect(session.description.map { $0.unicodeScalars.count <= FeedLimits.text && $0.hasSuffix("…") } == true)
        #expect(feed.warnings.contains(FeedWarning(path: "sessions[2].title", message: "longer than 500 characters; cut")))
        #expect(feed.warnings.contains(FeedWarning(path: "sessions[2].description", message: "longer than 20000 characters; cut")))

        let longID = String(repeating: "7", count: 300)
        let refused = SessionizeSample.variant(replacing: "\"id\": \"sz-break-1\"", with: "\"id\": \"\(longID)\"")
        #expect(error(refused) == .wrongType(path: "sessions[2].id", expected: "an id of at most 200 characters"))
    }

    /// An export before the schedule is published: read, with nothing in it (the local store
    /// holds it back when it would wipe a schedule it has).
    @Test func anExportWithNoSessionsYetIsRead() throws {
        let feed = try SessionizeFeedParser(conferenceTimeZone: berlin).parse(Data(#"{"sessions": [], "speakers": [], "rooms": [], "categories": []}"#.utf8))
        #expect(feed.sessions.isEmpty && feed.warnings.isEmpty)
    }

    @Test func missingRequiredFieldNamesItsPath() {
        let json = SessionizeSample.variant(replacing: "\"title\": \"Coffee break\",", with: "")
        #expect(error(json) == .missingField(path: "sessions[2].title"))
        let nullTitle = SessionizeSample.variant(replacing: "\"title\": \"Coffee break\"", with: "\"title\": null")
        #expect(error(nullTitle) == .missingField(path: "sessions[2].title"))
        let roomName = SessionizeSample.variant(replacing: "{\"id\": 1, \"name\": \"Main Hall\", \"sort\": 1}", with: "{\"id\": 1, \"sort\": 1}")
        #expect(error(roomName) == .missingField(path: "rooms[1].name"))
    }

    @Test func wrongTypeNamesItsPath() {
        let json = SessionizeSample.variant(replacing: "\"roomId\": 2\n", with: "\"roomId\": \"two\"\n")
        #expect(error(json) == .wrongType(path: "sessions[1].roomId", expected: "a whole number"))
        let id = SessionizeSample.variant(replacing: "\"id\": \"658420\"", with: "\"id\": true")
        guard case .wrongType(let path, _)? = error(id) else { Issue.record("a boolean id accepted"); return }
        #expect(path == "sessions[1].id")
    }

    @Test func duplicateIDsAreRejected() {
        let session = SessionizeSample.variant(replacing: "\"id\": \"658421\"", with: "\"id\": \"658419\"")
        #expect(error(session) == .duplicateID(path: "sessions[3]", id: "658419"))
        let item = SessionizeSample.variant(replacing: "{\"id\": 201, \"name\": \"Introductory\"", with: "{\"id\": 101, \"name\": \"Introductory\"")
        #expect(error(item) == .duplicateID(path: "categories[1].items[0]", id: "101"))
        let numericSpeakerSessionIsTheSameSession = SessionizeSample.variant(replacing: "\"id\": \"658420\"", with: "\"id\": 658419")
        #expect(error(numericSpeakerSessionIsTheSameSession) == .duplicateID(path: "sessions[1]", id: "658419"))
    }

    @Test func unreadableTimeIsRejected() {
        let json = SessionizeSample.variant(replacing: "\"2024-04-20T10:00:00\"", with: "\"20 April, 10am\"")
        #expect(error(json) == .invalidTime(path: "sessions[1].startsAt", value: "20 April, 10am"))
        let badMonth = SessionizeSample.variant(replacing: "\"2024-04-20T10:00:00\"", with: "\"2024-13-20T10:00:00\"")
        #expect(error(badMonth) == .invalidTime(path: "sessions[1].startsAt", value: "2024-13-20T10:00:00"))
    }

    @Test func errorsReadWellForAPerson() {
        #expect("\(ScheduleFeedError.missingField(path: "sessions[12].title"))" == "missing required field sessions[12].title")
        #expect("\(ScheduleFeedError.malformedJSON(line: 3, column: 8, detail: "Invalid value"))" == "malformed JSON at line 3, column 8: Invalid value")
    }

    // MARK: Dropped, with a warning

    @Test func danglingReferencesAreDroppedWithWarnings() throws {
        let json = SessionizeSample
            .variant(replacing: "\"roomId\": 2\n", with: "\"roomId\": 99\n")
            .replacingOccurrences(of: "\"categoryItems\": [102]", with: "\"categoryItems\": [102, 999]")
            .replacingOccurrences(of: "\"sessions\": [658419]", with: "\"sessions\": [658419, 111]")
            .replacingOccurrences(of: "\"speakers\": [\"5f0a0b5e-0000-4000-8000-000000000001\"]", with: "\"speakers\": [\"ghost\", \"5f0a0b5e-0000-4000-8000-000000000001\"]")
        let feed = try parse(json)
        #expect(Set(feed.warnings.map(\.path)) == ["sessions[1].roomId", "sessions[1].categoryItems[1]", "speakers[0].sessions[1]", "sessions[0].speakers[0]"])
        #expect(feed.sessions[1].room == nil)
        #expect(feed.sessions[1].categoryItems.map(\.id) == [102])
        #expect(feed.sessions[0].speakers.map(\.name) == ["Anna Berg"])
        #expect(feed.speakers[0].sessionIDs == ["658419"])
    }

    @Test func badURLsAndBackwardsTimesAreDroppedWithWarnings() throws {
        let json = SessionizeSample
            .variant(replacing: "\"https://stream.example.com/keynote\"", with: "\"javascript:alert(1)\"")
            .replacingOccurrences(of: "\"endsAt\": \"2024-04-20T10:45:00\"", with: "\"endsAt\": \"2024-04-20T09:45:00\"")
        let feed = try parse(json)
        #expect(feed.sessions[0].liveURL == nil)
        #expect(!feed.sessions[1].isScheduled)
        #expect(Set(feed.warnings.map(\.path)) == ["sessions[0].liveUrl", "sessions[1].endsAt"])
    }

    /// Read, not refused, and kept to the first 20,000 characters (the feed is not wrong, only
    /// far beyond what anyone reads on a terminal).
    @Test func aTwoMegabyteDescriptionIsReadAndCut() async throws {
        let long = String(repeating: "Lorem ipsum dolor sit amet — 日本語 🙂. ", count: 50_000)
        let json = SessionizeSample.variant(replacing: "\"Opening keynote.\\r\\n", with: "\"\(long)\\r\\n")
        let zone = berlin
        let feed = try await offThePool { try SessionizeFeedParser(conferenceTimeZone: zone).parse(Data(json.utf8)) }
        let description = try #require(feed.sessions[0].description)
        #expect(description.hasPrefix("Lorem ipsum dolor sit amet — 日本語 🙂. Lorem"))
        #expect(description.unicodeScalars.count <= FeedLimits.text)
        #expect(feed.warnings.map(\.path) == ["sessions[0].description"])
    }
}
