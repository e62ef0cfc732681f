import Foundation
import Testing
import TestSupport
@testable import FeedCheck

/// `scripts/check-feeds`: one line per file of a folder, on the repository's own schedules.
@Suite struct FeedCheckTests {
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules").path

    @Test func oneLinePerFileWithFormatSessionsDaysZoneAndProblems() throws {
        let files = try FeedCheck.files(in: [Self.fixtures])
        let lines = Dictionary(uniqueKeysWithValues: files.map { file in
            ((file as NSString).lastPathComponent, FeedCheck.check(file, timeZone: nil).line)
        })
        #expect(lines["tiny-congress.xml"] == "tiny-congress.xml  frab XML  4 sessions  2 days  Europe/Berlin (declared)  no problems")
        #expect(lines["tiny-congress.json"] == "tiny-congress.json  frab JSON  2 sessions  1 days  Europe/Berlin (declared)  no problems")
        #expect(lines["fosdem-2025-excerpt.xml"] == "fosdem-2025-excerpt.xml  frab XML  2 sessions  1 days  Europe/Brussels (declared)  no problems")
        #expect(lines["36c3-excerpt.xml"] == "36c3-excerpt.xml  frab XML  2 sessions  1 days  GMT+0100 (offsets)  no problems")
        #expect(lines["old-pentabarf.xml"]?.contains("2 sessions  2 days  no zone (the feed's times name no time zone; needs --timezone)") == true)
        #expect(lines["kielux-2020-excerpt.ics"]?.hasPrefix("kielux-2020-excerpt.ics  iCalendar  2 sessions  1 days  UTC (all times in UTC, no local zone)  1 problem: (feed): every time is in UTC") == true,
                "\(lines["kielux-2020-excerpt.ics"] ?? "")")
        #expect(lines["tiny-calendar.ics"]?.hasSuffix("1 problem: (calendar): 1 all-day event left out (days, not sessions)") == true)
        #expect(lines.values.allSatisfy { !$0.contains("\n") })
    }

    @Test func aZoneGivenReadsTheFilesThatNameNone() throws {
        let old = (Self.fixtures as NSString).appendingPathComponent("old-pentabarf.xml")
        #expect(FeedCheck.check(old, timeZone: TimeZone(identifier: "Europe/Brussels")).line
                == "old-pentabarf.xml  frab XML  2 sessions  2 days  Europe/Brussels (configured)  no problems")
    }

    @Test func aFileThatIsNoScheduleIsRefusedInOneLineWithoutItsControlCharacters() throws {
        let folder = try TemporaryDirectory(prefix: "podium-check")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("page\u{1B}[2J.html")
        try Data("<!DOCTYPE html><html><title>\u{1B}]0;owned\u{7}</title></html>".utf8).write(to: file)
        let report = FeedCheck.check(file.path, timeZone: nil)
        #expect(report.isRefused)
        #expect(report.line.hasPrefix("page?[2J.html  refused: not a schedule Podium reads (an HTML page"), "\(report.line)")
        #expect(!report.line.unicodeScalars.contains { $0.value < 0x20 })
        #expect(throws: CheckError.self) { try FeedCheck.files(in: [folder.url.appendingPathComponent("missing").path]) }
    }
}
