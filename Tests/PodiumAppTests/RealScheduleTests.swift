import Foundation
import ScheduleTesting
import TestHarness
import Testing

/// Real schedules added as a new user would (`podium add FILE`, no flags unless the file needs
/// one), then listed as JSON. The excerpts are checked against instants read by hand from each
/// file's own text; the whole files (Tests/Fixtures/Schedules/Real, copies of public exports)
/// against an independent reading of the same file (`scripts/read-schedule`, Python's own XML,
/// JSON and iCalendar readers): every session's title, start, end, room and speakers.
@Suite struct RealScheduleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let arguments: [String]
        let sessions: Int
        let starts: [String: String]
        /// The zone clock times without an offset are in, for the independent reading.
        var zone: String?
        var testDescription: String { ([file] + arguments).joined(separator: " ") }
    }

    static let fosdemSamples = ["852280ac-61d3-588c-b74c-8d87f9d9d2c6": "2025-02-01T09:35:00Z"]   // <date>2025-02-01T10:35:00+01:00
    static let ccc = ["6a32cb72-a69d-423c-91b5-60d88eb8e6c7": "2019-12-27T10:00:00Z",    // Opening Ceremony, 11:00+01:00
                      "d1b8ed3f-2c22-47d2-9aca-0f9d3cf48eb8": "2019-12-27T23:50:00Z"]    // Hacker Jeopardy, 00:50+01:00 on day 1
    static let kielux = ["460@KOLT20": "2020-09-18T11:00:00Z"]                           // DTSTART:20200918T110000Z

    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules")

    static let excerpts = [
        Case(file: "fosdem-2025-excerpt.xml", arguments: [], sessions: 2, starts: fosdemSamples),
        Case(file: "36c3-excerpt.xml", arguments: [], sessions: 2, starts: ccc),
        Case(file: "kielux-2020-excerpt.ics", arguments: ["--timezone", "Europe/Berlin"], sessions: 2, starts: kielux),
        Case(file: "kielux-2020-excerpt.ics", arguments: [], sessions: 2, starts: kielux),   // all UTC: shown in UTC
        Case(file: "old-pentabarf.xml", arguments: ["--timezone", "Europe/Brussels"], sessions: 2,
             starts: ["1204": "2012-02-04T09:30:00Z", "1300": "2012-02-05T16:00:00Z"]),
        Case(file: "old-pentabarf.xml", arguments: [], sessions: 2,   // the zone of its <city>
             starts: ["1204": "2012-02-04T09:30:00Z", "1300": "2012-02-05T16:00:00Z"]),
        Case(file: "tiny-congress.xml", arguments: [], sessions: 4, starts: FrabSample.utcStarts),
        Case(file: "tiny-calendar.ics", arguments: [], sessions: 2, starts: ICalendarSample.utcStarts),
    ]

    static let whole = [
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
        // c3voc's merged file: person ids reused across its sub-schedules for other people.
        Case(file: "jev22-everything.schedule.xml", arguments: [], sessions: 433,
             starts: ["cd2bc158-39c7-4f9c-bd87-0bf9d6061875": "2022-12-27T11:30:00Z"]),   // Malzbierbrauen, 12:30+01:00
        // Old Pentabarf: events under <day>, no <date>, no zone but its <city>.
        Case(file: "fosdem-2007.xml", arguments: [], sessions: 215, starts: ["0": "2007-02-25T14:00:00Z"], zone: "Europe/Brussels"),
        Case(file: "fosdem-2007.xml", arguments: ["--timezone", "Europe/Brussels"], sessions: 215, starts: ["0": "2007-02-25T14:00:00Z"],
             zone: "Europe/Brussels"),
        // wafer writes Montréal's clock as +00:00: read as written, and as the venue's clock.
        Case(file: "debconf17-pentabarf.xml", arguments: [], sessions: 181, starts: ["246": "2017-08-05T10:00:00Z"]),
        Case(file: "debconf17-pentabarf.xml", arguments: ["--timezone", "America/Toronto", "--ignore-offsets"], sessions: 181,
             starts: ["246": "2017-08-05T14:00:00Z"], zone: "America/Toronto"),
        Case(file: "pretalx-rc3.json", arguments: [], sessions: 48, starts: [:]),
    ]

    @Test(arguments: excerpts)
    func anExcerptAddsWithTheRightInstants(_ example: Case) async throws {
        _ = try await check(example, in: Self.fixtures)
    }

    @Test(arguments: whole)
    func aWholeRealScheduleAddsWithEverySessionAsAnIndependentReadingHasIt(_ example: Case) async throws {
        let file = Self.fixtures.appendingPathComponent("Real").appendingPathComponent(example.file)
        let listed = try await check(example, in: file.deletingLastPathComponent())
        guard let independent = try await IndependentReading.sessions(of: file, zone: example.zone,
                                                                      ignoringOffsets: example.arguments.contains("--ignore-offsets")) else { return }
        let mine = listed.map(IndependentReading.Session.init(podium:))
        #expect(mine.count == independent.count)
        let missing = IndependentReading.difference(independent, mine)
        let extra = IndependentReading.difference(mine, independent)
        #expect(missing.isEmpty && extra.isEmpty,
                "read otherwise than the file says: \(missing.prefix(3)) — Podium has instead: \(extra.prefix(3))")

        // Each person once in the speakers list: one name per id, one id per name.
        let people = listed.flatMap { $0["speakers"] as? [[String: String]] ?? [] }.compactMap { person in
            person["id"].flatMap { id in person["name"].map { (id, $0) } }
        }
        let namesByID = Dictionary(grouping: people, by: \.0).mapValues { Set($0.map(\.1)) }
        let idsByName = Dictionary(grouping: people, by: \.1).mapValues { Set($0.map(\.0)) }
        #expect(namesByID.filter { $0.value.count > 1 }.isEmpty, "one id, several people")
        #expect(idsByName.filter { $0.value.count > 1 }.isEmpty, "one person, several ids")
    }

    /// Adds the file, checks the count and the instants checked by hand; the sessions as listed.
    func check(_ example: Case, in folder: URL) async throws -> [[String: Any]] {
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
        return sessions
    }
}

/// `scripts/read-schedule`: the same file read by other code (Python's XML, JSON and iCalendar
/// readers), for comparing what Podium shows with what the file says.
enum IndependentReading {
    struct Session: Hashable, Decodable, CustomStringConvertible {
        let title: String
        let start: String?
        let end: String?
        let room: String?
        let speakers: [String]

        init(podium session: [String: Any]) {
            title = session["title"] as? String ?? ""
            start = session["startsAt"] as? String
            end = session["endsAt"] as? String
            room = session["room"] as? String
            speakers = (session["speakers"] as? [[String: String]] ?? []).compactMap { $0["name"] }.sorted()
        }

        var description: String { "\(title) \(start ?? "-")–\(end ?? "-") [\(room ?? "-")] \(speakers)" }
    }

    /// The venv `scripts/parse-exports --setup` makes has Python's icalendar; frab needs none.
    static func sessions(of file: URL, zone: String?, ignoringOffsets: Bool) async throws -> [Session]? {
        let venv = ExportParser.python.path
        let python: [String]
        if file.pathExtension == "ics" {
            guard FileManager.default.isExecutableFile(atPath: venv) else {
                #expect(ProcessInfo.processInfo.environment["PODIUM_REQUIRE_EXPORT_PARSER"] == nil,
                        "the independent calendar reader is required here: scripts/parse-exports --setup")
                return nil
            }
            python = [venv]
        } else {
            python = FileManager.default.isExecutableFile(atPath: venv) ? [venv] : ["/usr/bin/env", "python3"]
        }
        let arguments = python + [RepositoryPaths.root.appendingPathComponent("scripts/read-schedule").path, file.path]
            + (zone.map { ["--timezone", $0] } ?? []) + (ignoringOffsets ? ["--ignore-offsets"] : [])
        let outcome = try await Subprocess.run(arguments)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode([Session].self, from: Data(outcome.stdout.utf8))
    }

    /// What `left` has more of than `right`, as a multiset.
    static func difference(_ left: [Session], _ right: [Session]) -> [Session] {
        var counts = Dictionary(right.map { ($0, 1) }, uniquingKeysWith: +)
        return left.filter { session in
            guard let count = counts[session], count > 0 else { return true }
            counts[session] = count - 1
            return false
        }
    }
}
