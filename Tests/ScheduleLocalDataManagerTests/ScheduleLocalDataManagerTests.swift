import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

@Suite struct ScheduleLocalDataManagerTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager
    let v1 = FeedValidators(etag: "\"v1\"")
    let now = FeedFactory.instant("2024-04-19T12:00:00Z")

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-store")
        store = try FeedFactory.store(in: directory)
    }

    @Test func appliedFeedReadsBackAsTheSameEntities() async throws {
        let report = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        #expect(report.sessions == 4 && report.changes.isEmpty, "a first import records no changes")
        for session in FeedFactory.sessions {
            #expect(try await store.session(id: session.id) == session)
        }
        #expect(try await store.speakers().map(\.id) == [FeedFactory.zoe.id, FeedFactory.anna.id], "sorted by surname (Åberg, Berg)")
        for speaker in [FeedFactory.zoe, FeedFactory.anna] {
            #expect(try await store.speaker(id: speaker.id) == speaker, "one speaker whole, links and all")
            var listed = speaker
            listed.links = []   // lists never show them
            #expect(try await store.speakers().first { $0.id == speaker.id } == listed)
        }
        #expect(try await store.rooms() == [FeedFactory.hall, FeedFactory.roomB])
        #expect(try await store.categories() == [FeedFactory.track])
        #expect(try await store.validators() == v1)
        #expect(try await store.counts() == ScheduleCounts(sessions: 4, speakers: 2, rooms: 2, categories: 1))
        let conference = try #require(try await store.conference())
        #expect(conference.days == [LocalDate(year: 2024, month: 4, day: 20), LocalDate(year: 2024, month: 4, day: 21)])
        #expect(conference.name == "Swift Days")
        directory.remove()
    }

    /// A description's formatting is kept with the one session a screen shows, not with lists,
    /// and an unchanged feed writes nothing, its formatting included; a changed one rewrites it.
    @Test func aFormattedDescriptionIsKeptAndReadWithItsSession() async throws {
        defer { directory.remove() }
        let rich = RichText(blocks: [
            RichText.Block(.paragraph, [RichText.Run("See "), RichText.Run("the docs", style: [.emphasis, .strong], link: 0),
                                        RichText.Run(" odd \u{1E}\u{1F}: chars")]),
            RichText.Block(.item(depth: 2, marker: "3."), [RichText.Run("an item")]),
            RichText.Block(.heading(level: 2), [RichText.Run("Heading", style: .code)]),
            RichText.Block(.code, [RichText.Run("let x = 1\n  y")]), RichText.Block(.quote, [RichText.Run("q")]), RichText.Block(.rule, []),
        ], links: [URL(string: "https://docs.example/a?b=1")!])
        var sessions = FeedFactory.sessions
        sessions[0].description = rich.plainText
        sessions[0].richDescription = rich
        _ = try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now)
        let read = try #require(try await store.session(id: sessions[0].id)?.richDescription)
        #expect(read.links == rich.links)
        #expect(read.blocks.map(\.kind) == rich.blocks.map(\.kind))
        #expect(read.blocks[0].runs[1] == rich.blocks[0].runs[1])
        #expect(read.blocks[0].runs[2].text == " odd   : chars", "separators in text are spaces")
        #expect(Array(read.blocks.dropFirst()) == Array(rich.blocks.dropFirst()))
        #expect(try await store.sessions(ids: [sessions[0].id]).first?.richDescription == nil, "lists go without it")
        #expect(try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now).rowsWritten == 0)
        sessions[0].richDescription?.blocks.removeLast()
        #expect(try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now).rowsWritten > 0)
        #expect(try await store.session(id: sessions[0].id)?.richDescription?.blocks.count == 5)
    }

    @Test func aDaysSessionsComeInTimeOrderAndFilter() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        let day1 = LocalDate(year: 2024, month: 4, day: 20)
        #expect(try await store.sessions(on: day1, matching: .all).map(\.id) == ["1", "2", "3"])
        #expect(try await store.sessions(on: day1, matching: SessionFilter(categoryItemIDs: [102])).map(\.id) == ["2"])
        #expect(try await store.sessions(on: day1, matching: SessionFilter(roomIDs: [1])).map(\.id) == ["1"])
        #expect(try await store.sessions(on: day1, matching: SessionFilter(categoryItemIDs: [101, 102], roomIDs: [2])).map(\.id) == ["2"])
        directory.remove()
    }

    /// A day as a list on screen shows it: the same sessions, times, rooms, speakers and tracks,
    /// without the descriptions and links no list shows; a command printing the day keeps them.
    @Test func aDayAsListedLeavesOutDescriptionsAndLinks() async throws {
        var sessions = FeedFactory.sessions
        sessions[0].description = "An abstract of several hundred characters, as real ones are."
        sessions[0].links = [SessionLink(title: "Slides", url: URL(string: "https://example.com/slides")!)]
        _ = try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now)
        let day1 = LocalDate(year: 2024, month: 4, day: 20)
        let printed = try await store.sessions(on: day1, matching: .all)
        let listed = try await store.listedSessions(on: day1, matching: .all)
        #expect(printed.first?.description == sessions[0].description, "commands print and export the description")
        #expect(listed.allSatisfy { $0.description == nil && $0.links.isEmpty })
        let unlisted = printed.map { session -> Session in
            var stripped = session
            stripped.description = nil
            stripped.links = []
            return stripped
        }
        #expect(listed == unlisted, "everything else as the whole day has it")
        directory.remove()
    }

    @Test func aSpeakersSessionsAndSessionsByID() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        #expect(try await store.sessions(ofSpeaker: "s2").map(\.id) == ["2"])
        #expect(try await store.sessions(ofSpeaker: "nobody").isEmpty)
        // Time order, whatever order they are asked in; ids that do not exist are left out.
        let favorites = try await store.sessions(ids: ["4", "gone", "1", "2"])
        #expect(favorites.map(\.id) == ["1", "2", "4"])
        #expect(!favorites[0].overlaps(favorites[1]), "09:00-09:45 and 10:00-10:45 Berlin do not overlap")
        directory.remove()
    }

    @Test func applyingTheSameFeedTwiceWritesNothing() async throws {
        let first = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        #expect(first.rowsWritten > 0)
        let second = try await store.apply(FeedFactory.feed(), validators: v1, at: now.addingTimeInterval(60))
        #expect(second.rowsWritten == 0)
        #expect(second.changes.isEmpty)
        directory.remove()
    }

    @Test func changesAreDetectedAndRecorded() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        var sessions = FeedFactory.sessions
        sessions[1].startsAt = FeedFactory.instant("2024-04-20T09:00:00Z")      // retimed
        sessions[1].endsAt = FeedFactory.instant("2024-04-20T09:45:00Z")
        sessions[0].room = FeedFactory.roomB                                    // moved
        sessions[3].title = "Actors, revisited"                                 // renamed
        sessions.remove(at: 2)                                                  // the break is gone
        sessions.append(FeedFactory.session("5", "Lightning talks", at: "2024-04-21T08:00:00Z"))   // added
        let later = now.addingTimeInterval(3600)
        let report = try await store.apply(FeedFactory.feed(sessions), validators: FeedValidators(etag: "\"v2\""), at: later)
        let kinds = Set(report.changes.map { "\($0.sessionID):\($0.kind.rawValue)" })
        #expect(kinds == ["2:retimed", "1:moved", "4:renamed", "3:removed", "5:added"])
        let recorded = try await store.changes(since: later)
        #expect(Set(recorded.map { "\($0.sessionID):\($0.kind.rawValue)" }) == kinds)
        let moved = try #require(recorded.first { $0.kind == .moved })
        #expect(moved.before?.roomName == "Main Hall" && moved.after?.roomName == "Room B")
        #expect(try await store.session(id: "3") == nil)
        #expect(try await store.validators() == FeedValidators(etag: "\"v2\""))
        directory.remove()
    }

    /// What a version did to the sessions, for the favorites to follow: those that left, as they
    /// were, and those that came.
    @Test func theReportSaysWhatArrivedAndWhatLeft() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        var sessions = FeedFactory.sessions
        sessions.removeAll { $0.id == "2" }
        let removal = try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now)
        #expect(removal.succession.vanished == [FeedFactory.sessions[1]] && removal.succession.arrived.isEmpty)
        let back = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        #expect(back.succession.arrived == ["2"] && back.succession.vanished.isEmpty)
        #expect(back.succession.sessions.map(\.id) == ["1", "2", "3", "4"])
        directory.remove()
    }

    @Test func searchFindsPrefixesWithoutDiacriticsInTimeOrder() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        // "struc" is in session 2's title and session 4's description.
        #expect(try await store.search("struc", limit: 10).map(\.id) == ["2", "4"])
        let screenful = try await store.search("struc", limit: 10, readingFirst: 1)
        #expect(screenful.first.map(\.id) == ["2"] && screenful.restIDs == ["4"], "the same list, read a screenful first")
        #expect(try await store.search("stru conc", limit: 10).map(\.id) == ["2"])
        #expect(try await store.search("zoe", limit: 10).map(\.id) == ["2"], "Zoë's session, found without the diaeresis")
        #expect(try await store.search("aberg", limit: 10).map(\.id) == ["2"])
        #expect(try await store.search("principal", limit: 10).map(\.id) == ["1"], "speaker tag lines are searched")
        #expect(try await store.search("", limit: 10).isEmpty)
        for hostile in ["\"", "NEAR(a b)", "a OR", "*", "-x", "title:key", "😀"] {
            _ = try await store.search(hostile, limit: 10)   // never an FTS syntax error
        }
        directory.remove()
    }

    /// The index keeps no word positions, so each word typed must be one word as the index read
    /// it: a Devanagari word with its vowel signs, an accent typed as a letter and a mark.
    @Test func wordsWithMarksAreFoundWholeAndByTheirStart() async throws {
        let sessions = [
            FeedFactory.session("hindi", "नमस्ते दुनिया", at: "2024-04-20T07:00:00Z"),
            FeedFactory.session("french", "Un café à l\u{2019}été", at: "2024-04-20T08:00:00Z", description: "x86_64 et C++"),
        ]
        _ = try await store.apply(FeedFactory.feed(sessions), validators: v1, at: now)
        #expect(try await store.search("नमस्ते", limit: 10).map(\.id) == ["hindi"])
        #expect(try await store.search("नमस", limit: 10).map(\.id) == ["hindi"], "the start of the word, as it is typed")
        #expect(try await store.search("दुनिया नमस्ते", limit: 10).map(\.id) == ["hindi"])
        #expect(try await store.search("e\u{301}te\u{301}", limit: 10).map(\.id) == ["french"], "été typed as letters and marks")
        #expect(try await store.search("CAFÉ", limit: 10).map(\.id) == ["french"])
        #expect(try await store.search("x86_64", limit: 10).map(\.id) == ["french"], "cut where the index cut it")
        #expect(try await store.search("l'été", limit: 10).map(\.id) == ["french"])
        #expect(try await store.search("\u{301}\u{94D}", limit: 10).isEmpty, "marks alone are a word no session has")
        directory.remove()
    }

    @Test func whenTheLimitCutsTitlesAreChosenBeforeSpeakersAndThoseBeforeDescriptions() async throws {
        let sessions = [
            FeedFactory.session("early-description", "Opening", at: "2024-04-20T07:00:00Z", description: "All about kernels."),
            FeedFactory.session("early-speaker", "Second", at: "2024-04-20T08:00:00Z",
                                speakers: [Speaker(id: "s9", firstName: "Kernel", lastName: "Sanders", sessionIDs: ["early-speaker"])]),
            FeedFactory.session("late-title", "Kernel hacking", at: "2024-04-21T15:00:00Z"),
            FeedFactory.session("later-title", "The kernel, again", at: "2024-04-21T16:00:00Z"),
        ]
        var feed = FeedFactory.feed(sessions)
        feed.speakers.append(Speaker(id: "s9", firstName: "Kernel", lastName: "Sanders", sessionIDs: ["early-speaker"]))
        _ = try await store.apply(feed, validators: v1, at: now)
        #expect(try await store.search("kern", limit: 2).map(\.id) == ["late-title", "later-title"], "both titles, in time order")
        #expect(try await store.search("kern", limit: 3).map(\.id) == ["early-speaker", "late-title", "later-title"])
        #expect(try await store.search("kern", limit: 10).map(\.id) == ["early-description", "early-speaker", "late-title", "later-title"])
        #expect(try await store.search("kern hack", limit: 10).map(\.id) == ["late-title"], "every word must match")
        directory.remove()
    }

    /// A sync that changes some sessions replaces exactly their search rows: the new words find
    /// them and the old ones no longer do, a session only moved in time keeps its row, and the
    /// index holds one row for each session and speaker, named by it.
    @Test func aSyncReplacesTheSearchRowsOfWhatChangedAndOnlyThose() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        let before = try searchRows()
        var feed = FeedFactory.feed()
        feed.sessions[3].title = "Actors, revisited"
        feed.sessions[1].startsAt = FeedFactory.instant("2024-04-20T09:00:00Z")
        feed.sessions[1].endsAt = FeedFactory.instant("2024-04-20T09:45:00Z")
        feed.sessions.remove(at: 2)
        feed.sessions.append(FeedFactory.session("5", "Lightning talks", at: "2024-04-21T08:00:00Z"))
        feed.speakers[1].tagLine = "Maintainer of things"
        _ = try await store.apply(feed, validators: v1, at: now)
        #expect(try await store.search("revisit", limit: 10).map(\.id) == ["4"])
        #expect(try await store.search("lightn", limit: 10).map(\.id) == ["5"])
        #expect(try await store.search("maintainer", limit: 10).map(\.id) == ["2"], "a speaker's new tag line reaches their session")
        #expect(try await store.searchSpeakers("maintainer", limit: 10).byOtherText.map(\.id) == [feed.speakers[1].id])
        let after = try searchRows()
        #expect(after.sessions.keys.sorted() == ["1", "2", "4", "5"] && after.sessionRows == 4, "one row each, none for the removed")
        #expect(after.sessions["1"] == before.sessions["1"], "unchanged: the same row")
        #expect(after.sessions["4"] != before.sessions["4"], "renamed: a new row")
        #expect(after.speakers.count == feed.speakers.count && after.speakerRows == feed.speakers.count)
        directory.remove()
    }

    /// Which search row each session and speaker names, and how many rows each index holds;
    /// every named row is in its index (a speaker's holds the speaker's id).
    private func searchRows() throws -> (sessions: [String: Int64], sessionRows: Int, speakers: [String: Int64], speakerRows: Int) {
        try DatabaseQueue(path: directory.url.appendingPathComponent("schedule.sqlite").path).read { db in
            func named(_ table: String, _ index: String, owner: String?) throws -> [String: Int64] {
                let rows = try Row.fetchAll(db, sql: "SELECT id, searchRow FROM \(table)")
                for row in rows {
                    let found = try Row.fetchOne(db, sql: "SELECT rowid\(owner.map { ", \($0)" } ?? "") FROM \(index) WHERE rowid = ?",
                                                 arguments: [row[1] as Int64?])
                    #expect(found != nil && (owner == nil || found?[1] == row[0] as String), "\(table) \(row[0] as String) names a row of its own")
                }
                return Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as String, $0[1] as Int64) })
            }
            return (try named("session", "sessionSearch", owner: nil), try Int.fetchOne(db, sql: "SELECT count(*) FROM sessionSearch") ?? 0,
                    try named("speaker", "speakerSearch", owner: "speakerId"), try Int.fetchOne(db, sql: "SELECT count(*) FROM speakerSearch") ?? 0)
        }
    }

    @Test func speakerRenameReindexesTheirSessions() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        var feed = FeedFactory.feed()
        feed.speakers[0].displayName = "Anna Bergström"
        feed.sessions[0].speakers = [feed.speakers[0].summary]
        _ = try await store.apply(feed, validators: v1, at: now)
        #expect(try await store.search("bergström", limit: 10).map(\.id) == ["1"])
        #expect(try await store.session(id: "1")?.speakerNames == "Anna Bergström")
        let day = try #require(FeedFactory.sessions[0].startsAt.map { LocalDate($0, in: FeedFactory.berlin) })
        #expect(try await store.outlines(on: day, matching: .all).first { $0.id == "1" }?.speakerNames == "Anna Bergström",
                "the Grid's box says the new name")
        directory.remove()
    }

    @Test func changeEventsReachSubscribers() async throws {
        let events = store.changeEvents()
        var iterator = events.makeAsyncIterator()
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        #expect(await iterator.next() == .schedule)
        directory.remove()
    }

    @Test func reopeningKeepsEverythingAndTheSchemaIsCurrent() async throws {
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        let reopened = try FeedFactory.store(in: directory)
        #expect(try await reopened.session(id: "1") == FeedFactory.sessions[0])
        #expect(try await reopened.validators() == v1)
        directory.remove()
    }

    @Test func daysFollowTheConferenceTimeZone() async throws {
        let tokyo = try TemporaryDirectory(prefix: "podium-store")
        defer { tokyo.remove() }
        let store = try FeedFactory.store(in: tokyo, timeZone: TimeZone(identifier: "Pacific/Honolulu")!)
        _ = try await store.apply(FeedFactory.feed(), validators: v1, at: now)
        // 07:00Z on the 20th is the evening of the 19th in Honolulu.
        #expect(try await store.conference()?.days.first == LocalDate(year: 2024, month: 4, day: 19))
        directory.remove()
    }
}
