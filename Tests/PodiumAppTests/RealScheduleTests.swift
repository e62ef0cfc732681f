import Foundation
import Testing
import TestSupport

/// Real schedules added as a new user would (`podium add FILE`, no flags unless the format has
/// no zone), then listed as JSON: the count, and instants checked by hand against each file's
/// own text (`<date>` with its offset, or DTSTART in UTC). The excerpts in Tests/Fixtures/Schedules
/// always run; the whole files of ../shared/schedules (or $PODIUM_SHARED_SCHEDULES) when present.
@Suite struct RealScheduleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let arguments: [String]
        let sessions: Int
        let starts: [String: String]
        var testDescription: String { ([file] + arguments).joined(separator: " ") }
    }

    static let fosdemSamples = ["852280ac-61d3-588c-b74c-8d87f9d9d2c6": "2025-02-01T09:35:00Z"]   // <date>2025-02-01T10:35:00+01:00
    static let ccc = ["6a32cb72-a69d-423c-91b5-60d88eb8e6c7": "2019-12-27T10:00:00Z",    // Opening Ceremony, 11:00+01:00
                      "d1b8ed3f-2c22-47d2-9aca-0f9d3cf48eb8": "2019-12-27T23:50:00Z"]    // Hacker Jeopardy, 00:50+01:00 on day 1
    static let kielux = ["460@KOLT20": "2020-09-18T11:00:00Z"]                           // DTSTART:20200918T110000Z

    static let excerpts = [
        Case(file: "fosdem-2025-excerpt.xml", arguments: [], sessions: 2, starts: fosdemSamples),
        Case(file: "36c3-excerpt.xml", arguments: [], sessions: 2, starts: ccc),
        Case(file: "kielux-2020-excerpt.ics", arguments: ["--timezone", "Europe/Berlin"], sessions: 2, starts: kielux),
        Case(file: "kielux-2020-excerpt.ics", arguments: [], sessions: 2, starts: kielux),   // all UTC: shown in UTC
        Case(file: "old-pentabarf.xml", arguments: ["--timezone", "Europe/Brussels"], sessions: 2,
             starts: ["1204": "2012-02-04T09:30:00Z", "1300": "2012-02-05T16:00:00Z"]),
        Case(file: "tiny-congress.xml", arguments: [], sessions: 4, starts: FrabSample.utcStarts),
        Case(file: "tiny-calendar.ics", arguments: [], sessions: 2, starts: ICalendarSample.utcStarts),
    ]

    static let sharedFolder: URL = {
        if let path = ProcessInfo.processInfo.environment["PODIUM_SHARED_SCHEDULES"] { return URL(fileURLWithPath: path) }
        return RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/schedules")
    }()

    static let whole: [Case] = {
        let cases = [
            Case(file: "fosdem-2025.xml", arguments: [], sessions: 943, starts: fosdemSamples.merging([
                "5162bdcf-440a-59b6-ab07-7b6ae9c7b788": "2025-02-02T08:00:00Z",   // 09:00+01:00 on Sunday
                "2fb257dd-7ecb-50dd-93ff-7f5f3ef1ba52": "2025-02-02T15:25:00Z",   // the last event, 16:25+01:00
            ]) { $1 }),
            Case(file: "36c3-stages.schedule.xml", arguments: [], sessions: 498,
                 starts: ccc.merging(["3d1529e0-0848-4b2d-8b1b-78523444aca1": "2019-12-30T15:30:00Z"]) { $1 }),
            Case(file: "36c3-stages.schedule.json", arguments: [], sessions: 498,
                 starts: ccc.merging(["3d1529e0-0848-4b2d-8b1b-78523444aca1": "2019-12-30T15:30:00Z"]) { $1 }),
            Case(file: "kielux-2020.ics", arguments: [], sessions: 24,
                 starts: kielux.merging(["495@KOLT20": "2020-09-18T16:00:00Z"]) { $1 }),
            Case(file: "kielux-2020.ics", arguments: ["--timezone", "Europe/Berlin"], sessions: 24,
                 starts: kielux.merging(["495@KOLT20": "2020-09-18T16:00:00Z"]) { $1 }),
        ]
        return cases.filter { FileManager.default.fileExists(atPath: sharedFolder.appendingPathComponent($0.file).path) }
    }()

    @Test(arguments: excerpts)
    func anExcerptAddsWithTheRightInstants(_ example: Case) async throws {
        try await check(example, in: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules"))
    }

    @Test(.enabled(if: !whole.isEmpty, "../shared/schedules is not beside this checkout"), arguments: whole)
    func aWholeRealScheduleAddsWithTheRightCountAndInstants(_ example: Case) async throws {
        try await check(example, in: Self.sharedFolder)
    }

    func check(_ example: Case, in folder: URL) async throws {
        let home = try TemporaryDirectory(prefix: "podium-real")
        defer { home.remove() }
        let data = ["--data-dir", home.url.appendingPathComponent("data").path]
        let added = try await podium(["add", folder.appendingPathComponent(example.file).path] + example.arguments + data, configHome: home.url)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added "), "\(added.stdout)")
        let listing = try await podium(["sessions", "--format", "json"] + data, configHome: home.url)
        let sessions = try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(sessions.count == example.sessions)
        let starts = Dictionary(sessions.compactMap { session in
            (session["id"] as? String).map { ($0, session["startsAt"] as? String ?? "unscheduled") }
        }) { first, _ in first }
        for (id, start) in example.starts { #expect(starts[id] == start, "\(id)") }
    }
}
