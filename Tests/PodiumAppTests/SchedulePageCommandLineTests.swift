import Foundation
import TestHarness
import Testing
@testable import PodiumApp

/// `podium add` of the web page a person finds a conference's schedule on (FOSDEM's
/// `/2027/schedule/`, a Congress's Fahrplan), which is no feed: the export it links is added.
@Suite struct SchedulePageCommandLineTests {
    typealias Home = ConferenceCommandLineTests.Home
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures")

    /// A site answering `files` by path (a page as HTML, anything else as XML or JSON), 404 elsewhere.
    static func site(_ files: [String: String]) throws -> ScriptedHTTPServer {
        let bodies = try files.mapValues { try Data(contentsOf: fixtures.appendingPathComponent($0)) }
        return try ScriptedHTTPServer { request in
            guard let path = files[request.path], let body = bodies[request.path] else { return [.send(ScriptedHTTPServer.response(status: 404))] }
            let type = path.hasSuffix(".html") ? "text/html; charset=utf-8" : path.hasSuffix(".json") ? "application/json" : "application/xml"
            return [.send(ScriptedHTTPServer.response(status: 200, headers: ["Content-Type": type], body: body))]
        }
    }

    @Test func fosdemsSchedulePageAddsItsXMLExport() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let server = try Self.site(["/2027/schedule/": "Pages/fosdem-schedule.html", "/2027/schedule/xml": "Schedules/fosdem-2025-excerpt.xml"])
        defer { server.stop() }

        let page = server.url("/2027/schedule/").absoluteString
        let added = try await home.run(["add", page])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("\(page) is a web page: subscribing to the schedule it links, \(server.url("/2027/schedule/xml"))"), "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added FOSDEM 2025: frab XML, "), "\(added.stdout)")
        let file = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        #expect(file.contains("feed = \"\(server.url("/2027/schedule/xml").absoluteString)\"\n"), "the export, which sync reads, not the page")
        #expect(try await home.starts().count == 2)

        let again = try await home.run(["add", page])
        #expect(again.status != 0 && again.stderr.contains("that feed is already added as 'FOSDEM 2025'"), "\(again.stderr)")
    }

    @Test func aConferencesFrontPageLeadsThroughItsSchedulePageToItsJSON() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let server = try Self.site(["/": "Pages/front-page.html", "/2027/schedule": "Pages/fahrplan.html",
                                    "/congress/2026/fahrplan/schedule/export/schedule.json": "Schedules/tiny-congress.json"])
        defer { server.stop() }

        let added = try await home.run(["add", server.url("/").absoluteString])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added Tiny Congress 2024: frab JSON, "), "\(added.stdout)")
        let file = try String(contentsOf: home.conferencesFile, encoding: .utf8)
        #expect(file.contains("feed = \"\(server.url("/congress/2026/fahrplan/schedule/export/schedule.json").absoluteString)\"\n"))
    }

    /// A page not there (FOSDEM's before its schedule is out) is said to be missing, not to
    /// link nothing.
    @Test func aMissingPageIsSaidToBeMissing() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let server = try Self.site([:])
        defer { server.stop() }
        let added = try await home.run(["add", server.url("/2027/schedule/").absoluteString])
        #expect(added.status != 0 && added.stderr.split(separator: "\n").count == 1, "\(added.stderr)")
        #expect(added.stderr.contains("404") && !added.stderr.contains("links no"), "\(added.stderr)")
    }

    @Test func aPageThatLinksNoScheduleSaysSoInOneLineAndAddsNothing() async throws {
        let home = try Home()
        defer { home.root.remove() }
        let server = try Self.site(["/": "Pages/front-page.html", "/2027/schedule": "Pages/front-page.html"])
        defer { server.stop() }

        let added = try await home.run(["add", server.url("/").absoluteString])
        #expect(added.status != 0)
        let lines = added.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(added.stderr)")
        #expect(added.stderr.contains("found no schedule at \(server.url("/").absoluteString): ")
                && added.stderr.contains("the schedule page it links (\(server.url("/2027/schedule").absoluteString)) link no schedule export"),
                "\(added.stderr)")
        let file = (try? String(contentsOf: home.conferencesFile, encoding: .utf8)) ?? ""
        #expect(!file.contains("feed ="), "nothing was added")
    }
}
